import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";

/**
 * The map reads a search as the list does (listings.mapPoints beside listings.list): what the list relaxes the map
 * relaxes, with the same notes, so a place search on the map shows that place's stays, never unrelated ones.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ALPS_BOUNDS = { west: 5, south: 44, east: 17, north: 48.5 };

async function both(search: string, extra: { bounds?: typeof ALPS_BOUNDS } = {}) {
  const visitor = t.caller(null).listings;
  const input = { search, mode: "all-keywords" as const, ...extra };
  const [list, map] = await Promise.all([visitor.list({ ...input, limit: 100 }), visitor.mapPoints(input)]);
  return { list, map, listSlugs: list.items.map((i) => i.slug).sort(), mapSlugs: map.points.map((p) => p.slug).sort() };
}

describe("the map reads a search as the list does", () => {
  it("relaxes what the list relaxes and says the same: “treehouse in switzerland” shows the Swiss stays", async () => {
    const { list, map, listSlugs, mapSlugs } = await both("treehouse in switzerland");
    expect(mapSlugs).toEqual(["engadin-vintage-caravan", "matterhorn-view-chalet"]);
    expect(mapSlugs).toEqual(listSlugs);
    expect(map.notes).toEqual(["No stay matched everything, so these were left out: Treehouses."]);
    expect(map.notes).toEqual(list.notes);
  });

  it("keeps to the area a place search is moved to, and says what it relaxed there", async () => {
    const { list, map, listSlugs, mapSlugs } = await both("hot tub cabin in switzerland", { bounds: ALPS_BOUNDS });
    expect(mapSlugs).toEqual(["matterhorn-view-chalet"]);
    expect(mapSlugs).toEqual(listSlugs);
    expect(map.notes).toEqual(["No stay matched everything, so these were left out: Hot Tub."]);
    expect(map.notes).toEqual(list.notes);
  });

  it("shows nothing for a word no stay has, and names it", async () => {
    const { map } = await both("xyzzy");
    expect(map.points).toEqual([]);
    expect(map.notes).toEqual(["We don't know 'Xyzzy' yet: we searched for it as a word."]);
  });

  it("says the price it read, and a “near” search's place", async () => {
    const priced = await both("cabins under $300");
    expect(priced.mapSlugs).toEqual(priced.listSlugs);
    expect(priced.map.notes).toEqual(["Price: under $300 a night."]);
    const near = await both("near seattle");
    expect(near.map.near).toEqual({ place: "Seattle", km: 150 });
    expect(near.mapSlugs).toEqual(near.listSlugs);
  });
});
