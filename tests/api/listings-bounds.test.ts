import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings } from "../../db/schema";
import { httpClient, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // Two stays either side of the antimeridian (Fiji's Taveuni and Vanua Levu), open to everyone.
  const stay = {
    description: "<p>Reef cabin.</p>",
    mainImage: "/images/hero-landscape.svg",
    tierLevel: 0,
    rating: 4.2,
  };
  await t.database.db.insert(listings).values([
    {
      ...stay,
      name: "Dateline East Bure",
      slug: "dateline-east-bure",
      location: "Taveuni, Fiji",
      latitude: -16.8,
      longitude: -179.9,
    },
    {
      ...stay,
      name: "Dateline West Bure",
      slug: "dateline-west-bure",
      location: "Vanua Levu, Fiji",
      latitude: -16.6,
      longitude: 179.3,
    },
  ]);
});
afterAll(() => t.close());

type Card = { slug: string; latitude: number | null; longitude: number | null };
const list = async (query: string) => {
  const res = await httpClient(t.baseUrl).get(`/api/listings?limit=100&${query}`);
  return {
    status: res.status,
    cards: res.json as Card[],
    total: Number(res.headers.get("x-total-count")),
    error: (res.json as { error?: string }).error,
  };
};
const visitor = () => t.caller(null).listings;

describe("the listings bounds filter", () => {
  it("keeps only stays inside the area, west,south,east,north", async () => {
    const all = await list("");
    const europe = await list("bounds=-11,35,30,60");
    expect(europe.cards.length).toBeGreaterThan(0);
    expect(europe.total).toBeLessThan(all.total);
    for (const c of europe.cards) {
      expect(c.longitude! >= -11 && c.longitude! <= 30 && c.latitude! >= 35 && c.latitude! <= 60, c.slug).toBe(true);
    }
    const every = [...all.cards, ...(await list("page=2")).cards];
    expect(every).toHaveLength(all.total);
    const inside = every.filter(
      (c) =>
        c.longitude !== null &&
        c.latitude !== null &&
        c.longitude >= -11 &&
        c.longitude <= 30 &&
        c.latitude >= 35 &&
        c.latitude <= 60,
    );
    expect(europe.total).toBe(inside.length);
    expect((await list("bounds=-40,-50,-20,-40")).cards).toEqual([]);
  });

  it("reads an area across the antimeridian (west above east) as one area", async () => {
    const pacific = await list("bounds=178,-20,-178,-10");
    expect(pacific.cards.map((c) => c.slug).sort()).toEqual(["dateline-east-bure", "dateline-west-bure"]);
    expect((await list("bounds=179.5,-20,-178,-10")).cards.map((c) => c.slug)).toEqual(["dateline-east-bure"]);
  });

  it("answers bad bounds with 400 and a message, on REST and tRPC", async () => {
    const cases: Array<[string, string]> = [
      ["1,2,3", "bounds must be four numbers: west,south,east,north."],
      ["a,b,c,d", "bounds must be four numbers: west,south,east,north."],
      ["10,50,20,40", "bounds south must be below north."],
      ["200,0,210,10", "bounds.west: must be between -180 and 180."],
      ["0,-95,10,10", "bounds.south: must be between -90 and 90."],
    ];
    for (const [bounds, message] of cases) {
      expect(await list(`bounds=${bounds}`).then((r) => [r.status, r.error]), bounds).toEqual([400, message]);
      // A caller's error carries zod's issues; the field's own words are among them.
      const words = message.replace(/^bounds\.\w+: /, "");
      await expect(visitor().list({ page: 1, bounds }), bounds).rejects.toSatisfy(
        (e) => e instanceof TRPCError && e.code === "BAD_REQUEST" && e.message.includes(words),
      );
    }
  });
});

describe("listings.mapPoints", () => {
  it("gives every stay of the search with a location, not one page, without descriptions", async () => {
    const page = await visitor().list({ page: 1, limit: 12 });
    const { points, truncated } = await visitor().mapPoints({});
    expect(truncated).toBe(false);
    expect(page.total).toBeGreaterThan(12);
    const located = await list("bounds=-180,-90,180,90");
    expect(points).toHaveLength(located.total);
    expect(points.length).toBeGreaterThan(12);
    expect(Object.keys(points[0]!)).not.toContain("description");
    expect(points[0]).toMatchObject({
      slug: expect.any(String),
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
  });

  it("narrows with the same filters and bounds as the list", async () => {
    const filters = { bounds: "-11,35,30,60", minRating: 4.5 };
    const listed = await visitor().list({ page: 1, limit: 100, ...filters });
    const { points } = await visitor().mapPoints(filters);
    expect(points.map((p) => p.id).sort()).toEqual(listed.items.map((c) => c.id).sort());
    await expect(visitor().mapPoints({ bounds: "0,10,10,5" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
