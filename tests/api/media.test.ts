import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpClient, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("generated art", () => {
  it("serves every seeded listing image as WebP from the app itself", async () => {
    const http = httpClient(t.baseUrl);
    const [listing] = (await http.get("/api/listings?limit=1")).json;
    expect(listing.mainImage).toMatch(/^\/media\/art\//);
    const res = await fetch(`${t.baseUrl}${listing.mainImage}?w=400`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(400);
  });

  it("answers unknown themes, bad names and bad widths with 4xx, never 500", async () => {
    expect((await fetch(`${t.baseUrl}/media/art/no-such-theme/x.webp`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/media/art/glamping/..%2F..%2Fetc.webp`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/media/art/glamping/ok.png`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/media/art/glamping/ok.webp?w=abc`)).status).toBe(400);
    expect((await fetch(`${t.baseUrl}/media/uploads/avatar/../../secret.webp`)).status).toBe(404);
  });
});
