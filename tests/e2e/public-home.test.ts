import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { PROMO_STORAGE_KEYS } from "../../src/features/promo/promo-timing";
import {
  firstPublicListing,
  openBrowserPage,
  PHONE,
  reloadPage,
  type TestBrowser,
  trpcScripts,
  visit,
  watchPage,
  watchScripts,
} from "./browser";

let browser: TestBrowser;
let page: Page;
let errors: string[];

type ArticleRow = { slug: string; title: string; memberOnly: boolean };

beforeAll(async () => {
  ({ browser, page, errors } = await openBrowserPage());
});
afterAll(() => browser?.close());

describe("the home page for a visitor", () => {
  it("shows the three plans with their prices and badges", async () => {
    await visit(page, baseUrl + "/");
    const section = page.locator("section", {
      has: page.getByRole("heading", { name: "Join the Wildluxe Experience" }),
    });
    await section.getByRole("heading", { name: "Luxe Explorer" }).waitFor();
    // Drawn once near the screen (decision 024): its text is read as a visitor would, scrolled to.
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => section.innerText()).toContain("$9.99");
    const text = await section.innerText();
    expect(text).toContain("$14.99");
    expect(text).toContain("$19.99");
    expect(text.match(/per month/g)).toHaveLength(3);

    const insider = section.locator("article", { has: page.getByRole("heading", { name: "Luxe Insider" }) });
    expect(await insider.getByText("Most Popular", { exact: true }).count()).toBe(1);
    expect(await insider.getByText("14 Days FREE", { exact: true }).count()).toBe(1);
    const elite = section.locator("article", { has: page.getByRole("heading", { name: "Luxe Elite" }) });
    expect(await elite.getByText("Double reward points", { exact: true }).count()).toBe(1);
    expect(await section.getByText("Most Popular", { exact: true }).count()).toBe(1);
  });

  it("shows Trending Retreats and the personalisation banner", async () => {
    const heading = page.getByRole("heading", { name: "Trending Retreats" });
    await heading.waitFor();
    expect(await page.getByRole("heading", { name: "Perfect For You" }).count()).toBe(0);
    const section = page.locator("section", { has: heading });
    await section.locator("article h3 a").first().waitFor();
    const cards = await section.locator("article h3 a").count();
    expect(cards).toBeGreaterThan(0);
    expect(cards).toBeLessThanOrEqual(3);
    expect(await section.getByRole("link", { name: "View All" }).getAttribute("href")).toBe("/listings");

    const banner = section.locator("aside", {
      has: page.getByRole("heading", { name: "Unlock Personalized Recommendations" }),
    });
    expect(await banner.getByRole("link", { name: "Sign In", exact: true }).getAttribute("href")).toBe("/member-login");
    expect(await banner.getByRole("link", { name: "Learn About Membership" }).getAttribute("href")).toBe(
      "/member-login",
    );
  });

  it("loads the lower sections' code, the footer's, tRPC's and the API link's only when needed, and then they work", async () => {
    // A first visit in a context of its own: no script of the tests before comes from its cache.
    const fresh = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const seen = watchPage(fresh);
    const scripts = watchScripts(fresh);
    const withSuperjson = () => scripts.carrying("allowedErrorProps");
    try {
      await visit(fresh, baseUrl + "/");
      await fresh.waitForLoadState("networkidle");
      // Sections below the first screen and the footer load as they come into view; the API link with the first call.
      const later =
        /featured-section|fresh-listings-section|membership-section|recommendations-section|cta-section|member-area-banner|site-footer|trpc-http-link/;
      expect(scripts.urls.filter((url) => later.test(url))).toEqual([]);
      // superjson with it, in whatever file: a visitor's page state is read without it (its class's own field name).
      // Every script of the first visit was read, and none carries it.
      expect(await scripts.unread()).toEqual([]);
      expect(await withSuperjson()).toEqual([]);
      // Nor tRPC's hooks and client: the shell and the first screen read their data through src/lib/api-client.tsx.
      expect(await trpcScripts(scripts)).toEqual([]);
      // The server's markup is already there, untouched, before any of that code runs.
      const heading = fresh.getByRole("heading", { name: "Join the Wildluxe Experience" });
      const section = fresh.locator("[data-deferred-section]", { has: heading });
      expect(await section.getAttribute("data-live")).toBeNull();
      expect(await section.getByRole("button", { name: /^Choose / }).count()).toBe(3);

      await heading.scrollIntoViewIfNeeded();
      await fresh.locator("[data-deferred-section][data-live]", { has: heading }).waitFor({ state: "attached" });
      expect(scripts.urls.some((url) => url.includes("membership-section"))).toBe(true);

      const footer = fresh.locator("[data-deferred-section]", { has: fresh.locator("footer") });
      expect(await footer.getAttribute("data-live")).toBeNull();
      await footer.scrollIntoViewIfNeeded();
      await fresh
        .locator("[data-deferred-section][data-live]", { has: fresh.locator("footer") })
        .waitFor({ state: "attached" });
      expect(scripts.urls.some((url) => url.includes("site-footer"))).toBe(true);
      await footer.getByLabel("Email address").fill("reader@example.com");
      await footer.getByRole("button", { name: "Subscribe" }).click();
      await fresh.getByText("Subscribed successfully!").waitFor();

      // Moving within the app asks the API: its link loads then, and the listings arrive.
      expect(scripts.urls.some((url) => url.includes("trpc-http-link"))).toBe(false);
      await fresh.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Listings" }).click();
      await fresh.locator("main article h3 a").first().waitFor();
      expect(scripts.urls.some((url) => url.includes("trpc-http-link"))).toBe(true);
      expect(await withSuperjson()).not.toEqual([]);
      expect(await trpcScripts(scripts)).not.toEqual([]);

      await fresh.goBack();
      await section
        .getByRole("button", { name: /^Choose / })
        .first()
        .click();
      await fresh.waitForURL(/\/demo-checkout\//);
      expect(seen).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it("has the footer's five category links and the current year", async () => {
    const footer = page.locator("footer");
    const group = footer.locator("div", { has: page.getByRole("heading", { name: "Explore by Category" }) }).last();
    const hrefs = await group.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      "/listings/category/luxury-cabins",
      "/listings/category/treehouses",
      "/listings/category/glamping",
      "/listings/category/tiny-homes",
      "/listings/category/luxury-rv-camping",
    ]);
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => footer.innerText()).toContain(`© ${new Date().getFullYear()} Wildluxe`);
  });
});

