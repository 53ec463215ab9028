import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpClient, startTestApp, type TestApp } from "../helpers/app";

/**
 * The search box (`/api/listings?search=...&mode=all-keywords`, as the home hero sends it) and AI search
 * read places, stop words and near-synonyms with one search brain (server/services/search/read-query.ts).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Card = { slug: string; name: string; location: string; region: { slug: string } | null; distanceKm?: number };
type AiBody = { relaxed: string[]; notes: string[]; results: { listing: Card }[] };

async function searchBox(search: string, mode = "all-keywords") {
  const res = await httpClient(t.baseUrl).get(`/api/listings?search=${encodeURIComponent(search)}&mode=${mode}`);
  expect(res.status).toBe(200);
  const header = res.headers.get("x-search-notes");
  return { items: res.json as Card[], notes: header ? (JSON.parse(decodeURIComponent(header)) as string[]) : [] };
}
async function ai(q: string) {
  return (await httpClient(t.baseUrl).get(`/api/search/ai?q=${encodeURIComponent(q)}`)).json as AiBody;
}

const ALPS = [
  "aiguille-chalet",
  "bellagio-limonaia-villa",
  "cortina-larchwood-lodge",
  "engadin-vintage-caravan",
  "hallstatt-lakefront-chalet",
  "matterhorn-view-chalet",
];
const SWISS_ALPS = ["engadin-vintage-caravan", "matterhorn-view-chalet"];

describe("places in the search box", () => {
  it("“alps” finds the six stays of the Alps region, not the Japanese one", async () => {
    for (const mode of ["all-keywords", "any"]) {
      const { items } = await searchBox("alps", mode);
      expect(items.map((i) => i.slug).sort()).toEqual(ALPS);
    }
    expect((await ai("alps")).results.map((r) => r.listing.slug).sort()).toEqual(ALPS);
  });

  it("“swiss alps” finds the Swiss stays of the Alps", async () => {
    const { items } = await searchBox("swiss alps");
    expect(items.map((i) => i.slug).sort()).toEqual(SWISS_ALPS);
    expect((await ai("swiss alps")).results.map((r) => r.listing.slug).sort()).toEqual(SWISS_ALPS);
  });

  it("“cabins in the alps”: stop words are not required, chalets and lodges are cabins, never Canada", async () => {
    const { items } = await searchBox("cabins in the alps");
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.every((i) => i.region?.slug === "alps")).toBe(true);
    expect(items.every((i) => /chalet|lodge|cabin|hut/i.test(i.name))).toBe(true);
    const { results } = await ai("cabins in the alps");
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.listing.region?.slug === "alps")).toBe(true);
    expect(results[0]!.listing.name).toMatch(/chalet|lodge/i);
    // No treehouse in the Alps: the kind of building goes, the place stays, and the answer says so.
    const relaxed = await searchBox("treehouse in the alps");
    expect(relaxed.items.map((i) => i.slug).sort()).toEqual(ALPS);
    expect(relaxed.notes).toEqual(["No stay matched everything, so these were left out: Treehouses."]);
    expect((await ai("treehouse in the alps")).results.every((r) => r.listing.region?.slug === "alps")).toBe(true);
  });

  it("“near seattle” orders stays by distance and says how far each is", async () => {
    expect((await searchBox("alps")).items.every((i) => i.distanceKm === undefined)).toBe(true);
    const { items } = await searchBox("near seattle");
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items[0]!.slug).toBe("lake-union-float-house");
    const km = items.map((i) => i.distanceKm!);
    expect(km.every((d) => typeof d === "number" && d <= 150)).toBe(true);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    const { results } = await ai("near Seattle");
    expect(results[0]!.listing.slug).toBe("lake-union-float-house");
    const aiKm = results.map((r) => r.listing.distanceKm!);
    expect(aiKm).toEqual([...aiKm].sort((a, b) => a - b));
  });

  it("“within 2 hours of Seattle” reaches about 160 km; a place with nothing close widens and says so", async () => {
    const { items } = await searchBox("within 2 hours of seattle");
    expect(items.every((i) => i.distanceKm! <= 160)).toBe(true);
    const far = await searchBox("near Boise");
    expect(far.items.length).toBeGreaterThan(0);
    expect(far.notes.join(" ")).toMatch(/Nothing within 150 km of Boise/);
  });

  it("“matterhorn” finds the stay with the Matterhorn view, and nothing unrelated", async () => {
    expect((await searchBox("matterhorn")).items.map((i) => i.slug)).toEqual(["matterhorn-view-chalet"]);
    expect((await ai("matterhorn")).results.map((r) => r.listing.slug)).toEqual(["matterhorn-view-chalet"]);
  });

  it("says it does not know a place, and fills nothing in for it", async () => {
    const box = await searchBox("cabins in Xyzzy");
    expect(box.items).toEqual([]);
    // Nothing was found either way, so the answer names the unknown word and claims no relaxation.
    expect(box.notes).toEqual(["We don't know 'Xyzzy' yet: we searched for it as a word."]);
    const body = await ai("cabins in Xyzzy");
    expect(body.notes).toContain("We don't know 'Xyzzy' yet: we searched for it as a word.");
    expect((await ai("xyzzy")).results).toEqual([]);
  });

  it("answers a 5,000-character query with 400 and a message", async () => {
    const long = "a".repeat(5000);
    for (const path of [`/api/listings?search=${long}&mode=all-keywords`, `/api/search/ai?q=${long}`]) {
      const res = await httpClient(t.baseUrl).get(path);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.json)).toMatch(/at most \d+ characters/);
    }
  });
});
