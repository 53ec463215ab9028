import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings, listingTips } from "../../db/schema";
import { invalidatePublicReads } from "../../server/lib/public-reads";
import { createUser, signedInMember, startTestApp, type TestApp } from "../helpers/app";

/**
 * A stay's page reads the stay, its reviews, tips and photos. For an approved stay these
 * read the same for every reader at one tier, so they are kept per tier with the lists (decision 011)
 * and a member's stay page runs no query for them while nothing changed. A stay waiting for approval
 * is its owner's and the admins' alone, and a review or tip written shows at once.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function newStay(values: { tierLevel?: number; approved?: boolean; ownerId?: number } = {}) {
  const slug = `shared-stay-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const [row] = await t.database.db
    .insert(listings)
    .values({
      name: "Shared Fjord Cabin",
      slug,
      description: "<p>A cabin over the fjord.</p>",
      location: "Geiranger, Norway",
      mainImage: "/images/fjord.jpg",
      gallery: ["/images/fjord-deck.jpg"],
      ...values,
    })
    .returning();
  return row!;
}

describe("a stay's page, shared by tier", () => {
  it("keeps an approved stay per tier: each tier sees its own gating, and a write drops it", async () => {
    const stay = await newStay({ tierLevel: 3 });
    const [elite, explorer] = [await createUser(t.database, { tier: 3 }), await createUser(t.database, { tier: 1 })];
    // Tier 3 reads first, so a kept answer that ignored the tier would open the stay to tier 1.
    for (const [user, open] of [
      [elite, true],
      [explorer, false],
      [null, false],
    ] as const) {
      const read = await t.caller(user).listings.bySlug({ slug: stay.slug });
      expect(read.locked).toBe(!open);
      expect(read.gallery).toEqual(open ? ["/images/fjord-deck.jpg"] : []);
    }
    await t.database.db.update(listings).set({ name: "Shared Fjord Cabin Renamed" }).where(eq(listings.id, stay.id));
    // Nothing the app heard of: another tier-1 member gets the kept answer.
    expect((await t.caller(await createUser(t.database, { tier: 1 })).listings.bySlug({ slug: stay.slug })).name).toBe(
      "Shared Fjord Cabin",
    );
    await invalidatePublicReads(t.deps.metrics);
    expect((await t.caller(explorer).listings.bySlug({ slug: stay.slug })).name).toBe("Shared Fjord Cabin Renamed");
  });

  it("never hands a stay waiting for approval to anyone but its owner and the admins, by tRPC or REST", async () => {
    const owner = await signedInMember(t, { tier: 1 });
    const other = await signedInMember(t, { tier: 1 });
    const admin = await createUser(t.database, { admin: true });
    const stay = await newStay({ approved: false, ownerId: owner.user.id });
    // The owner reads first: were their answer kept for the tier, the other member would get it.
    for (let round = 0; round < 2; round++) {
      expect((await t.caller(owner.user).listings.bySlug({ slug: stay.slug })).id).toBe(stay.id);
      expect((await owner.http.get(`/api/listings/${stay.slug}`)).status).toBe(200);
      await expect(t.caller(other.user).listings.bySlug({ slug: stay.slug })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
      expect((await other.http.get(`/api/listings/${stay.slug}`)).status).toBe(404);
      await expect(t.caller(null).listings.bySlug({ slug: stay.slug })).rejects.toMatchObject({ code: "NOT_FOUND" });
      expect((await t.caller(admin).listings.bySlug({ slug: stay.slug })).id).toBe(stay.id);
    }
  });

  it("keeps a stay's reviews, tips and photos per tier, and shows a tip written at once", async () => {
    const stay = await newStay({ tierLevel: 2 });
    const insider = await createUser(t.database, { tier: 2 });
    const explorer = await createUser(t.database, { tier: 1 });
    const tips = async (user: typeof insider | null) =>
      (await t.caller(user).memberContent.tips.list({ listingId: stay.id })).map((tip) => tip.body);
    expect(await tips(insider)).toEqual([]);
    // Kept: a row the app did not write is not seen until the public reads are dropped.
    await t.database.db
      .insert(listingTips)
      .values({ listingId: stay.id, userId: insider.id, body: "Written past the app." });
    expect(await tips(await createUser(t.database, { tier: 2 }))).toEqual([]);
    await invalidatePublicReads(t.deps.metrics);
    expect(await tips(insider)).toEqual(["Written past the app."]);
    // Below the stay's tier the lists are empty, though tier 2 filled its own first.
    expect(await tips(explorer)).toEqual([]);
    expect((await t.caller(explorer).memberContent.reviews.list({ listingId: stay.id })).items).toEqual([]);
    expect(await t.caller(explorer).memberContent.media.list({ listingId: stay.id })).toEqual([]);
    // A tip written through the app shows at once, to its writer and to another reader at the tier.
    const writer = await createUser(t.database, { tier: 2 });
    await t.caller(writer).memberContent.tips.create({ listingId: stay.id, body: "Bring a torch for the path." });
    expect(await tips(insider)).toEqual(["Bring a torch for the path.", "Written past the app."]);
  });
});
