import { Writable } from "node:stream";
import type { ReactNode } from "react";
// React's Bun build, run by Node: the same renderer as react-dom/server's Node build, writing its
// chunks as strings instead of encoding each into bytes (decision 006, 2026-11-27 h-render5).
import { renderToPipeableStream } from "react-dom/server.bun";

/**
 * Collects the page as React writes it; React hands it strings, and nothing else writes to it. The
 * chunks are appended (V8 links them, copying once when the page is first read): joining an array of
 * a page's tens of thousands of chunks cost 2-4x as much.
 */
class HtmlSink extends Writable {
  private html = "";
  constructor(private readonly done: (html: string) => void) {
    super();
  }
  override write(chunk: string): boolean {
    this.html += chunk;
    return true;
  }
  override end(): this {
    this.done(this.html);
    return this;
  }
}

/**
 * The whole page's markup, once every lazy part has loaded (renderToString would not wait), for the
 * server render (src/entry-server.tsx). The Node build encoded every chunk into bytes that were then
 * decoded back into this string: ~10 % of a signed-in render of / or /listings.
 */
export function renderToHtml(node: ReactNode, nonce: string | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(node, {
      ...(nonce ? { nonce } : {}),
      // The whole document goes out at once, so no boundary is worth sending separately: left to
      // its default, React moves large ones into place with a script after the footer has painted.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(new HtmlSink(resolve)),
      onShellError: reject,
    });
  });
}
