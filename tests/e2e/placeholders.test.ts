import type { BrowserContext, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { firstPublicListing, launchBrowser, visit, waitLive, watchPage, type TestBrowser } from "./browser";

type ListingRow = { slug: string };

let browser: TestBrowser;
let listing: ListingRow;

beforeAll(async () => {
  browser = await launchBrowser();
  listing = await firstPublicListing(baseUrl);
});
afterAll(() => browser?.close());

/** Every running animation whose element lies wholly outside the viewport, described. */
function animationsOffScreen(): string[] {
  return document
    .getAnimations()
    .filter((animation) => animation.playState === "running")
    .flatMap((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      if (!target) return [];
      const box = target.getBoundingClientRect();
      const inView = box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
      return inView
        ? []
        : [
            `${(animation as CSSAnimation).animationName ?? "animation"} on <${target.tagName.toLowerCase()} class="${target.getAttribute("class")}"> at ${Math.round(box.top)}px`,
          ];
    });
}

/** The placeholder animations running on the photos inside `main article`, by photo. */
const pulsingPhotos = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll("main article img"))
      .filter((img) =>
        img
          .getAnimations()
          .some((a) => a.playState === "running" && (a as CSSAnimation).animationName === "placeholder-pulse"),
      )
      .map((img) => img.getAttribute("alt")),
  );

// Lighthouse's phone. A pulse repaints the page on the main thread every frame while it runs; on a
// slowed phone every such frame is blocking time, so nothing the visitor cannot see may animate.
describe("loading placeholders on a phone", () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    page = await context.newPage();
    errors = watchPage(page);
  });
  afterAll(() => context?.close());

  it("leaves the photos' pulse out of the server's markup", async () => {
    for (const path of ["/", "/listings", `/listings/${listing.slug}`]) {
      const html = await (await fetch(baseUrl + path)).text();
      expect(html.match(/<img\b[^>]*animate-placeholder[^>]*>/g) ?? [], path).toEqual([]);
    }
  });

  it("animates nothing off screen on /, /listings and a listing once they have started", async () => {
    for (const path of ["/", "/listings", `/listings/${listing.slug}`]) {
      await visit(page, baseUrl + path);
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(animationsOffScreen), path).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  it("pulses the photos still loading in view, until they arrive", async () => {
    // Photos held back: none can have arrived before the app took over ("load" never fires meanwhile).
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const hold = async (route: Route) => {
      await released;
      await route.continue().catch(() => undefined);
    };
    const photos = (url: URL) => url.pathname.startsWith("/media/");
    await page.route(photos, hold);
    try {
      await page.goto(baseUrl + "/listings", { waitUntil: "commit" });
      await waitLive(page);
      const first = await page.locator("main article img").first().getAttribute("alt");
      await expect.poll(() => pulsingPhotos(page)).toContain(first);
      expect(await page.evaluate(animationsOffScreen)).toEqual([]);
    } finally {
      release();
      await page.unroute(photos, hold);
    }
    await expect.poll(() => pulsingPhotos(page)).toEqual([]);
  });
});
