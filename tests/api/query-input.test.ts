import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpClient, signedInMember, startTestApp, type TestApp } from "../helpers/app";

/**
 * Procedure inputs are typed (numbers are numbers); the REST layer reads a query's text into them
 * (server/rest/query-input.ts). Plain decimals are read; text that only Number() would read ("0x10",
 * "1e1", " 12", "") is refused with the field's message instead of being taken as some number.
 */
let t: TestApp;
let slug: string;
beforeAll(async () => {
  t = await startTestApp();
  slug = ((await httpClient(t.baseUrl).get("/api/listings?tier=0&limit=1")).json as { slug: string }[])[0]!.slug;
});
afterAll(() => t.close());

const get = (path: string) => httpClient(t.baseUrl).get(path);
const errorOf = async (path: string) => {
  const res = await get(path);
  return [res.status, (res.json as { error?: string }).error];
};
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const stay = () => `from=${day(20)}&to=${day(22)}`;
const NOT_A_NUMBER = "Invalid input: expected number, received string";

describe("REST query strings are read into the typed inputs", () => {
  it("reads plain decimals as numbers", async () => {
    const cards = (await get("/api/listings?limit=5&page=1&minRating=4.5")).json as { rating: number }[];
    expect(cards).toHaveLength(5);
    for (const card of cards) expect(card.rating).toBeGreaterThanOrEqual(4.5);
    expect((await get("/api/recommendations/trending?limit=4")).json).toHaveLength(4);
    expect((await get(`/api/listings/${slug}/availability?${stay()}&guests=2`)).json).toMatchObject({ guests: 2 });
    expect((await get(`/api/availability?${stay()}&guests=1&limit=3`)).json).toMatchObject({ limit: 3 });
  });

  it("refuses text that is not a plain decimal, naming the field, where it was once taken as a number", async () => {
    expect(await errorOf("/api/listings?page=0x10")).toEqual([400, `page: ${NOT_A_NUMBER}`]);
    expect(await errorOf("/api/listings?limit=1e1")).toEqual([400, `limit: ${NOT_A_NUMBER}`]);
    expect(await errorOf("/api/listings?tier=")).toEqual([400, `tier: ${NOT_A_NUMBER}`]);
    expect(await errorOf("/api/listings?minPrice=%2012")).toEqual([400, "minPrice must be a number."]);
    expect(await errorOf("/api/recommendations/trending?limit=0x3")).toEqual([400, `limit: ${NOT_A_NUMBER}`]);
    expect(await errorOf(`/api/listings/${slug}/availability?${stay()}&guests=0x2`)).toEqual([
      400,
      "guests must be from 1 to 20.",
    ]);
    expect((await get("/media/art/glamping/ok.webp?w=0x10")).status).toBe(400);
  });

  it("keeps each field's own message for text that is no number at all", async () => {
    expect(await errorOf("/api/listings?maxPrice=cheap")).toEqual([400, "maxPrice must be a number."]);
    expect(await errorOf("/api/recommendations/trending?limit=25")).toEqual([400, "limit must be 1 to 24."]);
  });

  it("gives the typed client no text-for-number leeway either", async () => {
    const input = (json: object) => encodeURIComponent(JSON.stringify({ json }));
    expect((await get(`/api/trpc/listings.list?input=${input({ page: 2, limit: 3 })}`)).status).toBe(200);
    expect((await get(`/api/trpc/listings.list?input=${input({ page: "2" })}`)).status).toBe(400);
    expect((await get(`/api/trpc/recommendations.trending?input=${input({ limit: "3" })}`)).status).toBe(400);
  });

  it("reads the partner API's query the same way, and documents its numbers as integers", async () => {
    const member = await signedInMember(t, { tier: 0 });
    const created = await member.http.post(
      "/api/partner/keys",
      { name: "Q", scopes: ["listings:read"] },
      { origin: t.baseUrl },
    );
    const headers = { authorization: `Bearer ${(created.json as { key: string }).key}` };
    const v1 = async (path: string) => {
      const res = await fetch(`${t.baseUrl}/api/v1${path}`, { headers });
      return [res.status, ((await res.json()) as { data?: unknown[]; error?: string }).data?.length ?? res.status];
    };
    expect(await v1("/listings?tier=0&limit=3")).toEqual([200, 3]);
    expect(await v1("/listings?limit=0x10")).toEqual([400, 400]);
    expect(await v1("/listings?minPrice=")).toEqual([400, 400]);
    const doc = (await (await fetch(`${t.baseUrl}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, { get: { parameters: { name: string; schema: { type: unknown } }[] } }>;
    };
    const types = Object.fromEntries(doc.paths["/listings"]!.get.parameters.map((p) => [p.name, p.schema.type]));
    expect(types).toMatchObject({ tier: "integer", minRating: "number", minPrice: "integer", limit: "integer" });
  });
});
