import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { openBrowserPage, PHONE, type TestBrowser, visit, watchPage } from "./browser";
import { keepScreen } from "./screens";

let browser: TestBrowser;
let page: Page;
let errors: string[];

type Stay = {
  slug: string;
  tierLevel: number;
  nightlyPrice: number;
  weekendPrice: number | null;
  cleaningFee: number | null;
  externalUrl: string;
};

/** "$285" on a card to 285. */
const dollars = (text: string) => Number(/\$([\d,]+)/.exec(text)![1]!.replace(/,/g, ""));
// The text of every card, drawn or not yet (cards far down the list are drawn as they come near: decision 024).
const cardPrices = async () => (await page.getByTestId("card-price").allTextContents()).map(dollars);

beforeAll(async () => {
  ({ browser, page, errors } = await openBrowserPage());
});
afterAll(() => browser?.close());

describe("prices", () => {
  it("shows 'from $X / night' on cards, sorts by price and filters by a price band", async () => {
    await visit(page, `${baseUrl}/listings`);
    await page.getByTestId("card-price").first().waitFor();
    expect(await page.getByTestId("card-price").first().innerText()).toMatch(/^from \$[\d,]+ \/ night$/);

    await page.getByLabel("Sort by").selectOption("price-asc");
    await expect.poll(() => new URL(page.url()).searchParams.get("sort")).toBe("price-asc");
    await expect
      .poll(async () => {
        const prices = await cardPrices();
        return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
      })
      .toBe(true);

    const filters = page.getByRole("complementary", { name: "Filters" });
    await filters.getByLabel("Lowest price per night").fill("250");
    await filters.getByLabel("Highest price per night").fill("320");
    await filters.getByRole("button", { name: "Apply price" }).click();
    await expect.poll(() => new URL(page.url()).search).toContain("minPrice=250&maxPrice=320");
    await page.getByRole("button", { name: "Remove filter: $250 - $320 / night" }).waitFor();
    await expect
      .poll(async () => {
        const prices = await cardPrices();
        return prices.length > 0 && prices.every((p) => p >= 250 && p <= 320);
      })
      .toBe(true);
    await keepScreen(page, "prices-listings-desktop");

    await filters.getByLabel("Highest price per night").fill("100");
    await filters.getByRole("button", { name: "Apply price" }).click();
    await filters.getByRole("alert").filter({ hasText: "The lowest price is above the highest." }).waitFor();
    expect(errors).toEqual([]);
  });

  it("quotes chosen dates on a stay's page and passes them to the booking link", async () => {
    const url = `${baseUrl}/api/trpc/listings.list?input=${encodeURIComponent(JSON.stringify({ json: { tier: 0, limit: 50 } }))}`;
    const items = ((await (await fetch(url)).json()) as { result: { data: { json: { items: Stay[] } } } }).result.data
      .json.items;
    const stay = items.find((s) => s.weekendPrice !== null && s.cleaningFee !== null)!;
    const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
    const phoneErrors = watchPage(phone);
    await visit(phone, `${baseUrl}/listings/${stay.slug}`);
    const booking = phone.getByRole("complementary", { name: "Booking" });
    await booking.getByTestId("booking-price").waitFor();
    // Wednesday 2027-03-03 to Sunday 2027-03-07: two weekday nights, then Friday and Saturday.
    await booking.getByLabel("Check-in").fill("2027-03-03");
    await booking.getByLabel("Check-out").fill("2027-03-07");
    const total = 2 * stay.nightlyPrice + 2 * stay.weekendPrice! + stay.cleaningFee!;
    await expect
      .poll(() => booking.getByTestId("quote-total").innerText())
      .toBe(
        `$${(total / 100).toLocaleString("en-US", { maximumFractionDigits: 2, minimumFractionDigits: total % 100 ? 2 : 0 })}`,
      );
    await booking.getByText("Cleaning fee").waitFor();
    const link = booking.getByRole("link", { name: /Book these dates/ });
    const href = new URL((await link.getAttribute("href"))!);
    expect([href.origin + href.pathname, href.searchParams.get("checkin"), href.searchParams.get("checkout")]).toEqual([
      stay.externalUrl,
      "2027-03-03",
      "2027-03-07",
    ]);
    await booking.scrollIntoViewIfNeeded();
    await keepScreen(phone, "prices-booking-phone");

    await booking.getByLabel("Check-out").fill("2027-03-02");
    await booking.getByRole("alert").waitFor();
    expect(await booking.getByRole("link", { name: /Book this stay/ }).getAttribute("href")).toBe(stay.externalUrl);
    expect(phoneErrors).toEqual([]);
  });
});
