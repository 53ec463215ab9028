import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray } from "drizzle-orm";
import { categories, listings } from "../../db/schema";
import { createCache } from "../../server/lib/cache";
import { searchListings } from "../../server/services/listings/listings";
import { listingQuery } from "../../server/services/listings/listing-query";
import { httpClient, startTestApp, type TestApp } from "../helpers/app";

/**
 * Decision 019: a search sorted by relevance ranks a bounded set of candidates (the best rated of its
 * matches, of those a catalogue word names and of those with a word in their name or place), then lists
 * the other matches best rated first. The service takes the set's size, so a handful of stays shows it.
 */
const WORD = "brambleroot";
const stay = (slug: string, fields: Partial<typeof listings.$inferInsert>) => ({
  name: `Stay ${slug}`,
  slug,
  description: `<p>A quiet place by the ${WORD} hedge.</p>`,
  location: "Somewhere, Nowhere",
  mainImage: "/images/hero-landscape.svg",
  tierLevel: 0,
  rating: 4,
  reviewCount: 10,
  ...fields,
});
const STAYS = [
  stay("bramble-a", { rating: 4.9 }),
  stay("bramble-b", { rating: 4.8 }),
  stay("bramble-c", { rating: 4.7 }),
  // Says the word three times, so it would rank above a, b and c, but it is rated below them all.
  stay("bramble-d", { rating: 4.1, description: `<p>${WORD} ${WORD}, and more ${WORD}.</p>` }),
  stay("bramble-e", { rating: 4.5 }),
  // The word in its name: ranked first, however low it is rated.
  stay("bramble-named", { rating: 1, name: `The ${WORD[0]!.toUpperCase()}${WORD.slice(1)} Hut` }),
];

// Two categories a search names ("cave island"), in a map area of their own; t is in neither, but says "cave".
const AREA = "10,-89,11,-88";
const placed = (slug: string, rating: number, categoryId: number, description = "<p>A quiet place.</p>") =>
  stay(slug, { rating, categoryId, description, latitude: -88.5, longitude: 10.5 });

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.database.db.insert(listings).values(STAYS);
  const rows = await t.database.db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(inArray(categories.slug, ["caves", "islands", "farm"]));
  const [caves, islands, farm] = ["caves", "islands", "farm"].map((slug) => rows.find((r) => r.slug === slug)!.id) as [
    number,
    number,
    number,
  ];
  await t.database.db.insert(listings).values([
    ...[
      placed("ci-a1", 4.9, caves),
      placed("ci-a2", 4.8, caves),
      placed("ci-a3", 4.7, caves),
      placed("ci-b1", 4.6, islands),
      placed("ci-b2", 4.5, islands),
    ],
    placed("ci-t", 5, farm, "<p>Near a cave.</p>"),
    // A cave stay that says "island": the only one with both words.
    placed("ci-ai", 3, caves, "<p>On an island.</p>"),
    // "Hot" in its name, but no hot tub: no match for "hot tub".
    { ...placed("ci-hot", 2, farm), name: "The Hot Rock" },
  ]);
});
afterAll(() => t.close());

const search = (candidates: number, query: Record<string, unknown> = {}) =>
  searchListings(
    t.database.db,
    createCache({ cache: () => undefined }),
    null,
    listingQuery.parse({ search: WORD, limit: 100, ...query }),
    { rankedCandidates: candidates },
  );
const slugs = (result: { items: { slug: string }[] }) => result.items.map((i) => i.slug);

describe("a search ranks a bounded set of candidates", () => {
  it("ranks every match when they are fewer than a candidate set holds", async () => {
    const all = await search(100);
    expect(all.total).toBe(6);
    expect(slugs(all)).toEqual(["bramble-named", "bramble-d", "bramble-a", "bramble-b", "bramble-c", "bramble-e"]);
  });

  it("with more matches, ranks the best rated and the name matches, then lists the rest best rated first", async () => {
    const bounded = await search(3);
    expect(bounded.total).toBe(6);
    // Candidates: a, b, c (best rated) and the named stay; d and e follow by rating, d's three mentions unranked.
    expect(slugs(bounded)).toEqual(["bramble-named", "bramble-a", "bramble-b", "bramble-c", "bramble-e", "bramble-d"]);
  });

  it("pages through the candidates and past them without repeating or losing a stay", async () => {
    const whole = slugs(await search(3));
    const pages: string[] = [];
    for (let page = 1; page <= 4; page++) pages.push(...slugs(await search(3, { limit: 2, page })));
    expect(pages).toEqual(whole);
  });

  it("keeps the stored name-and-place vector out of every response", async () => {
    const http = httpClient(t.baseUrl);
    const list = await http.get(`/api/listings?search=${WORD}`);
    expect(list.json.length).toBe(6);
    expect(list.text).not.toContain("namePlaceVector");
    const one = await http.get("/api/listings/bramble-named");
    expect(one.status).toBe(200);
    expect(one.json).not.toHaveProperty("namePlaceVector");
    expect(one.json).not.toHaveProperty("searchVector");
  });
});

describe("the candidates a search's catalogue words name", () => {
  const found = async (candidates: number, words: string, mode?: string) =>
    slugs(await search(candidates, { search: words, mode, bounds: AREA }));

  it("are the best rated of every stay in the categories named, read category by category", async () => {
    // Ranked: the stays in a named category first (ai also has the other word), then t, whose text has one.
    expect(await found(100, "cave island")).toEqual(["ci-ai", "ci-a1", "ci-a2", "ci-a3", "ci-b1", "ci-b2", "ci-t"]);
    // Two a set: the best rated (t, a1) and the best rated two of both categories together (a1, a2), not
    // the best two of each (b1 and b2 would be ranked ahead of t); a3, b1, b2, ai follow unranked.
    expect(await found(2, "cave island")).toEqual(["ci-a1", "ci-a2", "ci-t", "ci-a3", "ci-b1", "ci-b2", "ci-ai"]);
  });

  it("meet every word of an all-keywords search, and a name's word alone is no match", async () => {
    // A category's part leaves out its own word, never the others'; "hot" in a name is not "hot tub".
    expect(await found(2, "cave island", "all-keywords")).toEqual(["ci-ai"]);
    expect(await found(2, "hot tub")).toEqual([]);
  });
});
