import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { amenities, listingAmenities, listings } from "../../db/schema";
import { createCache } from "../../server/lib/cache";
import { searchListings } from "../../server/services/listings/listings";
import { listingQuery } from "../../server/services/listings/listing-query";
import { createListing, listingInput, updateListing } from "../../server/services/listings/listing-writes";
import { httpClient, startTestApp, type TestApp } from "../helpers/app";

/**
 * Decision 019: a stay's amenities are searched through its own sorted copy of their ids (`amenity_ids`,
 * GIN-indexed), which the triggers of migration 0021 keep in step with every write of listing_amenities:
 * the services' writes, a direct insert or delete, a cascade.
 */
const WORD = "quillbarrow";
const input = (slug: string, amenityIds: number[]) =>
  listingInput.parse({
    name: `The ${slug}`,
    slug,
    description: `<p>A ${WORD} stay.</p>`,
    location: "Somewhere, Nowhere",
    mainImage: "/images/hero-landscape.svg",
    tierLevel: 0,
    amenityIds,
  });

let t: TestApp;
let fireplace: number;
let kitchen: number;
let hotTub: number;
beforeAll(async () => {
  t = await startTestApp();
  const rows = await t.database.db
    .select({ id: amenities.id, name: amenities.name })
    .from(amenities)
    .where(inArray(amenities.name, ["Fireplace", "Kitchen", "Hot Tub"]));
  const id = (name: string) => rows.find((r) => r.name === name)!.id;
  [fireplace, kitchen, hotTub] = [id("Fireplace"), id("Kitchen"), id("Hot Tub")];
});
afterAll(() => t.close());

const http = () => httpClient(t.baseUrl);
// Read past the public cache (decision 011): these writes go straight to the database.
const found = async (query: string) => {
  const q = listingQuery.parse({
    ...Object.fromEntries(new URLSearchParams(query)),
    amenities: new URLSearchParams(query).get("amenities")?.split(","),
    limit: 100,
  });
  return (await searchListings(t.database.db, createCache({ cache: () => undefined }), null, q)).items
    .map((l) => l.slug)
    .sort();
};

describe("the amenity filter", () => {
  it("finds the stays with every amenity asked for, as their amenities change", async () => {
    const both = await createListing(t.database.db, input("qb-both", [fireplace, kitchen]));
    const one = await createListing(t.database.db, input("qb-one", [fireplace]));
    await createListing(t.database.db, input("qb-none", []));
    expect(await found(`search=${WORD}&amenities=${fireplace},${kitchen}`)).toEqual(["qb-both"]);
    expect(await found(`search=${WORD}&amenities=${fireplace}`)).toEqual(["qb-both", "qb-one"]);

    await updateListing(t.database.db, one.id, { amenityIds: [kitchen, fireplace] });
    await updateListing(t.database.db, both.id, { amenityIds: [] });
    expect(await found(`search=${WORD}&amenities=${fireplace},${kitchen}`)).toEqual(["qb-one"]);

    // Written straight to the link table (as the seeds and the restore do): the copy follows.
    await t.database.db
      .delete(listingAmenities)
      .where(and(eq(listingAmenities.listingId, one.id), eq(listingAmenities.amenityId, kitchen)));
    expect(await found(`search=${WORD}&amenities=${fireplace},${kitchen}`)).toEqual([]);
    await t.database.db.insert(listingAmenities).values([
      { listingId: both.id, amenityId: fireplace },
      { listingId: both.id, amenityId: kitchen },
    ]);
    expect(await found(`search=${WORD}&amenities=${kitchen},${fireplace}`)).toEqual(["qb-both"]);
    const [copy] = await t.database.db
      .select({ ids: listings.amenityIds })
      .from(listings)
      .where(eq(listings.id, both.id));
    expect(copy!.ids).toEqual([fireplace, kitchen].sort((a, b) => a - b));
  });

  it("lets a keyword name an amenity the stay's text never mentions", async () => {
    const tub = await createListing(t.database.db, input("qb-tub", []));
    // No stay has it yet: the search says it left the amenity out rather than answer with nothing.
    const q = listingQuery.parse({ search: `${WORD} hot tub`, mode: "all-keywords", limit: 100 });
    const relaxed = await searchListings(t.database.db, createCache({ cache: () => undefined }), null, q);
    expect(relaxed.notes.join(" ")).toContain("Hot Tub");
    await t.database.db.insert(listingAmenities).values({ listingId: tub.id, amenityId: hotTub });
    expect(await found(`search=${WORD}%20hot%20tub&mode=all-keywords`)).toEqual(["qb-tub"]);
    expect(await found(`search=${WORD}%20jacuzzi&mode=all-keywords`)).toEqual(["qb-tub"]);
  });

  it("keeps the copy of the ids out of every response", async () => {
    const list = await http().get(`/api/listings?search=${WORD}`);
    expect(list.text).not.toContain("amenityIds");
    const one = await http().get("/api/listings/qb-tub");
    expect(one.json).not.toHaveProperty("amenityIds");
    expect((await t.caller(null).listings.list({ search: WORD })).items[0]).not.toHaveProperty("amenityIds");
  });
});
