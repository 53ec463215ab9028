import sharp from "sharp";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import {
  deferredSectionOf,
  holdAppScripts,
  launchBrowser,
  liveSection,
  PHONE,
  type TestBrowser,
  visit,
  watchPage,
  watchScripts,
} from "./browser";
import { keepScreen } from "./screens";

// The development demo members (server/services/accounts/accounts.ts), seeded with the demo content.
const INSIDER = { email: "insider@wildluxe.example", password: "wildluxe-demo" };
const EXPLORER = { email: "explorer@wildluxe.example", password: "wildluxe-demo" };
const REVIEW = "The hot tub under the pines at night was worth the whole trip.";
const TIP = "Bring slippers: the path to the sauna is gravel.";

let browser: TestBrowser;
let stay: { id: number; slug: string; name: string; reviewCount: number };

beforeAll(async () => {
  browser = await launchBrowser();
  // An open stay with no reviews yet, so the rating visibly appears.
  const list = (await (await fetch(`${baseUrl}/api/listings?tier=0&limit=100`)).json()) as (typeof stay)[];
  stay = list.find((l) => l.reviewCount === 0)!;
  expect(stay).toBeDefined();
});
afterAll(() => browser?.close());

async function signedIn(member: { email: string; password: string }, width = 1280) {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  const errors = watchPage(page);
  await visit(page, `${baseUrl}/signin`);
  await page.getByLabel("Email or username").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/signin"));
  return { page, errors };
}

async function ratingText(page: Page) {
  return (await page.getByTestId("listing-rating").first().innerText()).replace(/\s+/g, " ").trim();
}

