import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import {
  firstPublicListing,
  holdAppScripts,
  launchBrowser,
  PHONE,
  type TestBrowser,
  visit,
  waitLive,
  watchPage,
} from "./browser";

const PROMO_DISMISSED_KEY = "wildluxe.promo.dismissed";
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", ...PHONE },
] as const;

type ListingRow = { slug: string; name: string; mainImage: string | null };
type PhotoReport = { photos: number; problems: string[] };

let browser: TestBrowser;
let listing: ListingRow;

beforeAll(async () => {
  browser = await launchBrowser();
  listing = await firstPublicListing<ListingRow>(baseUrl);
});
afterAll(() => browser?.close());

const pagePaths = () => ["/", "/listings", `/listings/${listing.slug}`, "/journal"];

/**
 * Every image that is rendered and lies within the viewport or the screen below it, with what
 * keeps it from being seen: not loaded, transparent (itself or a wrapper), hidden or without a box.
 * `photos` counts the catalog's own pictures among them, so a page without any cannot pass.
 */
function nearImages(): PhotoReport {
  const reach = window.innerHeight * 2;
  const report: PhotoReport = { photos: 0, problems: [] };
  for (const img of Array.from(document.images)) {
    if (img.getClientRects().length === 0) continue;
    const box = img.getBoundingClientRect();
    if (box.bottom < 0 || box.top > reach || box.right < 0 || box.left > window.innerWidth) continue;
    const src = img.currentSrc || img.src;
    if (src.includes("/media/")) report.photos++;
    const style = getComputedStyle(img);
    const why: string[] = [];
    if (!img.complete || img.naturalWidth === 0) why.push("not loaded");
    if (style.opacity !== "1") why.push(`opacity ${style.opacity}`);
    if (style.visibility !== "visible") why.push(`visibility ${style.visibility}`);
    if (box.width === 0 || box.height === 0) why.push("no box");
    for (let el = img.parentElement; el; el = el.parentElement) {
      if (getComputedStyle(el).opacity === "0") why.push("inside a transparent element");
    }
    if (why.length) report.problems.push(`${src} (${img.alt || "no alt"}): ${why.join(", ")}`);
  }
  return report;
}

/**
 * Waits until the catalog's photos near the screen are there and every image near it is seen. A page's heading can
 * come before its cards (a move within the app, on a busy machine): then no image has a problem yet, and no photo.
 */
async function expectPhotosShown(page: Page) {
  const problems = async () => {
    const { photos, problems } = await page.evaluate(nearImages);
    return photos > 0 ? problems : ["no catalog photo near the screen yet", ...problems];
  };
  await expect.poll(problems).toEqual([]);
}

/**
 * Opens `path` with the app's scripts held back until the server-rendered photos near the screen
 * have loaded (or failed), then lets React take over: the order a fast connection and a slow
 * phone give, where an image's load event fires before React can listen for it.
 */
async function visitPhotosFirst(page: Page, path: string) {
  const release = await holdAppScripts(page);
  try {
    await page.goto(baseUrl + path, { waitUntil: "commit" });
    await page.waitForFunction(() => {
      const near = Array.from(document.images).filter(
        (img) => img.getClientRects().length > 0 && img.getBoundingClientRect().top < window.innerHeight * 2,
      );
      return near.some((img) => (img.currentSrc || img.src).includes("/media/")) && near.every((img) => img.complete);
    });
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
  } finally {
    await release();
  }
  await waitLive(page);
}

async function followLink(page: Page, href: string) {
  await page.locator(`a[href="${href}"]:visible`).first().click();
  await page.waitForURL(baseUrl + href);
}

for (const viewport of VIEWPORTS) {
  describe(`photos at ${viewport.name} width (${viewport.width}x${viewport.height})`, () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];

    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
      // The promo dialog would cover the photos being checked; it has its own tests.
      await context.addInitScript((key) => window.localStorage.setItem(key, "true"), PROMO_DISMISSED_KEY);
      page = await context.newPage();
      errors = watchPage(page);
    });
    afterAll(() => context?.close());

    it("shows every photo near the screen on /, /listings, a listing and /journal when they loaded before the scripts ran", async () => {
      for (const path of pagePaths()) {
        await visitPhotosFirst(page, path);
        await expectPhotosShown(page);
      }
      expect(errors).toEqual([]);
    });

    it("shows every photo near the screen after a server render with the usual loading order", async () => {
      for (const path of pagePaths()) {
        await visit(page, baseUrl + path);
        await expectPhotosShown(page);
      }
      expect(errors).toEqual([]);
    });

    it("shows every photo near the screen after moving between pages in the app", async () => {
      await visit(page, baseUrl + "/");
      await followLink(page, "/listings");
      await page.locator("main article h3 a").first().waitFor();
      await expectPhotosShown(page);

      // A new order brings new cards, and their photos, without leaving the page.
      const firstName = await page.locator("main article h3 a").first().textContent();
      await page.getByLabel("Sort by").selectOption("price-desc");
      await expect.poll(() => page.locator("main article h3 a").first().textContent()).not.toBe(firstName);
      await expectPhotosShown(page);

      const first = page.locator("main article h3 a").first();
      const href = await first.getAttribute("href");
      await first.click();
      await page.waitForURL(baseUrl + href);
      await page.locator("main h1").waitFor();
      await expectPhotosShown(page);

      await followLink(page, "/journal");
      await page.locator("main article h2 a").first().waitFor();
      await expectPhotosShown(page);

      await followLink(page, "/");
      await page.getByRole("heading", { name: "Featured Properties" }).waitFor();
      await expectPhotosShown(page);
      expect(errors).toEqual([]);
    });

    it("shows a listing's placeholder with its name when its photo fails, even before the scripts ran", async () => {
      const photo = `${baseUrl}${listing.mainImage}`;
      await page.route(
        (url) => url.href.startsWith(photo),
        (route) => route.fulfill({ status: 404, body: "" }),
      );
      try {
        const card = () =>
          page.locator("main article", { has: page.getByRole("link", { name: listing.name, exact: true }) }).first();
        const shown = async () => ({
          img: await card().locator("img").count(),
          names: await card().getByText(listing.name, { exact: true }).count(),
        });
        // The placeholder repeats the name in the picture's place, beside the card's own heading.
        const fallback = { img: 0, names: 2 };

        await visitPhotosFirst(page, `/listings?search=${encodeURIComponent(listing.name)}`);
        await expect.poll(shown).toEqual(fallback);

        await followLink(page, "/");
        await page.getByPlaceholder("Search by destination or keyword").fill(listing.name);
        await page.getByRole("button", { name: "Explore", exact: true }).click();
        await page.waitForURL(/\/listings\?search=/);
        await page.getByRole("link", { name: listing.name, exact: true }).first().waitFor();
        await expect.poll(shown).toEqual(fallback);
      } finally {
        await page.unrouteAll();
      }
    });
  });
}

