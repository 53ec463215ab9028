import { inflateSync } from "node:zlib";
import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings, storeVariants } from "../../db/schema";
import {
  DOWNLOAD_LINK_MINUTES,
  downloadSecret,
  downloadToken,
  verifyDownloadToken,
} from "../../server/services/store/downloads";
import { guideStays } from "../../server/services/store/travel-guide";
import { createUser, signedInMember, startTestApp, type TestApp } from "../helpers/app";

/**
 * The Travel Guide PDF shows each stay as its buyer may see it on the site, and its download links
 * are short-lived and open only in the buyer's session.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Buyer = Awaited<ReturnType<typeof signedInMember>>;
const cookieOf = (buyer: Buyer) => [...buyer.http.jar].map(([k, v]) => `${k}=${v}`).join("; ");

/** A member of `tier` who has bought the guide (paid through the demo checkout, or free with their plan). */
async function guideBuyer(tier: number) {
  const buyer = await signedInMember(t, { tier });
  const [guide] = await t.database.db.select().from(storeVariants).where(eq(storeVariants.sku, "GUIDE-PDF"));
  await buyer.http.post("/api/store/cart/items", { variantId: guide!.id, quantity: 1 }, { origin: t.baseUrl });
  const { url } = (await buyer.http.post("/api/store/checkout", {}, { origin: t.baseUrl })).json as { url: string };
  if (url.startsWith("/demo-checkout/")) {
    const paid = await fetch(t.baseUrl + url, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: t.baseUrl },
      body: new URLSearchParams({ session_id: url.split("/").pop()! }).toString(),
    });
    expect(paid.status).toBe(303);
  }
  return buyer;
}

/** The buyer's order page's fresh download link for the guide. */
async function guideLink(buyer: Buyer) {
  type Order = { downloads: Array<{ url: string; expiresAt: string }> };
  const [order] = (await buyer.http.get("/api/store/orders")).json as Order[];
  return order!.downloads[0]!;
}

const download = (url: string, cookie?: string) => fetch(t.baseUrl + url, { headers: cookie ? { cookie } : {} });
const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

/** The text a PDF shows: pdfkit's page streams inflated, the strings of each TJ joined. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  let text = "";
  for (const [, body] of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body!, "latin1")).toString("latin1");
    } catch {
      continue; // an image or font, not a page
    }
    for (const [, array] of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      for (const [, hex] of array!.matchAll(/<([0-9a-f]*)>/g)) text += Buffer.from(hex!, "hex").toString("latin1");
    }
  }
  return text.replace(/\s+/g, " ");
}

async function guideText(buyer: Buyer) {
  const res = await download((await guideLink(buyer)).url, cookieOf(buyer));
  expect([res.status, res.headers.get("content-type")]).toEqual([200, "application/pdf"]);
  return pdfText(Buffer.from(await res.arrayBuffer()));
}

/** A live stay of `tier` with a description of words no other stay has. */
async function gatedStay(tier: number, word: string) {
  const [stay] = await t.database.db
    .select()
    .from(listings)
    .where(and(eq(listings.tierLevel, tier), eq(listings.approved, true), isNull(listings.archivedAt)))
    .orderBy(asc(listings.id))
    .limit(1);
  const opening = `A quiet stay of cedar and stone above the water, with a wood stove and a deck for ${word} talk.`;
  const secret = `Only members read that the hosts leave a ${word}Key under the third lantern by the hot spring.`;
  const description = `<p>${opening}</p><p>${secret}</p>`;
  await t.database.db.update(listings).set({ description }).where(eq(listings.id, stay!.id));
  return { ...stay!, secret, secretWord: `${word}Key` };
}