describe("reviews, photos and tips", () => {
  it("wakes a stay's calendar, reviews, tips, member photos and similar stays, and loads their code, only as each comes into view", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const errors = watchPage(page);
    const scripts = watchScripts(page);
    const carried = async (text: string) => (await scripts.carrying(text)).length > 0;
    await visit(page, `${baseUrl}/listings/${stay.slug}`);
    await page.waitForLoadState("networkidle");
    expect(await scripts.unread()).toEqual([]);
    // Each section's code, by a text only its own module holds, arrives once the section comes into view.
    const sections = new Map([
      ["Availability", "Choose your arrival and departure"],
      ["Reviews", "Failed to hide the review."],
      ["Tips for this stay", "Failed to hide the tip."],
      ["From members", "Remove this member photo from the stay?"],
      ["Similar stays", "Loading similar stays"],
    ]);
    for (const [heading, own] of sections) {
      expect(await deferredSectionOf(page, heading).count(), heading).toBe(1);
      expect(await deferredSectionOf(page, heading).getAttribute("data-live"), heading).toBeNull();
      expect(await carried(own), heading).toBe(false);
    }
    for (const [heading, own] of sections) {
      await liveSection(page, heading);
      expect(await carried(own), heading).toBe(true);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a Luxe Insider reviews a saved stay with a photo and a tip, sees them, the rating and the points", async () => {
    const { page, errors } = await signedIn(INSIDER);
    await visit(page, `${baseUrl}/listings/${stay.slug}`);
    expect(await ratingText(page)).toBe("No reviews yet");
    await page.getByRole("button", { name: `Save ${stay.name} to favorites` }).click();
    await page.getByRole("button", { name: `Remove ${stay.name} from favorites` }).waitFor();
    // The favourites changed above sections still waiting for their code (out of view): each keeps its server markup.
    expect(await deferredSectionOf(page, "Reviews", ":not([data-live])").count()).toBe(1);

    await liveSection(page, "Reviews");
    const form = page.getByRole("form", { name: "Write a review" });
    await form.locator("label").filter({ hasText: "4 stars" }).click();
    expect(await form.getByRole("radio", { name: "4 stars" }).isChecked()).toBe(true);
    await form.getByLabel("Your review").fill(REVIEW);
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#2f6b4f" } })
      .png()
      .toBuffer();
    await form.getByLabel(/^Photos/).setInputFiles({ name: "deck.png", mimeType: "image/png", buffer: png });
    await form.getByRole("button", { name: "Post review" }).click();

    const reviews = page.getByRole("list", { name: "Reviews" });
    await reviews.getByText(REVIEW).waitFor();
    await reviews.getByRole("list", { name: "Photos with this review" }).getByRole("img").waitFor();
    await page.getByTestId("my-review").waitFor();
    await page.getByTestId("reviews-summary").getByText("from 1 review").waitFor();
    await expect.poll(() => ratingText(page)).toMatch(/^4\.0\b.*\(1 ?review ?\)$/);
    await liveSection(page, "From members");
    await page.getByRole("list", { name: "Member photos" }).getByRole("button").first().waitFor();

    await liveSection(page, "Tips for this stay");
    await page.getByLabel("Your tip for this stay").fill(TIP);
    await page.getByRole("button", { name: "Share tip" }).click();
    await page.getByRole("list", { name: "Tips" }).getByText(TIP).waitFor();
    await page.getByTestId("my-tip").waitFor();
    await keepScreen(page, "reviews-stay-1280", { fullPage: true });

    await visit(page, `${baseUrl}/account/points`);
    for (const action of ["Write a review", "Share a photo", "Share a tip"])
      await page.getByText(action, { exact: true }).first().waitFor();
    expect(errors).toEqual([]);
  });

  it("opens a member photo pressed before its section's code has come, once the code is there", async () => {
    // After the Insider's review above, the stay has one member photo.
    const page = await browser.newPage({ viewport: PHONE });
    const errors = watchPage(page);
    const release = await holdAppScripts(page, /\/assets\/member-gallery-[^/]+\.js$/);
    try {
      await visit(page, `${baseUrl}/listings/${stay.slug}`);
      const section = deferredSectionOf(page, "From members");
      await section.scrollIntoViewIfNeeded();
      await section.getByRole("button", { name: "Open member photo 1 of 1" }).click();
      await section.locator("button[data-held-click]").waitFor({ state: "attached" });
      expect(await section.getAttribute("data-live")).toBeNull();
    } finally {
      await release();
    }
    await page.getByRole("dialog", { name: `Member photos of ${stay.name}` }).waitFor();
    expect(await page.locator("[data-held-click]").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("takes up a tip typed before the tips section's code has come, and shares it", async () => {
    const list = (await (await fetch(`${baseUrl}/api/listings?tier=0&limit=100`)).json()) as (typeof stay)[];
    const other = list.filter((listing) => listing.id !== stay.id).at(-1)!;
    const { page, errors } = await signedIn(INSIDER, 390);
    const section = deferredSectionOf(page, "Tips for this stay");
    const release = await holdAppScripts(page, /\/assets\/listing-tips-[^/]+\.js$/);
    try {
      await visit(page, `${baseUrl}/listings/${other.slug}`);
      await section.scrollIntoViewIfNeeded();
      await section.getByLabel("Your tip for this stay").fill(TIP);
      expect(await section.getAttribute("data-live")).toBeNull();
    } finally {
      await release();
    }
    await deferredSectionOf(page, "Tips for this stay", "[data-live]").waitFor({ state: "attached" });
    // The section's state has the typed text: its count, and Share tip enabled.
    await section.getByText(new RegExp(`^${TIP.length} / \\d+ characters`)).waitFor();
    await section.getByRole("button", { name: "Share tip" }).click();
    await page.getByRole("list", { name: "Tips" }).getByText(TIP).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a Luxe Explorer is asked to upgrade, and the server refuses their photo", async () => {
    const { page, errors } = await signedIn(EXPLORER, 390);
    await visit(page, `${baseUrl}/listings/${stay.slug}`);
    await page.getByText("Luxe Insider members and above can review this stay.").waitFor();
    expect(await page.getByRole("form", { name: "Write a review" }).count()).toBe(0);
    await keepScreen(page, "reviews-explorer-390", { fullPage: true });
    const refused = await page.evaluate(async (id) => {
      const form = new FormData();
      form.append("image", new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" }), "x.png");
      const res = await fetch(`/api/listings/${id}/media`, { method: "POST", body: form });
      return { status: res.status, body: (await res.json()) as { error: string } };
    }, stay.id);
    expect(refused).toMatchObject({
      status: 403,
      body: { error: "This feature needs the Luxe Insider membership or higher." },
    });
    expect(errors).toEqual([]);
  });
});
