import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { liveSection, openBrowserPage, PHONE, type TestBrowser, visit, watchPage } from "./browser";
import { keepScreen } from "./screens";
import { addDays, type Night } from "@shared/stay-dates";
import { quoteStay, type StayPrices } from "@shared/stay-quote";

let browser: TestBrowser;
let page: Page;
let errors: string[];

type Stay = StayPrices & { slug: string; externalUrl: string | null; nightlyPrice: number };
type Check = { minNights: number; maxGuests: number; nightly: Night[] };

/** The stay under test: an open one that asks for two nights or more, with a blocked night in the weeks ahead. */
let stay: Stay;
let rules: Check;
/** The first blocked night, and a free stay of the minimum length before it. */
let blocked: string;
let arrival: string;
let departure: string;

const today = new Date().toISOString().slice(0, 10);
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { maximumFractionDigits: 2, minimumFractionDigits: cents % 100 ? 2 : 0 })}`;
/** "Dec 13" as the messages name a night. */
const shortDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

async function findStay() {
  const url = `${baseUrl}/api/trpc/listings.list?input=${encodeURIComponent(JSON.stringify({ json: { tier: 0, limit: 100 } }))}`;
  const items = ((await (await fetch(url)).json()) as { result: { data: { json: { items: Stay[] } } } }).result.data
    .json.items;
  for (const candidate of items.filter((s) => s.externalUrl && s.nightlyPrice !== null)) {
    const check = (await (
      await fetch(
        `${baseUrl}/api/listings/${candidate.slug}/availability?from=${addDays(today, 1)}&to=${addDays(today, 60)}`,
      )
    ).json()) as Check;
    if (check.minNights < 2) continue;
    const free = new Set(check.nightly.filter((n) => n.state === "available").map((n) => n.date));
    const firstBlocked = check.nightly.find((n) => n.state === "blocked")?.date;
    if (!firstBlocked || !free.has(addDays(firstBlocked, -1))) continue;
    // A stay of the minimum length, every night free, ending before the blocked night.
    for (let start = addDays(today, 1); start < firstBlocked; start = addDays(start, 1)) {
      const nights = Array.from({ length: check.minNights }, (_, i) => addDays(start, i));
      if (nights.every((n) => free.has(n)) && addDays(start, check.minNights) <= firstBlocked) {
        [stay, rules, blocked, arrival, departure] = [
          candidate,
          check,
          firstBlocked,
          start,
          addDays(start, check.minNights),
        ];
        return;
      }
    }
  }
  throw new Error("No open stay with a minimum stay and a blocked night in the demo data.");
}

beforeAll(async () => {
  ({ browser, page, errors } = await openBrowserPage());
  await findStay();
});
afterAll(() => browser?.close());

const card = (p: Page) => p.getByRole("complementary", { name: "Booking" });
const calendar = (p: Page) => p.getByRole("region", { name: "Availability" });
const day = (p: Page, date: string) => calendar(p).locator(`button[data-date="${date}"]`);

/** Pages the calendar on until `date` is in view. */
async function showDate(p: Page, date: string) {
  await calendar(p).getByRole("group", { name: "Choose your arrival and departure" }).waitFor();
  while (!(await day(p, date).count())) await calendar(p).getByRole("button", { name: "Next months" }).click();
}

async function pickOnCalendar(p: Page, from: string, to: string) {
  await showDate(p, from);
  await day(p, from).click();
  await showDate(p, to);
  await day(p, to).click();
}

const expectedTotal = (from: string, to: string) => dollars(quoteStay(stay, from, to)!.total);

async function expectPressed(locator: Locator) {
  await expect.poll(() => locator.getAttribute("aria-pressed")).toBe("true");
}

describe("a stay's calendar and booking card are one picker", () => {
  it("fills the card's dates and quote from two nights picked on the calendar, and the card's dates show on the calendar", async () => {
    await visit(page, `${baseUrl}/listings/${stay.slug}`);
    await liveSection(page, "Availability");
    await pickOnCalendar(page, arrival, departure);

    await expect.poll(() => card(page).getByTestId("quote-total").innerText()).toBe(expectedTotal(arrival, departure));
    expect(await card(page).getByLabel("Check-in").inputValue()).toBe(arrival);
    expect(await card(page).getByLabel("Check-out").inputValue()).toBe(departure);
    expect(await calendar(page).getByTestId("calendar-total").innerText()).toBe(expectedTotal(arrival, departure));
    await calendar(page).getByTestId("stay-check").getByText("Available", { exact: true }).waitFor();
    const url = new URL(page.url());
    expect([url.searchParams.get("checkin"), url.searchParams.get("checkout")]).toEqual([arrival, departure]);
    await calendar(page).scrollIntoViewIfNeeded();
    await keepScreen(page, "stay-picker-desktop");

    // The guests menu offers what the stay sleeps, and no more.
    const guests = card(page).getByLabel("Guests");
    const options = await guests.locator("option").allTextContents();
    expect(options.length).toBe(rules.maxGuests);
    expect(options.at(-1)).toBe(`${rules.maxGuests} guests`);

    // Dates typed in the card are the calendar's range.
    const later = addDays(arrival, 1);
    await card(page).getByLabel("Check-in").fill(later);
    await card(page).getByLabel("Check-out").fill(addDays(later, rules.minNights));
    await expectPressed(day(page, later));
    await expectPressed(day(page, addDays(later, rules.minNights)));
    await expect.poll(() => day(page, arrival).getAttribute("aria-pressed")).toBe("false");
    expect(errors).toEqual([]);
  });

  it("names a blocked night in a picked range, and the stay's minimum", async () => {
    await visit(page, `${baseUrl}/listings/${stay.slug}`);
    await liveSection(page, "Availability");
    await pickOnCalendar(page, addDays(blocked, -1), addDays(blocked, 1));
    const notAvailable = `${shortDate(blocked)} is not available.`;
    await card(page).getByRole("alert").getByText(notAvailable).waitFor();
    await calendar(page).getByText(notAvailable).waitFor();
    await keepScreen(page, "stay-picker-blocked-desktop");
    expect(await card(page).getByTestId("quote-total").count()).toBe(0);
    expect(
      await card(page)
        .getByRole("link", { name: /Book this stay/ })
        .getAttribute("href"),
    ).toBe(stay.externalUrl);

    await pickOnCalendar(page, arrival, addDays(arrival, 1));
    await card(page)
      .getByRole("alert")
      .getByText(new RegExp(`^This stay has a ${rules.minNights}-night minimum`))
      .waitFor();
    expect(await card(page).getByTestId("quote-total").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("picks with the keyboard: arrow keys move between dates, Enter chooses", async () => {
    await visit(page, `${baseUrl}/listings/${stay.slug}`);
    await liveSection(page, "Availability");
    await showDate(page, arrival);
    await day(page, arrival).focus();
    await page.keyboard.press("Enter");
    for (let i = 0; i < rules.minNights; i++) await page.keyboard.press("ArrowRight");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-date"))).toBe(departure);
    await page.keyboard.press("Enter");
    await expect.poll(() => card(page).getByTestId("quote-total").innerText()).toBe(expectedTotal(arrival, departure));
    expect(errors).toEqual([]);
  });

  it("takes the dates and party chosen in search from the address, and going back keeps the search's", async () => {
    const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
    const phoneErrors = watchPage(phone);
    const search = `checkin=${arrival}&checkout=${departure}&guests=${rules.maxGuests}`;
    await visit(phone, `${baseUrl}/listings?${search}`);
    await visit(phone, `${baseUrl}/listings/${stay.slug}?${search}`);
    await expect.poll(() => card(phone).getByTestId("quote-total").innerText()).toBe(expectedTotal(arrival, departure));
    expect(await card(phone).getByLabel("Check-in").inputValue()).toBe(arrival);
    expect(await card(phone).getByLabel("Guests").inputValue()).toBe(String(rules.maxGuests));
    await card(phone).scrollIntoViewIfNeeded();
    await keepScreen(phone, "stay-picker-card-phone");

    await liveSection(phone, "Availability");
    await expectPressed(day(phone, arrival));
    await expectPressed(day(phone, departure));
    // A new choice on the stay's page replaces its address: the back button leads to the search as it was.
    await card(phone).getByLabel("Guests").selectOption("1");
    await expect.poll(() => new URL(phone.url()).searchParams.get("guests")).toBe("1");
    await calendar(phone).scrollIntoViewIfNeeded();
    await keepScreen(calendar(phone), "stay-picker-calendar-phone");
    await phone.goBack();
    await expect.poll(() => new URL(phone.url()).pathname).toBe("/listings");
    expect(new URL(phone.url()).search).toBe(`?${search}`);
    expect(phoneErrors).toEqual([]);
  });
});
