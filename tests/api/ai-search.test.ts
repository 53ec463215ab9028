import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { amenities, listingAmenities, listings } from "../../db/schema";
import { createLogger } from "../../server/lib/logger";
import { aiSearchText } from "../../server/services/search/ai-search";
import { evaluateLabelledQueries } from "../../server/services/search/evaluate";
import { LABELLED_QUERIES } from "../../server/services/search/labelled-queries";
import { understandQuery } from "../../server/services/search/understand";
import { startOpenAiFake, type OpenAiFake } from "../fakes/openai-fake";
import { httpClient, signedInMember, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
let fake: OpenAiFake;
beforeAll(async () => {
  [t, fake] = await Promise.all([startTestApp(), startOpenAiFake()]);
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

type Result = {
  listing: {
    slug: string;
    name: string;
    category: { slug: string } | null;
    region: { slug: string } | null;
    locked?: boolean;
  };
  matched: string[];
  missing: string[];
};
type Body = {
  intent: { categories: string[]; regions: string[]; amenities: string[] };
  relaxed: string[];
  results: Result[];
};

describe("GET /api/search/ai", () => {
  it("turns words into an intent and says why each stay matched", async () => {
    const { http } = await signedInMember(t, { tier: 3 });
    const res = await http.get("/api/search/ai?q=" + encodeURIComponent("treehose with jacuzzi"));
    expect(res.status).toBe(200);
    const body = res.json as Body;
    expect(body.intent).toMatchObject({ categories: ["treehouses"], amenities: ["Hot Tub"] });
    expect(body.results.length).toBeGreaterThan(0);
    // The top stay either has the hot tub, or the answer says the wish was relaxed and the chip shows it missing.
    const hotTub = body.relaxed.includes("Hot Tub") ? "missing" : "matched";
    for (const r of body.results.slice(0, 2)) {
      expect(r.listing.category?.slug).toBe("treehouses");
      expect(r.matched).toContain("Treehouses");
      expect(r[hotTub]).toContain("Hot Tub");
    }
  });

  it("never ignores a named region when stays match it", async () => {
    const res = await httpClient(t.baseUrl).get("/api/search/ai?q=" + encodeURIComponent("cabin in Banff"));
    const body = res.json as Body;
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((r) => r.listing.region?.slug === "canadian-wilderness")).toBe(true);
  });

  it("relaxes a constraint nothing matches and says which", async () => {
    const res = await httpClient(t.baseUrl).get(
      "/api/search/ai?q=" + encodeURIComponent("houseboat in the Sahara desert of Patagonia 5 stars"),
    );
    const body = res.json as Body;
    expect(body.relaxed.length).toBeGreaterThan(0);
    expect(body.results.length).toBeGreaterThan(0);
  });

  it("keeps the tier gating of listings for visitors", async () => {
    const res = await httpClient(t.baseUrl).get("/api/search/ai?q=" + encodeURIComponent("private island"));
    const body = res.json as { results: { listing: Record<string, unknown> }[] };
    const locked = body.results.filter((r) => (r.listing.tierLevel as number) > 0);
    expect(locked.length).toBeGreaterThan(0);
    for (const r of locked) expect(r.listing.externalUrl ?? null).toBeNull();
  });

  it("refuses an empty query with a message", async () => {
    const res = await httpClient(t.baseUrl).get("/api/search/ai?q=");
    expect(res.status).toBe(400);
    expect(res.text).toContain("Tell us what you are looking for.");
  });

  it(`reaches precision@3 of at least 0.9 on ${LABELLED_QUERIES.length} labelled queries with the built-in parser`, async () => {
    expect(LABELLED_QUERIES.length).toBeGreaterThanOrEqual(40);
    const report = await evaluateLabelledQueries(t.database.db);
    const misses = report.perQuery.filter((p) => p.precision < 1).map((p) => `${p.q}: ${p.precision.toFixed(2)}`);
    expect(report.precisionAt3, misses.join("\n")).toBeGreaterThanOrEqual(0.9);
  });
});

describe("the provider path (an OpenAI-compatible server on 127.0.0.1)", () => {
  const logger = createLogger("silent");
  // An answer that comes is never cut short by the client's limit, however busy the machine (a 150 ms limit for every
  // case made a good answer fall back at load 20). Only the answer that never comes meets a short limit, which ends it.
  const withProvider = (limitMs = 60_000) => ({
    ...t.deps.env,
    LLM_BASE_URL: fake.url,
    LLM_API_KEY: "sk-test",
    LLM_MODEL: "fake-model",
    LLM_SEARCH_TIMEOUT_MS: limitMs,
  });
  const NEVER_ANSWERS_LIMIT_MS = 150;
  const hang = () => ({ kind: "hang" as const });
  const setIntent = (args: string) => () => ({
    kind: "message" as const,
    toolCalls: [{ id: "call_1", name: "set_intent", arguments: args }],
  });

  it("uses a good answer, sends only the query, and drops names the catalogue does not know", async () => {
    fake.answer(
      setIntent(
        JSON.stringify({
          categories: ["treehouses", "spaceships"],
          regions: ["pacific-northwest"],
          amenities: ["Hot Tub", "Moon Roof"],
          words: ["quiet"],
        }),
      ),
    );
    const before = fake.requests.length;
    const { intent, source } = await understandQuery(withProvider(), logger, "somewhere up a tree near Seattle");
    expect(source).toBe("provider");
    expect(intent).toEqual({
      categories: ["treehouses"],
      kindWords: [],
      regions: ["pacific-northwest"],
      places: [],
      near: null,
      amenities: ["Hot Tub"],
      tier: null,
      minRating: null,
      price: null,
      words: ["quiet"],
    });
    const sent = fake.requests[before]!;
    expect(sent.model).toBe("fake-model");
    expect(sent.tool_choice).toEqual({ type: "function", function: { name: "set_intent" } });
    expect((sent.messages as { role: string; content: string }[]).at(-1)).toEqual({
      role: "user",
      content: "somewhere up a tree near Seattle",
    });

    const answer = await aiSearchText(
      { db: t.database.db, env: withProvider(), logger },
      null,
      "somewhere up a tree near Seattle",
    );
    expect(answer.results[0]?.matched).toEqual(expect.arrayContaining(["Treehouses", "Pacific Northwest"]));
  });

  it.each([
    ["bad JSON", setIntent("{not json")],
    ["an intent of the wrong shape", setIntent(JSON.stringify({ categories: "treehouses", tier: 9 }))],
    ["no tool call", () => ({ kind: "message" as const, content: "I think you want a treehouse." })],
    ["an error status", () => ({ kind: "status" as const, status: 500, message: "upstream broke" })],
    ["an answer slower than the limit", hang],
  ])("falls back to the built-in parser on %s", async (_, reply) => {
    fake.answer(reply);
    const { intent, source } = await understandQuery(
      withProvider(reply === hang ? NEVER_ANSWERS_LIMIT_MS : undefined),
      logger,
      "treehose with jacuzzi",
    );
    expect(source).toBe("built-in");
    expect(intent).toMatchObject({ categories: ["treehouses"], amenities: ["Hot Tub"] });
  });
});

describe("removing what the search understood", () => {
  it("searches again without a removed chip, and names every chip", async () => {
    const all = await t.caller().search.ai({ q: "treehouse with a hot tub in the Pacific Northwest" });
    expect(all.understood.map((c) => c.key)).toEqual([
      "category:treehouses",
      "region:pacific-northwest",
      "amenity:Hot Tub",
    ]);
    expect(all.understood.map((c) => c.label)).toEqual(["Treehouses", "Pacific Northwest", "Hot Tub"]);
    const less = await t
      .caller()
      .search.ai({ q: "treehouse with a hot tub in the Pacific Northwest", without: ["region:pacific-northwest"] });
    expect(less.intent.regions).toEqual([]);
    expect(less.results.some((r) => r.listing.region?.slug !== "pacific-northwest")).toBe(true);
  });
});

describe("keyword search knows the catalogue's words (GET /api/listings?search=)", () => {
  const withAmenity = async (name: string) =>
    new Set(
      (
        await t.database.db
          .select({ slug: listings.slug })
          .from(listingAmenities)
          .innerJoin(amenities, eq(amenities.id, listingAmenities.amenityId))
          .innerJoin(listings, eq(listings.id, listingAmenities.listingId))
          .where(eq(amenities.name, name))
      ).map((r) => r.slug),
    );
  const hotTubSlugs = () => withAmenity("Hot Tub");
  const search = async (words: string) => {
    const res = await httpClient(t.baseUrl).get(`/api/listings?limit=100&search=${encodeURIComponent(words)}`);
    expect(res.status).toBe(200);
    return res.json as { slug: string; category: { slug: string } | null }[];
  };

  it.each(["hot tub", "hottub", "jacuzzi"])("“%s” finds every stay with a Hot Tub, those first", async (words) => {
    const withTub = await hotTubSlugs();
    const items = await search(words);
    expect(items.filter((i) => withTub.has(i.slug)).length).toBe(withTub.size);
    expect(items.slice(0, withTub.size).every((i) => withTub.has(i.slug))).toBe(true);
  });

  it("“chalet” and “hut” put the stays called so first, then cabins, before lodges of other kinds", async () => {
    const top = async (q: string) =>
      ((await httpClient(t.baseUrl).get(`/api/search/ai?q=${q}`)).json as Body).results.slice(0, 5);
    const chalets = await top("chalet");
    const called = chalets.filter((r) => /chalet/i.test(r.listing.name)).length;
    expect(called).toBeGreaterThan(0);
    // Every stay called a chalet comes first, then cabins: no lodge, boat or tent that only says "lodge".
    for (const [i, r] of chalets.entries()) {
      if (i < called) expect(r.listing.name).toMatch(/chalet/i);
      else expect(r.listing.category?.slug).toBe("luxury-cabins");
    }
    const huts = await top("hut");
    expect(huts[0]!.listing.name).toMatch(/hut/i);
    for (const r of huts)
      expect(/hut/i.test(r.listing.name) || r.listing.category?.slug === "luxury-cabins").toBe(true);
  });

  it("“treehouse jacuzzi” puts treehouses with a hot tub first", async () => {
    const withTub = await hotTubSlugs();
    const [first] = await search("treehouse jacuzzi");
    expect(first?.category?.slug).toBe("treehouses");
    expect(withTub.has(first!.slug)).toBe(true);
  });

  it("looks the amenity up by its name at each search (decision 019): renamed, its words find it no more; given to another, they find that one", async () => {
    const rename = (from: string, to: string) =>
      t.database.db.update(amenities).set({ name: to }).where(eq(amenities.name, from));
    try {
      await rename("Hot Tub", "Hot Tub (retired)");
      // No demo stay's text says "whirlpool" (a word of the Hot Tub amenity): only the amenity found them. The
      // words differ from the tests above: an answer already given may come from the response cache.
      expect(await search("whirlpool")).toEqual([]);
      await rename("Fireplace", "Hot Tub");
      const withFireplace = await hotTubSlugs();
      expect(withFireplace.size).toBeGreaterThan(0);
      const items = await search("spa bath");
      expect(items.filter((i) => withFireplace.has(i.slug)).length).toBe(withFireplace.size);
      expect(items.slice(0, withFireplace.size).every((i) => withFireplace.has(i.slug))).toBe(true);
    } finally {
      await rename("Hot Tub", "Fireplace");
      await rename("Hot Tub (retired)", "Hot Tub");
    }
  });
});
