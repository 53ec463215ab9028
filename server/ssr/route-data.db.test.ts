import { asc, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { categories, journalArticles, listings, regions, storeCollections, storeProducts } from "../../db/schema";
import type { SessionUser } from "../auth/session";
import type { Context } from "../trpc/context";
import { serverLink } from "./server-link";
import { createUser, startTestApp, type TestApp } from "../../tests/helpers/app";
import { sameOnEitherDatabase } from "../../tests/helpers/db";

// Counts the renders: renderPage must render each page once, after its declared data has arrived.
vi.mock("react-dom/server.bun", async (importOriginal) => {
  const original = await importOriginal<typeof import("react-dom/server.bun")>();
  return { ...original, renderToPipeableStream: vi.fn(original.renderToPipeableStream) };
});

// Database test files share one module graph (isolate: false): the render is loaded afresh, with the counter.
vi.resetModules();
const { renderPage } = await import("../../src/entry-server");
const { ROUTES } = await import("../../src/routes");
const { DASHBOARD_TABS } = await import("../../src/features/admin/dashboard/dashboard-tabs");
const { renderToPipeableStream } = await import("react-dom/server.bun");

let t: TestApp;
let viewers: { name: string; user: SessionUser | null }[];
let values: Record<string, string>;

function linkFor(user: SessionUser | null) {
  const ctx = {
    ...t.deps,
    user,
    session: user
      ? { id: "test", userId: user.id, expiresAt: new Date(Date.now() + 60_000), createdAt: new Date() }
      : null,
    ip: "127.0.0.1",
    setCookie: () => undefined,
  } as Context;
  return serverLink(ctx);
}

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  // A stay above the free tier: locked for a visitor, open to the Luxe Insider and the admin.
  const [listing] = await db
    .select()
    .from(listings)
    .where(gt(listings.tierLevel, 0))
    .orderBy(asc(listings.id))
    .limit(1);
  const [article] = await db.select().from(journalArticles).orderBy(asc(journalArticles.id)).limit(1);
  const [category] = await db.select().from(categories).orderBy(asc(categories.id)).limit(1);
  // The category and region of an open stay, so a search in both finds it.
  const [open] = await db.select().from(listings).where(eq(listings.tierLevel, 0)).orderBy(asc(listings.id)).limit(1);
  const [region] = await db.select().from(regions).where(eq(regions.id, open!.regionId!));
  const [openCategory] = await db.select().from(categories).where(eq(categories.id, open!.primaryCategoryId!));
  const [collection] = await db.select().from(storeCollections).limit(1);
  const [product] = await db.select().from(storeProducts).limit(1);
  values = {
    "/listings/:slug": listing!.slug,
    "/journal/:slug": article!.slug,
    "/store/products/:slug": product?.slug ?? "none",
    category: category!.slug,
    openCategory: openCategory!.slug,
    region: region!.slug,
    collectionId: String(collection?.id ?? 1),
    tierId: "2",
  };
  viewers = [
    { name: "visitor", user: null },
    { name: "member", user: await createUser(t.database, { tier: 2 }) },
    { name: "admin", user: await createUser(t.database, { admin: true }) },
  ];
});

afterAll(async () => {
  await t?.close();
});

/** A path for a route pattern, with its parameters filled from the seeded data. */
function pathFor(pattern: string): string {
  return (values[pattern] ? pattern.replace(/:\w+$/, values[pattern]) : pattern).replace(
    /:(\w+)/g,
    (_, name: string) => values[name] ?? "1",
  );
}

async function render(path: string, user: SessionUser | null) {
  vi.mocked(renderToPipeableStream).mockClear();
  const page = await renderPage({
    url: `http://w.test${path}`,
    origin: "http://w.test",
    link: linkFor(user),
    nonce: undefined,
  });
  return { page, renders: vi.mocked(renderToPipeableStream).mock.calls.length };
}