describe("photos in the server-rendered HTML", () => {
  const html = async (path: string) => (await fetch(baseUrl + path)).text();
  const head = (doc: string) => doc.slice(0, doc.indexOf("</head>"));
  const body = (doc: string) => doc.slice(doc.indexOf("</head>"));
  const imgTags = (doc: string) => [...body(doc).matchAll(/<img\b[^>]*>/gi)].map((m) => m[0]);
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

  it("marks the first 3 featured photos high priority and preloads them in the head; the other photos lazy-load", async () => {
    const doc = await html("/");
    const preloads = [...head(doc).matchAll(/<link\b[^>]*\brel="preload"[^>]*>/gi)]
      .map((m) => m[0])
      .filter((tag) => attr(tag, "as") === "image");
    const photoTags = imgTags(doc).filter((tag) => attr(tag, "src")?.startsWith("/media/"));
    // The featured cards as this page shows them (the section's photos, in order).
    const section = doc.slice(
      doc.indexOf('aria-labelledby="featured-title"'),
      doc.indexOf('aria-labelledby="fresh-title"'),
    );
    const featured = [...section.matchAll(/<img\b[^>]*>/gi)]
      .map((m) => m[0])
      .filter((tag) => attr(tag, "src")?.startsWith("/media/"))
      .map((tag) => ({ name: attr(tag, "alt")! }));
    expect(featured.length).toBeGreaterThan(3);

    featured.slice(0, 3).forEach((item) => {
      const tag = photoTags.find((t) => attr(t, "alt") === item.name)!;
      expect(attr(tag, "fetchpriority")).toBe("high");
      expect(attr(tag, "loading")).not.toBe("lazy");
      const preload = preloads.find((p) => attr(p, "imagesrcset") === attr(tag, "srcset"));
      expect(preload, `preload for ${item.name}`).toBeDefined();
      expect(attr(preload!, "imagesizes")).toBe(attr(tag, "sizes"));
      expect(attr(preload!, "fetchpriority")).toBe("high");
    });
    const priority = new Set(featured.slice(0, 3).map((item) => item.name));
    const others = photoTags.filter((tag) => !priority.has(attr(tag, "alt") ?? ""));
    expect(others.length).toBeGreaterThan(0);
    for (const tag of others) {
      expect(attr(tag, "loading"), tag).toBe("lazy");
      expect(attr(tag, "fetchpriority"), tag).not.toBe("high");
    }
    // Only the three, not every photo, compete for the first bytes.
    expect(preloads.filter((p) => attr(p, "imagesrcset")?.includes("/media/"))).toHaveLength(3);
    // React's own copies of the preloads do not stay in the page body.
    expect(body(doc)).not.toMatch(/<link\b[^>]*\brel="preload"/i);
  });

  it("gives every photo on /, /listings, a listing and /journal a srcset, sizes, width and height", async () => {
    for (const path of pagePaths()) {
      const photos = imgTags(await html(path)).filter((tag) => attr(tag, "src")?.startsWith("/media/"));
      expect(photos.length, path).toBeGreaterThan(0);
      for (const tag of photos) {
        // The catalog's art comes in 400, 800 and 1200; a photo an owner or admin uploaded, in 400, 800 and 1600
        // (another file on this worker's server may have uploaded one that now shows on these pages).
        expect(attr(tag, "srcset"), tag).toMatch(/ 400w, .* 800w, .* (?:1200|1600)w/);
        expect(attr(tag, "sizes"), tag).toBeTruthy();
        expect(Number(attr(tag, "width")), tag).toBeGreaterThan(0);
        expect(Number(attr(tag, "height")), tag).toBeGreaterThan(0);
      }
    }
  });
});
