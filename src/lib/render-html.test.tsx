import { lazy, Suspense } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { renderToHtml } from "./render-html";

/** What React's Node build writes for the same tree, decoded: the markup the page had before. */
function nodeBuildHtml(node: React.ReactNode, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    const stream = renderToPipeableStream(node, {
      nonce,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

// A part that loads later, as a route's lazy module does on a first render.
let loadPart: () => void = () => undefined;
const Part = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>(
      (resolve) => (loadPart = () => resolve({ default: () => <p>Loaded part: “ünïcødé” &amp; 🌲</p> })),
    ),
);

function Page({ rows }: { rows: number }) {
  return (
    <main>
      <link rel="preload" as="image" href="/hero.webp" fetchPriority="high" />
      <h1 title={'quotes " and <tags>'}>Stays</h1>
      <Suspense fallback={<p>Loading</p>}>
        <Part />
      </Suspense>
      <ul>
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} className="card" data-i={i}>
            {`Cabin ${i} – 5 ★`} <img src={`/art/${i}.webp`} alt="" loading="lazy" />
          </li>
        ))}
      </ul>
    </main>
  );
}

describe("renderToHtml", () => {
  it("writes the very markup React's Node build writes, lazy parts, Suspense boundaries, nonce and non-ASCII text included", async () => {
    const rendered = renderToHtml(<Page rows={400} />, "n0nce");
    setTimeout(() => loadPart(), 0);
    const html = await rendered;
    expect(html).toContain("Loaded part: “ünïcødé”");
    expect(html).toContain("Cabin 399 – 5 ★");
    expect(html.length).toBeGreaterThan(30_000);
    expect(html).toBe(await nodeBuildHtml(<Page rows={400} />, "n0nce"));
  });
});