describe("the travel guide by the buyer's tier", () => {
  let stays: Record<"insider" | "elite" | "explorer", Awaited<ReturnType<typeof gatedStay>>>;
  beforeAll(async () => {
    stays = {
      insider: await gatedStay(2, "Quillmarrow"),
      elite: await gatedStay(3, "Fenwhistle"),
      explorer: await gatedStay(1, "Brackenlit"),
    };
  });

  it("models tier 2 and 3 stays for a Luxe Explorer as the site's teaser: name, place, no description", async () => {
    const explorer = await createUser(t.database, { tier: 1 });
    const pages = new Map((await guideStays(t.database.db, explorer)).map((s) => [s.slug, s]));
    for (const gated of [stays.insider, stays.elite]) {
      const page = pages.get(gated.slug)!;
      expect(page).toMatchObject({ name: gated.name, location: gated.location, tierLevel: gated.tierLevel });
      expect(page.locked).toBe(true);
      expect(page.text).not.toContain(gated.secretWord);
      expect(page.text.length).toBeLessThanOrEqual(123);
    }
    const open = pages.get(stays.explorer.slug)!;
    expect([open.locked, open.text.includes(stays.explorer.secret)]).toEqual([false, true]);
  });

  it("prints no full description of tier 2 and 3 stays in a Luxe Explorer's PDF; a Luxe Elite's has them", async () => {
    // What each PDF shows, as booleans: a failure names the phrase, not 70 KB of guide.
    const shows = (text: string, phrases: Record<string, string>) =>
      Object.fromEntries(Object.entries(phrases).map(([k, v]) => [k, text.includes(v)]));
    const explorerText = await guideText(await guideBuyer(1));
    expect(
      shows(explorerText, {
        insiderName: stays.insider.name,
        insiderTier: "members from Luxe Insider",
        eliteTier: "members from Luxe Elite",
        explorerStay: stays.explorer.secret,
        insiderSecret: stays.insider.secretWord,
        eliteSecret: stays.elite.secretWord,
      }),
    ).toEqual({
      insiderName: true,
      insiderTier: true,
      eliteTier: true,
      explorerStay: true,
      insiderSecret: false,
      eliteSecret: false,
    });

    const eliteText = await guideText(await guideBuyer(3));
    const elitePhrases = { insider: stays.insider.secret, elite: stays.elite.secret };
    expect(shows(eliteText, elitePhrases)).toEqual({ insider: true, elite: true });
  });

  it("prints a stay's new description in the next guide after an edit", async () => {
    const admin = await createUser(t.database, { admin: true });
    const stay = await gatedStay(3, "Larchmere");
    const buyer = await guideBuyer(3);
    expect((await guideText(buyer)).includes(stay.secret)).toBe(true);

    const edited = "<p>Rebuilt this spring: a sauna by the Tamarackglow creek and a sleeping loft under the stars.</p>";
    await t.caller(admin).admin.properties.update({ id: stay.id, data: { description: edited } });
    const after = await guideText(buyer);
    const [newText, oldText] = [after.includes("a sauna by the Tamarackglow creek"), after.includes(stay.secretWord)];
    expect([newText, oldText]).toEqual([true, false]);
  });
});

describe("download links", () => {
  it("work for 15 minutes, in the buyer's session only", async () => {
    const buyer = await guideBuyer(2);
    const link = await guideLink(buyer);
    const minutesLeft = (new Date(link.expiresAt).getTime() - Date.now()) / 60_000;
    expect(DOWNLOAD_LINK_MINUTES).toBe(15);
    expect(minutesLeft).toBeGreaterThan(0);
    expect(minutesLeft).toBeLessThanOrEqual(15);

    const signedOut = await download(link.url);
    expect([signedOut.status, await errorOf(signedOut)]).toEqual([401, "Please sign in to continue."]);
    const other = await signedInMember(t, { tier: 3 });
    const stranger = await download(link.url, cookieOf(other));
    expect([stranger.status, await errorOf(stranger)]).toEqual([
      403,
      "This download belongs to another account. Sign in as its buyer, or open your own order.",
    ]);
    expect((await download(link.url, cookieOf(buyer))).status).toBe(200);
  });

  it("refuses a link past its expiry, and one made 16 minutes ago", async () => {
    const buyer = await guideBuyer(2);
    const token = (await guideLink(buyer)).url.split("/").pop()!;
    const [itemId] = token.split(".");
    const secret = await downloadSecret(t.database.db);
    const expired = downloadToken(Number(itemId), secret, new Date(Date.now() - 1000));
    const old = await download(`/api/store/downloads/${expired}`, cookieOf(buyer));
    const expiredWords = "This download link has expired. Open your order for a fresh one.";
    expect([old.status, await errorOf(old)]).toEqual([403, expiredWords]);

    const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000);
    expect(verifyDownloadToken(token, secret, minutesFromNow(14))).toBe(Number(itemId));
    expect(() => verifyDownloadToken(token, secret, minutesFromNow(16))).toThrow("This download link has expired.");
  });
});
