import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { launchBrowser, PHONE, signUpInBrowser, type TestBrowser, visit, watchPage } from "./browser";

let browser: TestBrowser;

// The issue was seen at both widths; each check runs at both unless it is about one.
const WIDTHS = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: PHONE },
] as const;

const contexts: BrowserContext[] = [];
async function openPage(viewport: { width: number; height: number }): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  return { page, errors: watchPage(page) };
}

/** The first page of all listings, to know how many pages there are. */
async function allListings(): Promise<{ total: number; limit: number }> {
  const url = `${baseUrl}/api/trpc/listings.list?input=${encodeURIComponent(JSON.stringify({ json: { page: 1 } }))}`;
  const body = (await (await fetch(url)).json()) as { result: { data: { json: { total: number; limit: number } } } };
  return body.result.data.json;
}

/** The paths of the listing cards inside one home page section. */
async function cardPaths(page: Page, headingId: string): Promise<string[]> {
  return page
    .locator(`section[aria-labelledby="${headingId}"] article a[href^="/listings/"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe.each(WIDTHS)("at $name width", ({ viewport }) => {
  it("says a listings page past the last is out of range and links back to the last page", async () => {
    const { total, limit } = await allListings();
    const last = Math.ceil(total / limit);
    const { page, errors } = await openPage(viewport);
    await visit(page, `${baseUrl}/listings?page=${last + 1}`);
    await page.getByText(`Page ${last + 1} is out of range: these ${total} stays fill ${last} pages.`).waitFor();
    expect(await page.getByText("No properties available").count()).toBe(0);
    const back = page.getByRole("link", { name: `Go to the last page (${last})` });
    expect(await back.getAttribute("href")).toBe(`/listings?page=${last}`);
    await back.click();
    await page.waitForURL(`${baseUrl}/listings?page=${last}`);
    await page.getByRole("navigation", { name: "Pagination" }).getByText(`Page ${last} of ${last}`).waitFor();
    expect(errors).toEqual([]);
  });

  it("does not confirm a checkout on /membership/success when there is none behind the visit", async () => {
    const { page, errors } = await openPage(viewport);
    for (const path of ["/membership/success", "/membership/success?session_id=cs_never_created"]) {
      await visit(page, baseUrl + path);
      await page.getByRole("heading", { name: "No checkout to confirm" }).waitFor();
      expect(await page.getByText("Your checkout is complete.").count()).toBe(0);
      expect(await page.getByRole("link", { name: "View Membership Plans" }).getAttribute("href")).toBe("/membership");
    }
    expect(errors).toEqual([]);
  });

  it("moves keyboard focus to the results heading after a search is submitted", async () => {
    const { page } = await openPage(viewport);
    await visit(page, baseUrl + "/listings");
    await page.getByRole("combobox", { name: "Search by destination or keyword" }).fill("cabin");
    await page.getByRole("combobox", { name: "Search by destination or keyword" }).press("Enter");
    await page.waitForURL(/search=cabin/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("results-count");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^\d+ stays?$/);
  });

  it("gives a visitor's heart toast the spec's words and a Sign in link back to the page", async () => {
    const { page } = await openPage(viewport);
    await visit(page, baseUrl + "/listings?sort=newest");
    await page
      .getByRole("button", { name: /^Save .+ to favorites$/ })
      .first()
      .click();
    await page.getByText("Authentication required").waitFor();
    await page.getByText("Please sign in to save favorites.").waitFor();
    const signIn = page.getByRole("link", { name: "Sign in", exact: true });
    expect(await signIn.getAttribute("href")).toBe("/signin?next=%2Flistings%3Fsort%3Dnewest");
    await signIn.click();
    await page.waitForURL(`${baseUrl}/signin?next=%2Flistings%3Fsort%3Dnewest`);
    await expect.poll(() => page.getByText("Authentication required").count()).toBe(0);
  });

  it("shows Trending Retreats that the featured and new sections above do not already show", async () => {
    const { page } = await openPage(viewport);
    await visit(page, baseUrl + "/");
    const trending = page.locator('section[aria-labelledby="recommendations-title"]');
    await trending.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await cardPaths(page, "recommendations-title")).length).toBe(3);
    await expect.poll(async () => (await cardPaths(page, "featured-title")).length).toBeGreaterThan(0);
    const above = new Set([...(await cardPaths(page, "featured-title")), ...(await cardPaths(page, "fresh-title"))]);
    const shown = await cardPaths(page, "recommendations-title");
    expect(shown.filter((path) => above.has(path))).toEqual([]);
  });
});

describe("a phone's menus and toasts", () => {
  it("clears a toast when the menu drawer opens, so it never covers the drawer", async () => {
    const { page } = await openPage(PHONE);
    await visit(page, baseUrl + "/listings");
    await page
      .getByRole("button", { name: /^Save .+ to favorites$/ })
      .first()
      .click();
    await page.getByText("Authentication required").waitFor();
    // The pointer rests on the toast, which holds it open; the menu opens from the keyboard.
    await page.getByText("Authentication required").hover();
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: "Menu" }).waitFor();
    await expect.poll(() => page.getByText("Authentication required").count()).toBe(0);

    // A modal menu: focus is inside it, Shift+Tab from the first control wraps to the last, Escape closes it
    // and gives focus back to the button that opened it.
    const menu = page.getByRole("dialog", { name: "Menu" });
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Shift+Tab");
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open menu");
  });
});

describe("a new member's screens", () => {
  let page: Page;
  const member = { fullName: "Juniper Rowe", username: `rough_${Date.now().toString(36)}`, password: "cedar-smoke-42" };

  beforeAll(async () => {
    ({ page } = await openPage({ width: 1280, height: 800 }));
    await signUpInBrowser(page, baseUrl, member);
  });

  it("keeps the Traveler's Home heading the server sent, whatever the time of day", async () => {
    await visit(page, baseUrl + "/travelers/dashboard");
    const heading = page.getByRole("heading", { level: 1 });
    await expect.poll(() => heading.textContent()).toBe("Welcome back, Juniper. Where to next?");
    // The page is live (hydrated) and nothing swapped the words afterwards.
    await page.getByRole("link", { name: /^\d+ Saved stays$/ }).waitFor();
    expect(await heading.textContent()).toBe("Welcome back, Juniper. Where to next?");
  });

  it("lists saved favorites among what every member has, not as a locked Luxe Explorer perk", async () => {
    await visit(page, baseUrl + "/member/dashboard");
    const perks = page.locator("li", { has: page.getByText("Every member", { exact: true }) });
    await perks.getByRole("link", { name: "Saved favorites" }).waitFor();
    expect(await page.getByText("Saved favorites (locked)").count()).toBe(0);
  });
});

describe("server-rendered pages", () => {
  it("says an out-of-range page is out of range before any script runs", async () => {
    const { total, limit } = await allListings();
    const last = Math.ceil(total / limit);
    const html = await (await fetch(`${baseUrl}/listings?page=${last + 1}`)).text();
    expect(html).toContain(`Page ${last + 1} is out of range`);
    expect(html).toContain(`href="/listings?page=${last}"`);
  });

  it("never says a checkout is complete on a bare /membership/success", async () => {
    const html = await (await fetch(`${baseUrl}/membership/success`)).text();
    expect(html).toContain("No checkout to confirm");
    expect(html).not.toContain("Your checkout is complete.");
  });
});
