import { gt, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings } from "../../db/schema";
import { signedInMember, startTestApp, type TestApp } from "../helpers/app";

/** Chrissy, without a provider, searches a message that names only a place to be near, or only a price. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Reply = { reply: { text: string; citations: { slug: string; name: string }[] } };
async function ask(message: string) {
  const m = await signedInMember(t, { tier: 3 });
  const res = await m.http.post("/api/concierge/messages", { message }, { origin: t.baseUrl });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (res.json as Reply).reply;
}
const cited = (slugs: string[]) => t.database.db.select().from(listings).where(inArray(listings.slug, slugs));

const SEATTLE = { lat: 47.6062, lng: -122.3321 };
function kmBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe("Chrissy's searches by place and price", () => {
  it.each(["cabins near seattle", "near seattle"])(
    "answers “%s” with stays near Seattle, nearest first, each with its distance",
    async (message) => {
      const reply = await ask(message);
      expect(reply.citations.length).toBeGreaterThan(0);
      const rows = new Map((await cited(reply.citations.map((c) => c.slug))).map((r) => [r.slug, r]));
      const said = reply.citations.map((c) => {
        const line = reply.text.split("\n").find((l) => l.startsWith(`- [${c.name}](/listings/${c.slug})`)) ?? "";
        const km = Number(/ (\d+) km from Seattle\./.exec(line)?.[1]);
        const row = rows.get(c.slug)!;
        const ours = kmBetween(SEATTLE, { lat: row.latitude!, lng: row.longitude! });
        expect(Math.abs(km - ours), line).toBeLessThanOrEqual(2);
        expect(ours).toBeLessThan(150);
        return km;
      });
      expect(said).toEqual([...said].sort((a, b) => a - b));
    },
  );

  it("answers “under $300” with only stays at or under $300 a night", async () => {
    const [dearer] = await t.database.db.select().from(listings).where(gt(listings.nightlyPrice, 300_00)).limit(1);
    expect(dearer).toBeDefined();
    const reply = await ask("under $300");
    expect(reply.citations.length).toBeGreaterThan(0);
    expect(reply.text).not.toContain("relaxed");
    for (const row of await cited(reply.citations.map((c) => c.slug))) {
      expect(row.nightlyPrice, row.slug).toBeLessThanOrEqual(300_00);
    }
  });
});
