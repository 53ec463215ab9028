import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@shared/stay-dates";
import { stayRangeText } from "../../src/features/search/dates-guests/stay-text";
import { formatMoney } from "../../shared/money";
import { baseUrl } from "./base-url";
import { openBrowserPage, PHONE, type TestBrowser, visit } from "./browser";
import { keepScreen } from "./screens";

let browser: TestBrowser;
let page: Page;
let errors: string[];

type Stay = { checkin: string; checkout: string; nights: number; total: number; currency: string; shifted: boolean };
type Item = { slug: string; name: string; stay?: Stay };

/** A page of the listings search straight from the API, as /listings asks for it. */
async function listingsFromApi(input: Record<string, unknown>): Promise<{ items: Item[]; total: number }> {
  const url = `${baseUrl}/api/trpc/listings.list?input=${encodeURIComponent(JSON.stringify({ json: { page: 1, ...input } }))}`;
  const body = (await (await fetch(url)).json()) as { result: { data: { json: { items: Item[]; total: number } } } };
  return body.result.data.json;
}

/** Today as the browser counts it, and days from it (YYYY-MM-DD). */
async function browserToday(): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  });
}

const heroSearch = () => page.locator("section[aria-labelledby=hero-title] form[role=search]");
const cardTotals = () => page.getByTestId("card-total");
const stayParams = () => {
  const params = new URL(page.url()).searchParams;
  return { checkin: params.get("checkin"), checkout: params.get("checkout"), guests: params.get("guests") };
};

/** From the home hero: three nights two months out, for two, then Explore; lands on /listings with them. */
async function searchFromHero(checkin: string, checkout: string) {
  await visit(page, baseUrl + "/");
  const hero = heroSearch();
  await hero.getByLabel("Check-in").fill(checkin);
  await hero.getByLabel("Check-out").fill(checkout);
  await hero.getByLabel("Guests").selectOption("2");
  await hero.getByRole("button", { name: "Explore", exact: true }).click();
  await page.waitForURL(`${baseUrl}/listings?checkin=${checkin}&checkout=${checkout}&guests=2`);
}

beforeAll(async () => {
  ({ browser, page, errors } = await openBrowserPage());
});
afterAll(() => browser?.close());

