import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { renderPage as RenderPage } from "../../src/entry-server";
import type { SessionUser } from "../auth/session";
import type { Context } from "../trpc/context";
import { serverLink } from "./server-link";
import { createUser, startTestApp, type TestApp } from "../../tests/helpers/app";

// A page whose lazy parts have all loaded is rendered at once as a string; the first render of a
// page in the process, with parts still loading, goes through the stream, which waits for them.
// Both must give the same markup and head (docs/decisions/006).

let t: TestApp;
let member: SessionUser;
let renderPage: typeof RenderPage;
let react: { renderToString: ReturnType<typeof vi.fn>; renderToPipeableStream: ReturnType<typeof vi.fn> };

beforeAll(async () => {
  t = await startTestApp();
  member = await createUser(t.database, { tier: 1 });
  // A module graph of this file's own (database files share one), so no part of the app has loaded yet.
  vi.resetModules();
  vi.doMock("react-dom/server", async (importOriginal) => {
    const real = await importOriginal<typeof import("react-dom/server")>();
    return { ...real, renderToString: vi.fn(real.renderToString), renderToPipeableStream: vi.fn(real.renderToPipeableStream) };
  });
  ({ renderPage } = await import("../../src/entry-server"));
  react = (await import("react-dom/server")) as unknown as typeof react;
});

afterAll(async () => {
  vi.doUnmock("react-dom/server");
  vi.resetModules();
  await t?.close();
});

function render(path: string, user: SessionUser | null) {
  const ctx = {
    ...t.deps,
    user,
    session: user && { id: "test", userId: user.id, expiresAt: new Date(Date.now() + 60_000), createdAt: new Date() },
    ip: "127.0.0.1",
    setCookie: () => undefined,
  } as Context;
  return renderPage({ url: `http://w.test${path}`, origin: "http://w.test", link: serverLink(ctx), nonce: "n0nce" });
}

describe("a page rendered at once", () => {
  it("gives the markup and head the stream gave, once the page's parts have loaded", async () => {
    const { items } = await t.caller(member).listings.list({ limit: 1 });
    for (const path of ["/", "/listings", `/listings/${items[0]!.slug}`]) {
      for (const user of [member, null]) {
        const streams = react.renderToPipeableStream.mock.calls.length;
        const first = await render(path, user);
        const streamed = react.renderToPipeableStream.mock.calls.length > streams;
        const again = await render(path, user);
        // The second render of a page streams nothing: every part it shows has loaded.
        expect(react.renderToPipeableStream.mock.calls.length).toBe(streams + (streamed ? 1 : 0));
        expect(again.html).toBe(first.html);
        expect(again.head).toEqual(first.head);
        expect(again.missed).toEqual([]);
      }
    }
    // The pages' first renders went through the stream (their code had not loaded), so both ways were compared.
    expect(react.renderToPipeableStream).toHaveBeenCalled();
    expect(react.renderToString.mock.calls.length).toBeGreaterThan(react.renderToPipeableStream.mock.calls.length);
  });
});