describe("a server-rendered page waking", () => {
  /** The pages a visitor most often lands on: the home page, the listings and a stay. */
  const firstScreens = async () => ["/", "/listings", `/listings/${(await firstPublicListing(baseUrl)).slug}`];

  it("reads nothing from the browser's storage and makes no Error object until it is live", async () => {
    // The first read of a page's storage holds the main thread 5 to 22 ms in a new context: none while a page hydrates.
    // An Error made while the modules run costs 25-60 ms there once an inspector is attached, as in Lighthouse
    // (scripts/vite-react-sentinels.ts): React DOM's own sentinels are made without one.
    // A context without the tests' promo setting, which writes to storage before the page's own scripts.
    const context = await browser.newPromoContext({ viewport: PHONE });
    await context.addInitScript(() => {
      const waking = () => !document.documentElement.hasAttribute("data-hydrated");
      const before: string[] = [];
      Reflect.set(window, "storageBeforeLive", before);
      for (const name of ["getItem", "setItem", "removeItem"]) {
        const original: (...args: unknown[]) => unknown = Reflect.get(Storage.prototype, name);
        Reflect.set(Storage.prototype, name, function (this: Storage, ...args: unknown[]) {
          if (waking()) before.push(`${name} ${String(args[0])}`);
          return original.apply(this, args);
        });
      }
      const errors: string[] = [];
      Reflect.set(window, "errorsBeforeLive", errors);
      const made = (args: unknown[]) => waking() && errors.push(String(args[0]));
      window.Error = new Proxy(Error, {
        apply: (target, self, args: unknown[]) => (made(args), Reflect.apply(target, self, args)),
        construct: (target, args: unknown[], newTarget) => (made(args), Reflect.construct(target, args, newTarget)),
      });
    });
    try {
      const waking = await context.newPage();
      for (const path of await firstScreens()) {
        await visit(waking, baseUrl + path);
        await waking.waitForLoadState("networkidle");
        expect({ path, read: await waking.evaluate(() => Reflect.get(window, "storageBeforeLive")) }).toEqual({
          path,
          read: [],
        });
        expect({ path, made: await waking.evaluate(() => Reflect.get(window, "errorsBeforeLive")) }).toEqual({
          path,
          made: [],
        });
      }
    } finally {
      await context.close();
    }
  });

  it("starts hydrating in a task after the one that runs the app's modules", async () => {
    // One long task made of both was most of a stay's blocking time in Lighthouse (decision 024). The page's modules
    // run in the task that ends in DOMContentLoaded: React must not have taken the root yet when it fires.
    const context = await browser.newContext({ viewport: PHONE });
    await context.addInitScript(() => {
      const rootTaken = () =>
        Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer$"));
      Reflect.set(window, "rootTaken", rootTaken);
      document.addEventListener("DOMContentLoaded", () => Reflect.set(window, "rootTakenInModuleTask", rootTaken()));
    });
    try {
      const waking = await context.newPage();
      for (const path of await firstScreens()) {
        await visit(waking, baseUrl + path);
        expect({ path, taken: await waking.evaluate(() => Reflect.get(window, "rootTakenInModuleTask")) }).toEqual({
          path,
          taken: false,
        });
        // Then it does take the root (the app marks the page live only from inside it).
        expect(await waking.evaluate(() => (Reflect.get(window, "rootTaken") as () => boolean)())).toBe(true);
      }
    } finally {
      await context.close();
    }
  });

  it("draws the stay cards and lower sections only near the screen, and each in full once scrolled to", async () => {
    // What is far below the first screen is left out of the browser's style, layout and paint as the page arrives
    // (content-visibility), and drawn when the visitor comes near it (decision 024).
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const phone = await context.newPage();
      const drawn = (locator: Locator) =>
        locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
      for (const path of await firstScreens()) {
        await visit(phone, baseUrl + path);
        const far = path === "/listings" ? "main article h3" : "[data-deferred-section] h2";
        const last = phone.locator(far).last();
        expect({ path, drawn: await drawn(last) }).toEqual({ path, drawn: false });
        await last.scrollIntoViewIfNeeded();
        await expect.poll(() => drawn(last)).toBe(true);
        expect(await last.isVisible()).toBe(true);
      }
    } finally {
      await context.close();
    }
  });
});