describe.each([
  ["desktop", { width: 1280, height: 900 }],
  ["phone", PHONE],
])("dates and guests drive the search (%s)", (name, viewport) => {
  beforeAll(() => page.setViewportSize(viewport));

  it("carries the hero's dates and guests to /listings, where each card shows its total for the nights", async () => {
    const today = await browserToday();
    const checkin = addDays(today, 60);
    const checkout = addDays(today, 63);
    await searchFromHero(checkin, checkout);

    // The picker on /listings shows the same choice.
    const bar = page.getByRole("form", { name: "Dates and guests" });
    expect(await bar.getByLabel("Check-in").inputValue()).toBe(checkin);
    expect(await bar.getByLabel("Check-out").inputValue()).toBe(checkout);
    expect(await bar.getByLabel("Guests").inputValue()).toBe("2");

    // Every card says "$1,140 for 3 nights", the first one the server's own quote for it.
    await cardTotals().first().waitFor();
    const { items } = await listingsFromApi({ checkin, checkout, guests: 2 });
    const first = items[0]!;
    expect(first.stay?.nights).toBe(3);
    expect(await cardTotals().first().innerText()).toBe(
      `${formatMoney(first.stay!.total, first.stay!.currency)} for 3 nights`,
    );
    // Cards below the fold are not drawn yet (content-visibility), so their text is read, not their drawing.
    const totals = await cardTotals().allTextContents();
    expect(totals.length).toBeGreaterThan(1);
    for (const text of totals) expect(text.trim()).toMatch(/^\S+ for 3 nights$/);
    expect(await page.getByTestId("card-price").count()).toBe(0);
    await keepScreen(page, `stay-dates-listings-${name}`);

    // The map view keeps them, and its list still quotes the nights.
    await page.getByRole("button", { name: "Map", exact: true }).click();
    await page.waitForURL(/view=map/);
    expect(stayParams()).toEqual({ checkin, checkout, guests: "2" });
    await cardTotals().first().waitFor();
    await page.getByRole("button", { name: "List", exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has("view"));
    expect(stayParams()).toEqual({ checkin, checkout, guests: "2" });

    // Opening a stay carries them to its page.
    await page.getByRole("link", { name: first.name, exact: true }).click();
    await page.waitForURL(new RegExp(`/listings/${first.slug}\\?`));
    expect(stayParams()).toEqual({ checkin, checkout, guests: "2" });
    expect(errors).toEqual([]);
  });

  it("names the field of a past date, before searching and when the server refuses a link", async () => {
    const today = await browserToday();
    await visit(page, baseUrl + "/");
    const hero = heroSearch();
    await hero.getByLabel("Check-in").fill(addDays(today, -2));
    await hero.getByLabel("Check-out").fill(addDays(today, 1));
    await hero.getByRole("button", { name: "Explore", exact: true }).click();
    await hero.getByText("Check-in can't be in the past.").waitFor();
    // The traveller is taken to the field, which says what is wrong with it; nothing was searched.
    const checkinField = hero.getByLabel("Check-in");
    expect(await checkinField.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await checkinField.getAttribute("aria-invalid")).toBe("true");
    expect(await checkinField.evaluate((el) => el.getAttribute("aria-describedby"))).toBeTruthy();
    expect(new URL(page.url()).pathname).toBe("/");
    await keepScreen(page, `stay-dates-past-${name}`);

    // A shared link with a past date: the server refuses it, and the page says why, at the field.
    await visit(page, `${baseUrl}/listings?checkin=2020-01-01&checkout=2020-01-03`);
    await page.getByText("We can't search this: checkin cannot be in the past.").waitFor();
    const bar = page.getByRole("form", { name: "Dates and guests" });
    await bar.getByText("checkin cannot be in the past.").waitFor();
    expect(await bar.getByLabel("Check-in").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("flexible dates", () => {
  it("says which nearby dates work for a stay that is taken on the nights asked for", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const today = await browserToday();
    // The demo closes a few nights of about one stay in five within six weeks: find a two-night stay that moves.
    let found: { item: Item; checkin: string; checkout: string } | null = null;
    for (let day = 4; day < 48 && !found; day += 2) {
      const checkin = addDays(today, day);
      const checkout = addDays(today, day + 2);
      for (const pageNo of [1, 2]) {
        const { items } = await listingsFromApi({ checkin, checkout, flexible: true, limit: 100, page: pageNo });
        const item = items.find((i) => i.stay?.shifted);
        if (item) found = { item, checkin, checkout };
        if (found || items.length < 100) break;
      }
    }
    expect(found).not.toBeNull();
    const { item, checkin, checkout } = found!;
    const search = encodeURIComponent(item.name);
    await visit(
      page,
      `${baseUrl}/listings?search=${search}&mode=all-keywords&checkin=${checkin}&checkout=${checkout}&flexible=1`,
    );
    const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: item.name, exact: true }) });
    await card.getByTestId("card-shifted").waitFor();
    expect(await card.getByTestId("card-shifted").innerText()).toBe(
      `Free ${stayRangeText(item.stay!.checkin, item.stay!.checkout)}`,
    );
    expect(await card.getByTestId("card-total").innerText()).toBe(
      `${formatMoney(item.stay!.total, item.stay!.currency)} for 2 nights`,
    );
    expect(
      await page.getByRole("form", { name: "Dates and guests" }).getByLabel("Flexible by ±3 days").isChecked(),
    ).toBe(true);
    // Its link opens the stay on the dates that work.
    expect(await card.getByRole("link", { name: item.name, exact: true }).getAttribute("href")).toContain(
      `checkin=${item.stay!.checkin}&checkout=${item.stay!.checkout}`,
    );
    await card.scrollIntoViewIfNeeded();
    await keepScreen(card, "stay-dates-flexible-card");
  });
});
