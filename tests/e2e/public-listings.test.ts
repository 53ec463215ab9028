import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import {
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

type ListingRow = { slug: string; name: string; tierLevel: number };

/** A page of listings straight from the API, to pick test subjects and know the expected counts. */
async function listingsFromApi(input: Record<string, unknown>): Promise<{ items: ListingRow[]; total: number }> {
  const url = `${baseUrl}/api/trpc/listings.list?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const body = (await (await fetch(url)).json()) as {
    result: { data: { json: { items: ListingRow[]; total: number } } };
  };
  return body.result.data.json;
}

const staysText = (total: number) => `${total} ${total === 1 ? "stay" : "stays"}`;

beforeAll(async () => {
  ({ browser, page, errors } = await openBrowserPage());
});
afterAll(() => browser?.close());

describe("searching from the home page", () => {
  it("lands a padded hero search on the trimmed listings URL", async () => {
    await visit(page, baseUrl + "/");
    await page.locator("#hero-search").fill("   lake cabin   ");
    await page.getByRole("button", { name: "Explore", exact: true }).click();
    await page.waitForURL(`${baseUrl}/listings?search=lake%20cabin&mode=all-keywords`);
    expect(await page.getByRole("combobox", { name: "Search by destination or keyword" }).inputValue()).toBe(
      "lake cabin",
    );
    await page.getByRole("heading", { name: /^\d+ stays?$/ }).waitFor();
  });

  it("ignores a blank search", async () => {
    await visit(page, baseUrl + "/");
    const historyLength = await page.evaluate(() => window.history.length);
    await page.locator("#hero-search").fill("    ");
    await page.getByRole("button", { name: "Explore", exact: true }).click();
    // A real search after it lands on its own URL; had the blank one navigated, it would sit in between in the history.
    await page.locator("#hero-search").fill("lake");
    await page.getByRole("button", { name: "Explore", exact: true }).click();
    await page.waitForURL(/\/listings\?search=lake/);
    expect(await page.evaluate(() => window.history.length)).toBe(historyLength + 1);
    await page.goBack();
    await page.waitForURL(baseUrl + "/");
  });
});

describe("the listings page", () => {
  it("keeps every filter in the URL, and a reload brings them back", async () => {
    await visit(page, baseUrl + "/listings");
    const count = page.getByRole("heading", { name: /^\d+ stays?$/ });
    await count.waitFor();
    const allStays = await count.textContent();

    await page.getByLabel("Category").selectOption("glamping");
    await page.waitForURL(/category=glamping/);
    await page.getByText("4.5+", { exact: true }).click();
    await page.waitForURL(/minRating=4\.5/);
    await page.locator("summary", { hasText: "Activities" }).click();
    await page.getByRole("checkbox", { name: "Hiking", exact: true }).check();
    await page.waitForURL(/amenities=\d+/);
    await page.getByLabel("Sort by").selectOption("newest");
    await page.waitForURL(/sort=newest/);

    const filtered = new URL(page.url());
    expect(filtered.searchParams.get("category")).toBe("glamping");
    expect(filtered.searchParams.get("minRating")).toBe("4.5");
    expect(filtered.searchParams.get("sort")).toBe("newest");
    const amenityId = Number(filtered.searchParams.get("amenities"));
    const { total } = await listingsFromApi({
      category: "glamping",
      minRating: 4.5,
      amenities: [amenityId],
      sort: "newest",
    });
    const filteredStays = staysText(total);
    await expect.poll(async () => count.textContent(), { timeout: 10_000 }).toBe(filteredStays);
    expect(filteredStays).not.toBe(allStays);

    await reloadPage(page);
    await count.waitFor();
    expect(await page.getByLabel("Category").inputValue()).toBe("glamping");
    expect(await page.getByRole("radio", { name: "4.5+" }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "Hiking", exact: true }).isChecked()).toBe(true);
    expect(await page.getByLabel("Sort by").inputValue()).toBe("newest");
    await expect.poll(async () => count.textContent(), { timeout: 10_000 }).toBe(filteredStays);
    await page.getByRole("button", { name: "Remove filter: Hiking" }).waitFor();

    await page.getByRole("button", { name: "Clear all" }).first().click();
    await page.waitForURL((url) => !url.searchParams.has("category") && !url.searchParams.has("amenities"));
    await expect.poll(async () => count.textContent(), { timeout: 10_000 }).toBe(allStays);
  });

  it("cuts card descriptions to 120 characters plus ...", async () => {
    await visit(page, baseUrl + "/listings");
    const descriptions = page.getByTestId("card-teaser");
    await descriptions.first().waitFor();
    const texts = await descriptions.allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      if (text.endsWith("...")) expect(text.length).toBeLessThanOrEqual(123);
      else expect(text.length).toBeLessThanOrEqual(120);
    }
    expect(texts.some((t) => t.endsWith("..."))).toBe(true);
  });

  it("opens the filters as a dialog on a phone that Escape closes", async () => {
    const phone = await browser.newContext({ viewport: PHONE });
    const mobile = await phone.newPage();
    const mobileErrors = watchPage(mobile);
    await visit(mobile, baseUrl + "/listings");
    const trigger = mobile.getByRole("button", { name: /^Filters/ });
    await trigger.click();
    const dialog = mobile.getByRole("dialog", { name: "Filters" });
    await dialog.waitFor();
    for (let i = 0; i < 40; i++) await mobile.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await mobile.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(mobileErrors).toEqual([]);
    await phone.close();
  });
});

describe("a visitor's favourites and moves between pages", () => {
  it("tells a visitor that favourites need an account, and sends nothing", async () => {
    const sent: string[] = [];
    const onRequest = (r: { url(): string }) => {
      if (r.url().includes("/api/trpc/favorites") || r.url().includes("/api/favorites")) sent.push(r.url());
    };
    page.on("request", onRequest);
    try {
      await visit(page, baseUrl + "/listings");
      await page
        .getByRole("button", { name: /^Save .+ to favorites$/ })
        .first()
        .click();
      await page.getByText("Authentication required").waitFor();
      await page.getByText("Please sign in to save favorites.").waitFor();
      expect(sent).toEqual([]);
    } finally {
      page.off("request", onRequest);
    }
  });

  it("records a page view for the first page and each move, with the loader and a scroll to the top", async () => {
    await visit(page, baseUrl + "/");
    expect(await page.evaluate(() => window.dataLayer)).toContainEqual(
      expect.objectContaining({ event: "page_view", path: "/" }),
    );
    // Far down the page, then on to another long page from the sticky header.
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // The loader shows for 400 ms: the page notes it, so a busy machine polling slowly cannot miss it.
    await page.evaluate(() => {
      const seen = window as unknown as { sawLoader: boolean };
      seen.sawLoader = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-route-loader][role="status"]')?.textContent?.includes("Loading page"))
          seen.sawLoader = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Journal", exact: true }).click();
    const loader = page.getByRole("status").filter({ hasText: "Loading page" });
    await page.waitForURL(baseUrl + "/journal");
    await expect.poll(() => page.evaluate(() => (window as unknown as { sawLoader: boolean }).sawLoader)).toBe(true);
    await page.getByRole("heading", { level: 1, name: "Stories from the wild" }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2000);
    await expect.poll(() => loader.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => window.dataLayer)).toContainEqual(
      expect.objectContaining({ event: "page_view", path: "/journal" }),
    );
  });
});

describe("a listing's page", () => {
  it("opens from a card with its amenities, links and SEO data", async () => {
    await visit(page, baseUrl + "/listings?tier=0");
    const link = page.locator("article h3 a").first();
    await link.waitFor();
    const name = (await link.textContent())!.trim();
    await link.click();
    await page.waitForURL(/\/listings\/[a-z0-9-]+$/);
    await page.getByRole("heading", { level: 1, name }).waitFor();

    const amenities = page.locator("section", { has: page.getByRole("heading", { name: "Amenities", exact: true }) });
    await amenities.waitFor();
    expect(await amenities.getByRole("listitem").count()).toBeGreaterThan(0);

    const booking = page.getByRole("link", { name: /Book this stay/ });
    expect(await booking.getAttribute("target")).toBe("_blank");
    expect(await booking.getAttribute("rel")).toBe("noopener noreferrer");
    const main = page.getByRole("main");
    expect(await main.locator('a[href^="/listings/category/"]').count()).toBeGreaterThan(0);
    expect(await main.locator('a[href^="/listings?region="]').count()).toBeGreaterThan(0);

    await expect.poll(() => page.title()).toBe(`${name} | Wildluxe`);
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(ogImage).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({ "@type": "LodgingBusiness", name });
    expect(jsonLd.description).not.toMatch(/</);
  });

  it("shows a visitor the tier gate for a members-only stay", async () => {
    const [gated] = (await listingsFromApi({ tier: 2, limit: 1 })).items;
    expect(gated).toBeDefined();
    await visit(page, `${baseUrl}/listings/${gated!.slug}`);
    await page.getByRole("heading", { level: 1, name: gated!.name }).waitFor();
    await page.getByRole("heading", { name: "Membership upgrade required - This property requires tier 2" }).waitFor();
    expect(await page.getByRole("link", { name: /Book this stay/ }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "View membership plans" }).first().getAttribute("href")).toBe(
      "/membership",
    );
  });

  it("wakes with the data it arrived with, however long ago the server rendered it, asking the API for nothing", async () => {
    const { slug } = (await listingsFromApi({ tier: 0, limit: 1 })).items[0]!;
    // The browser's clock five minutes ahead of the server's: the page's data looks as old as a stay's page the
    // server kept for visitors that long, past a listing's 30 seconds and the other answers' five minutes.
    const later = await browser.newContext({ viewport: PHONE });
    await later.clock.setFixedTime(Date.now() + 5 * 60_000);
    const fresh = await later.newPage();
    const asked: string[] = [];
    fresh.on("request", (r) => void (r.url().includes("/api/trpc/") && asked.push(r.url())));
    try {
      // The page's view is counted once it is live, in the same step as any refetch of what it shows.
      const counted = fresh.waitForRequest((r) => r.url().endsWith(`/api/listings/${slug}/events`));
      await visit(fresh, `${baseUrl}/listings/${slug}`);
      await counted;
      await fresh.waitForLoadState("networkidle");
      expect(asked).toEqual([]);
    } finally {
      await later.close();
    }
  });

  it("wakes, as /listings does, without tRPC's hooks or the trips menu's code, which come with a member's first use", async () => {
    const { slug } = (await listingsFromApi({ tier: 0, limit: 1 })).items[0]!;
    for (const path of ["/listings", `/listings/${slug}`]) {
      // A first visit in a context of its own, at a phone's width: nothing comes from the cache of the tests before.
      const fresh = await browser.newPage({ viewport: PHONE });
      const scripts = watchScripts(fresh);
      try {
        await visit(fresh, baseUrl + path);
        await fresh.waitForLoadState("networkidle");
        expect(await scripts.unread()).toEqual([]);
        // Each card's and the stay's "Add to trip": the trips list (its load error) and the new trip's form (its
        // check).
        const later = [
          ...(await trpcScripts(scripts)),
          ...(await scripts.carrying("Failed to load your trips.")),
          ...(await scripts.carrying("Give the trip a name.")),
        ];
        expect({ path, later }).toEqual({ path, later: [] });
      } finally {
        await fresh.close();
      }
    }
  });

  it("says Listing not found for an unknown slug", async () => {
    await visit(page, baseUrl + "/listings/no-such-stay-anywhere");
    await page.getByRole("heading", { name: "Listing not found" }).waitFor();
    expect(await page.getByRole("link", { name: "Browse all stays" }).getAttribute("href")).toBe("/listings");
  });

  it("had no uncaught page errors or server errors", () => {
    expect(errors).toEqual([]);
  });
});
