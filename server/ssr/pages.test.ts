import { describe, expect, it, vi } from "vitest";
import type { Logger } from "../lib/logger";
import type { Context } from "../trpc/context";
import { pageResponse, type ClientBundle } from "./pages";

const template = '<html><head><title>Wildluxe</title></head><body><div id="root"></div></body></html>';
const context = { env: { APP_URL: "https://w.example" } } as Context;

function logger() {
  return { error: vi.fn(), warn: vi.fn() } as unknown as Logger & {
    error: ReturnType<typeof vi.fn>;
    warn: ReturnType<typeof vi.fn>;
  };
}

describe("pageResponse", () => {
  it("sends the rendered page with its status", async () => {
    const render = vi.fn(async () => ({
      html: "<h1>Page Not Found</h1>",
      state: "{}",
      lazyParts: [],
      missed: [],
      head: {
        origin: "https://w.example",
        path: "/x",
        title: "Page Not Found | Wildluxe",
        description: null,
        meta: [],
        jsonLd: null,
        resourceHints: "",
        status: 404,
      },
    }));
    const bundle: ClientBundle = { dir: "/nowhere", template, render };
    const page = await pageResponse(bundle, { url: "https://w.example/x", nonce: "n0nce" }, context, logger());
    expect(page.status).toBe(404);
    expect(page.html).toContain('<div id="root"><h1>Page Not Found</h1></div>');
    expect(render).toHaveBeenCalledWith(
      expect.objectContaining({ url: "https://w.example/x", nonce: "n0nce", origin: "https://w.example" }),
    );
  });

  it("sends the app shell, for the browser to render, when rendering fails", async () => {
    const log = logger();
    const bundle: ClientBundle = { dir: "/nowhere", template, render: () => Promise.reject(new Error("boom")) };
    expect(await pageResponse(bundle, { url: "https://w.example/", nonce: undefined }, context, log)).toEqual({
      status: 200,
      html: template,
    });
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ url: "https://w.example/" }),
      expect.stringContaining("server render failed"),
    );
  });

  it("does not hold the response longer than 5 seconds, and says so as a warning (a busy machine), not an error", async () => {
    vi.useFakeTimers();
    try {
      const log = logger();
      const bundle: ClientBundle = { dir: "/nowhere", template, render: () => new Promise(() => undefined) };
      const pending = pageResponse(bundle, { url: "https://w.example/slow", nonce: undefined }, context, log);
      await vi.advanceTimersByTimeAsync(4_999);
      expect(log.warn).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toEqual({ status: 200, html: template });
      expect(log.warn).toHaveBeenCalledWith(
        { url: "https://w.example/slow" },
        "server render took longer than 5000 ms; the browser renders the page",
      );
      expect(log.error).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
