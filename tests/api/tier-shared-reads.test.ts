import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings } from "../../db/schema";
import type { SessionUser } from "../../server/auth/session";
import { invalidatePublicReads } from "../../server/lib/public-reads";
import { createUser, signedInMember, startTestApp, type TestApp } from "../helpers/app";

/**
 * The public parts of a member's page (lists of stays, the catalogue) come from the
 * process cache, shared by every reader at the member's tier (sharedProcedure). The tier gating
 * must hold: a reader below a stay's tier never gets its gallery or booking link from a list that
 * a reader at the tier filled.
 */
const NAME = "Tierkeyed Glacier Lodge";
const GALLERY = ["/images/tierkeyed-glacier-terrace.jpg"];
const BOOKING_URL = "https://book.example.com/tierkeyed-glacier-lodge";
const SEARCH = { search: NAME, limit: 5 };

let t: TestApp;
let readers: { visitor: null; explorer: SessionUser; elite: SessionUser; admin: SessionUser };

beforeAll(async () => {
  t = await startTestApp();
  await t.database.db.insert(listings).values({
    name: NAME,
    slug: "tierkeyed-glacier-lodge",
    description: "<p>A lodge on the glacier's edge with a sauna cut into the ice.</p>",
    location: "Vatnajokull, Iceland",
    mainImage: "/images/tierkeyed-glacier.jpg",
    gallery: GALLERY,
    externalUrl: BOOKING_URL,
    tierLevel: 3,
    rating: 5,
    reviewCount: 50,
    featured: true,
  });
  const [explorer, elite, admin] = await Promise.all([
    createUser(t.database, { tier: 1 }),
    createUser(t.database, { tier: 3 }),
    createUser(t.database, { admin: true }),
  ]);
  readers = { visitor: null, explorer: explorer, elite: elite, admin: admin };
});
afterAll(() => t.close());

const renameInDatabase = (name: string) =>
  t.database.db.update(listings).set({ name }).where(eq(listings.slug, "tierkeyed-glacier-lodge"));

async function stayInSearch(user: SessionUser | null) {
  const { items } = await t.caller(user).listings.list(SEARCH);
  return items.find((item) => item.slug === "tierkeyed-glacier-lodge");
}

async function stayInFeatured(user: SessionUser | null) {
  return (await t.caller(user).listings.featured()).find((item) => item.slug === "tierkeyed-glacier-lodge");
}

describe("reads shared by every reader at a tier", () => {
  it("gives each tier its own answer: a tier-3 stay's gallery and booking link reach tier 3, never tier 1 or a visitor", async () => {
    // Tier 3 reads first, so a cache that ignored the tier would hand its answer to the others.
    for (const read of [stayInSearch, stayInFeatured]) {
      for (const [user, open] of [
        [readers.elite, true],
        [readers.explorer, false],
        [readers.visitor, false],
        [readers.elite, true],
      ] as const) {
        const stay = await read(user);
        expect(stay?.name).toBe(NAME);
        expect(stay?.locked).toBe(!open);
        expect(stay?.gallery).toEqual(open ? GALLERY : []);
        expect(stay?.externalUrl).toBe(open ? BOOKING_URL : null);
      }
    }
  });

  it("does the same for the REST lists, signed in over HTTP", async () => {
    const [elite, explorer] = [await signedInMember(t, { tier: 3 }), await signedInMember(t, { tier: 1 })];
    for (const [member, open] of [
      [elite, true],
      [explorer, false],
      [elite, true],
    ] as const) {
      const search = await member.http.get(`/api/listings?search=${encodeURIComponent(NAME)}&limit=5`);
      expect(search.status).toBe(200);
      const featured = await member.http.get("/api/listings/featured");
      for (const list of [search.json, featured.json] as {
        slug: string;
        gallery: string[];
        externalUrl: string | null;
      }[][]) {
        const stay = list.find((item) => item.slug === "tierkeyed-glacier-lodge");
        expect(stay?.gallery).toEqual(open ? GALLERY : []);
        expect(stay?.externalUrl).toBe(open ? BOOKING_URL : null);
      }
    }
  });

  it("answers a member from the cache until a write drops the public reads, and never serves admins from it", async () => {
    const { http } = await signedInMember(t, { tier: 1 });
    const restName = async () =>
      ((await http.get(`/api/listings?search=${encodeURIComponent(NAME)}&limit=5`)).json as { name: string }[])[0]
        ?.name;
    await invalidatePublicReads(t.deps.metrics);
    for (const reader of [readers.explorer, readers.elite, readers.visitor])
      expect((await stayInSearch(reader))?.name).toBe(NAME);
    expect(await restName()).toBe(NAME);
    await renameInDatabase("Tierkeyed Glacier Lodge Renamed");
    // Nothing the app heard of: the tier's kept answer stands, for this member and another at the tier.
    expect((await stayInSearch(readers.explorer))?.name).toBe(NAME);
    expect(await restName()).toBe(NAME);
    expect((await stayInSearch(await createUser(t.database, { tier: 1 })))?.name).toBe(NAME);
    // Admins also see what no tier shows, so they always get their own answer.
    expect((await stayInSearch(readers.admin))?.name).toBe("Tierkeyed Glacier Lodge Renamed");
    // What every write that may change public data does (decision 011).
    await invalidatePublicReads(t.deps.metrics);
    expect((await stayInSearch(readers.explorer))?.name).toBe("Tierkeyed Glacier Lodge Renamed");
    expect(await restName()).toBe("Tierkeyed Glacier Lodge Renamed");
    await renameInDatabase(NAME);
    await invalidatePublicReads(t.deps.metrics);
  });
});