describe("the Luxe Insider promo", () => {
  it("opens after 10 seconds, and Don't Show Again keeps it away after a reload", async () => {
    const promoContext = await browser.newPromoContext({ viewport: { width: 1280, height: 900 } });
    const promoPage = await promoContext.newPage();
    const seen = watchPage(promoPage);
    try {
      await promoPage.clock.install();
      await visit(promoPage, baseUrl + "/");
      await promoPage.getByRole("heading", { name: "Find Your Curated Outdoor Stays Here" }).waitFor();
      await promoPage.clock.runFor(9_000);
      expect(await promoPage.getByRole("dialog").count()).toBe(0);
      await promoPage.clock.runFor(1_500);

      const dialog = promoPage.getByRole("dialog", { name: "Try Luxe Insider Free for 14 Days" });
      await dialog.waitFor();
      const offer = await dialog.innerText();
      expect(offer).toContain("14 days free, then $14.99 per month. Cancel anytime.");
      expect(offer).toContain("$49");
      expect(offer).toContain("50+ pages");

      await dialog.getByRole("button", { name: "Start My Free Trial" }).click();
      const form = promoPage.getByRole("dialog", { name: "Start Your Free Trial" });
      expect(await form.getByLabel("Country").inputValue()).toBe("United States");
      await form.getByRole("button", { name: "Start My 14-Day Free Trial" }).click();
      await promoPage.getByText("Please fill in all required fields.").waitFor();
      await form.getByRole("button", { name: "Back" }).click();
      await promoPage.getByRole("dialog").getByRole("button", { name: "Don't Show Again" }).click();
      await promoPage.getByRole("dialog").waitFor({ state: "detached" });
      expect(await promoPage.evaluate((key) => window.localStorage.getItem(key), PROMO_STORAGE_KEYS.dismissed)).toBe(
        "true",
      );

      await reloadPage(promoPage);
      await promoPage.getByRole("heading", { name: "Find Your Curated Outdoor Stays Here" }).waitFor();
      await promoPage.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await promoPage.clock.runFor(12_000);
      expect(await promoPage.getByRole("dialog").count()).toBe(0);
      expect(seen).toEqual([]);
    } finally {
      await promoContext.close();
    }
  });

  it("opens at 60% scroll and closes with Escape", async () => {
    const promoContext = await browser.newPromoContext({ viewport: { width: 1280, height: 900 } });
    const promoPage = await promoContext.newPage();
    const seen = watchPage(promoPage);
    try {
      await visit(promoPage, baseUrl + "/");
      await promoPage.getByRole("heading", { name: "Join the Wildluxe Experience" }).waitFor();
      await promoPage.evaluate(() =>
        window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * 0.65),
      );
      const dialog = promoPage.getByRole("dialog");
      await dialog.waitFor({ timeout: 5_000 });
      const closedAfter = Date.now();
      await promoPage.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      const lastShown = await promoPage.evaluate(
        (key) => window.localStorage.getItem(key),
        PROMO_STORAGE_KEYS.lastShown,
      );
      expect(Number(lastShown)).toBeGreaterThanOrEqual(closedAfter);
      expect(seen).toEqual([]);
    } finally {
      await promoContext.close();
    }
  });
});