describe.skipIf(sameOnEitherDatabase)("every route declares the data its page shows", () => {
  const routes = ROUTES.filter((route) => route.path !== undefined);

  it("covers the public, member, owner, partner and admin pages", () => {
    const paths = routes.map((route) => route.path);
    for (const path of [
      "/",
      "/listings",
      "/listings/category/:category",
      "/listings/:slug",
      "/journal",
      "/journal/:slug",
      "/membership",
      "/about",
      "/destinations",
      "/account",
      "/account/points",
      "/favorites",
      "/dashboard",
      "/preferences",
      "/recommendations",
      "/store/collections/:collectionId",
      "/store/products/:slug",
      "/store/orders",
      "/store/orders/:id",
      "/community/leaderboard",
      "/concierge",
      "/trip-planning/:id",
      "/trip-planning/join/:token",
      "/trip-planning/shared/:token",
      "/admin",
      "/admin/users",
      "/admin/properties",
      "/admin/properties/:id",
      "/admin/store",
      "/website-editor",
      "/email-preview",
      "/owner/dashboard",
      "/owner/stays/:id",
      "/partner/api",
      "/partner/dashboard",
    ]) {
      expect(paths).toContain(path);
    }
  });

  // A test for each page and viewer: all of a viewer's pages in one test passed its 120 s at load 25 (decision 021).
  const pages = ["visitor", "member", "admin"].flatMap((name) => routes.map((route) => [name, route.path!] as const));
  it.each(pages)(
    "renders each page once, for a %s: %s, with no query left for the browser to ask",
    async (name, pattern) => {
      const { user } = viewers.find((v) => v.name === name)!;
      const { page, renders } = await render(pathFor(pattern), user);
      expect({ renders, missed: page.missed }).toEqual({ renders: 1, missed: [] });
    },
  );

  it("renders each admin dashboard tab once, with its data, for an admin", async () => {
    const { user } = viewers.find((v) => v.name === "admin")!;
    const results = [];
    for (const { key } of DASHBOARD_TABS) {
      const { page, renders } = await render(`/admin?tab=${key}`, user);
      results.push({ key, renders, missed: page.missed });
    }
    expect(results).toEqual(DASHBOARD_TABS.map(({ key }) => ({ key, renders: 1, missed: [] })));
  });

  it("renders an admin screen for a visitor as its access check, with the refusal kept for the browser", async () => {
    const { page, renders } = await render("/admin/store", null);
    expect({ renders, missed: page.missed }).toEqual({ renders: 1, missed: [] });
    expect(page.html).toContain("Checking admin access");
    expect(page.state).toContain('"admin","session"');
    expect(page.state).not.toContain('"admin","store"');
  });

  it("leaves an AI search's answer to the browser: the page goes out once, with its skeleton", async () => {
    const { page, renders } = await render("/ai-search?q=treehouse%20with%20a%20hot%20tub", null);
    expect({ renders, missed: page.missed }).toEqual({ renders: 1, missed: [] });
    expect(page.html).toContain("Finding stays");
    expect(page.state).not.toContain('"search","ai"');
  });

  it.each(["visitor", "member"])(
    "renders /availability with dates, guests, a category and a region once, with the stays free, for a %s",
    async (name) => {
      const { user } = viewers.find((v) => v.name === name)!;
      const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
      const { page, renders } = await render(
        `/availability?from=${day(40)}&to=${day(43)}&guests=2&category=${values.openCategory}&region=${values.region}`,
        user,
      );
      expect({ renders, missed: page.missed }).toEqual({ renders: 1, missed: [] });
      // The count and the first stay's card are in the markup (React marks the joins of its text with comments).
      expect(page.html.replace(/<!-- -->/g, "")).toMatch(
        /data-testid="availability-count">\d+ stays? (?:are|is) free for 3 nights/,
      );
      expect(page.html).toContain('data-testid="available-stay"');
    },
  );

  it.each([
    ["the listings' map view", "/listings?view=map&region=:region"],
    ["a category's map view", "/listings/category/:openCategory?view=map"],
    ["a shared collection's link that names no collection", "/favorites?shared=no-such-share-token"],
    ["the checkout confirmation of a checkout never made", "/membership/success?session_id=cs_never_created"],
  ])("renders %s once, with no query left for the browser to ask", async (_, pattern) => {
    for (const name of ["visitor", "member"]) {
      const { user } = viewers.find((v) => v.name === name)!;
      const { page, renders } = await render(
        pattern.replace(/:(\w+)/g, (_, key: string) => values[key]!),
        user,
      );
      expect({ name, renders, missed: page.missed }).toEqual({ name, renders: 1, missed: [] });
    }
  });

  it("renders an owner's own stay once, with its form and its calendar", async () => {
    const owner = await createUser(t.database);
    const stay = await t.caller(owner).owners.submit({
      name: "Owl Hollow Cabin",
      description: "<p>A cedar cabin in a hollow, with a wood stove and owls at night.</p>",
      location: "Bend, Oregon",
      mainImage: "/images/listings/owl-hollow.jpg",
      externalUrl: "https://owl-hollow.example/book",
    });
    const { page, renders } = await render(`/owner/stays/${stay.id}`, owner);
    expect({ renders, missed: page.missed }).toEqual({ renders: 1, missed: [] });
    expect(page.html).toContain("Owl Hollow Cabin");
  });

  it("renders the not-found page once, with its 404", async () => {
    const { page, renders } = await render("/no/such/place", null);
    expect({ status: page.head.status, renders }).toEqual({ status: 404, renders: 1 });
  });

  it.each([
    ["/listings/no-such-stay-anywhere", "Listing not found"],
    ["/journal/no-such-story", "Article Not Found"],
    ["/listings/category/no-such-kind", "find that category"],
  ])("renders %s once as not found, with its 404 and the answer kept for the browser", async (path, text) => {
    const { page, renders } = await render(path, null);
    expect({ status: page.head.status, renders, missed: page.missed }).toEqual({ status: 404, renders: 1, missed: [] });
    expect(page.html).toContain(text);
    expect(page.state).toContain('"status":"error"');
  });

  it("sends the member's own data with the page: the header's points and the listing's hearts", async () => {
    const { user } = viewers.find((v) => v.name === "member")!;
    const { page } = await render("/listings", user);
    expect(page.html).toMatch(/points, [^"]*\. View your points/);
    expect(page.state).toContain('"favorites","ids"');
  });
});
