import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderPage } from "../../src/entry-server";
import type { SessionUser } from "../auth/session";
import type { Context } from "../trpc/context";
import { serverLink } from "./server-link";
import { createUser, startTestApp, type TestApp } from "../../tests/helpers/app";

// A member's page is rendered from reads shared by every reader of their tier and from their own
// (auth, points, favourites, recommendations): each member must find their own in the markup, and
// never another's, whoever's page was rendered just before.

let t: TestApp;
let explorer: SessionUser;
let elite: SessionUser;
/** The stay each member saved, both shown on / and /listings to both of them. */
let saved: Map<number, string>;

function linkFor(user: SessionUser) {
  const ctx = {
    ...t.deps,
    user,
    session: { id: "test", userId: user.id, expiresAt: new Date(Date.now() + 60_000), createdAt: new Date() },
    ip: "127.0.0.1",
    setCookie: () => undefined,
  } as Context;
  return serverLink(ctx);
}

function render(path: string, user: SessionUser) {
  return renderPage({ url: `http://w.test${path}`, origin: "http://w.test", link: linkFor(user), nonce: undefined });
}

/** A name as React writes it into an attribute. */
const attr = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
/** The names on the page's hearts, saved or not. */
const hearts = (html: string, state: "Save" | "Remove") =>
  [...html.matchAll(new RegExp(`aria-label="${state} (.+?) (?:to|from) favorites"`, "g"))].map((m) => m[1]!);

beforeAll(async () => {
  t = await startTestApp();
  explorer = await createUser(t.database, { tier: 1 });
  elite = await createUser(t.database, { tier: 3 });
  // Stays with a heart on both pages for both members (names as the markup writes them).
  const shown = await Promise.all(
    [explorer, elite].flatMap((user) =>
      ["/", "/listings"].map(async (path) => new Set(hearts((await render(path, user)).html, "Save"))),
    ),
  );
  const common = [...shown[0]!].filter((name) => shown.every((names) => names.has(name)));
  expect(common.length).toBeGreaterThanOrEqual(2);
  const items = await t.caller(elite).listings.list({ limit: 100 });
  const idOf = (name: string) => items.items.find((listing) => attr(listing.name) === name)!.id;
  saved = new Map([
    [explorer.id, common[0]!],
    [elite.id, common[1]!],
  ]);
  for (const user of [explorer, elite]) await t.caller(user).favorites.add({ listingId: idOf(saved.get(user.id)!) });
});

afterAll(async () => {
  await t?.close();
});

describe("a member's own data in the server-rendered page", () => {
  it.each(["/", "/listings"])("%s shows each member their own saved stay and tier, never the other's", async (path) => {
    const tiers = new Map([
      [explorer.id, "Luxe Explorer"],
      [elite.id, "Luxe Elite"],
    ]);
    // Interleaved, so a member's render follows the other's (and their shared, cached reads).
    for (const user of [explorer, elite, explorer, elite]) {
      const other = user === explorer ? elite : explorer;
      const { html } = await render(path, user);
      expect(hearts(html, "Remove")).toEqual([saved.get(user.id)]);
      expect(hearts(html, "Save")).toContain(saved.get(other.id));
      expect(html).toContain(`aria-label="Remove ${saved.get(user.id)} from favorites"`);
      expect(html).toMatch(new RegExp(`points, ${tiers.get(user.id)}\\. View your points`));
      expect(html).not.toContain(`${tiers.get(other.id)}. View your points`);
    }
  });

  it("sends each member their own recommendations with the home page", async () => {
    for (const user of [explorer, elite, explorer]) {
      const { state } = await render("/", user);
      const { queries } = superjson.parse<{ queries: { queryKey: unknown[]; state: { data: unknown } }[] }>(state);
      const sent = queries.find((query) => JSON.stringify(query.queryKey[0]) === '["recommendations","enhanced"]');
      const own = await t
        .caller(user)
        .recommendations.enhanced((sent!.queryKey[1] as { input: { limit: number } }).input);
      expect(sent!.state.data).toEqual(own);
    }
  });
});