describe("the journal", () => {
  let articles: ArticleRow[];

  beforeAll(async () => {
    articles = (await (await fetch(`${baseUrl}/api/journal`)).json()) as ArticleRow[];
  });

  it("lists articles and opens one", async () => {
    const open = articles.find((a) => !a.memberOnly)!;
    await visit(page, baseUrl + "/journal");
    await page.getByRole("heading", { level: 1, name: "Stories from the wild" }).waitFor();
    const link = page.getByRole("link", { name: open.title, exact: true });
    await link.click();
    await page.waitForURL(`${baseUrl}/journal/${open.slug}`);
    await page.getByRole("heading", { level: 1, name: open.title }).waitFor();
    const body = await page.locator("article").first().innerText();
    expect(body).toMatch(/By .+/);
    expect(body).toMatch(/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}/);
  });

  it("gives a visitor only the teaser of a members-only article", async () => {
    const locked = articles.find((a) => a.memberOnly)!;
    await visit(page, `${baseUrl}/journal/${locked.slug}`);
    await page.getByRole("heading", { level: 1, name: locked.title }).waitFor();
    await page.getByRole("heading", { name: "This story is for members" }).waitFor();
    expect(await page.getByRole("link", { name: "Sign In to Read" }).getAttribute("href")).toBe(
      `/signin?next=${encodeURIComponent(`/journal/${locked.slug}`)}`,
    );
  });

  it("shows a not-found state for an unknown article", async () => {
    await visit(page, baseUrl + "/journal/no-such-story");
    await page.getByRole("heading", { name: "Article Not Found" }).waitFor();
  });
});

describe("page errors", () => {
  it("had no uncaught page errors or server errors", () => {
    expect(errors).toEqual([]);
  });
});
