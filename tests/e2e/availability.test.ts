import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { addDays } from "@shared/stay-dates";
import { icsCalendar, icsDate, startIcalFeeds, type IcalFeeds } from "../fakes/ical-feeds";
import {
  launchBrowser,
  liveSection,
  PHONE,
  signInAsAdmin,
  signUpInBrowser,
  type TestBrowser,
  visit,
  watchPage,
} from "./browser";
import { keepScreen } from "./screens";

let browser: TestBrowser;
let owner: Page;
let errors: string[];
let feeds: IcalFeeds;
let stay: {
  id: number;
  slug: string;
  name: string;
  category: { slug: string } | null;
  region: { slug: string } | null;
};

const today = new Date().toISOString().slice(0, 10);
const from = addDays(today, 40);
const to = addDays(today, 43);

/** A tRPC call from a signed-in page, as the site itself makes it. */
async function trpc(page: Page, path: string, input: unknown) {
  const res = await page.request.post(`${baseUrl}/api/trpc/${path}`, {
    data: { json: input },
    headers: { origin: baseUrl },
  });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { result: { data: { json: any } } }).result.data.json;
}

const searchPath = () =>
  `/availability?from=${from}&to=${to}&guests=1&category=${stay.category!.slug}&region=${stay.region!.slug}`;

beforeAll(async () => {
  [browser, feeds] = await Promise.all([launchBrowser(), startIcalFeeds()]);
  feeds.serve(
    "/airbnb.ics",
    icsCalendar(`DTSTART;VALUE=DATE:${icsDate(from)}\r\nDTEND;VALUE=DATE:${icsDate(to)}\r\nSUMMARY:Reserved`),
  );
  // An open stay that is free on those dates and takes a three-night stay.
  const list = (await (await fetch(`${baseUrl}/api/availability?from=${from}&to=${to}&guests=1&limit=100`)).json()) as {
    items: (typeof stay & { tierLevel: number; ownerId: number | null })[];
  };
  const candidates = list.items.filter((s) => s.tierLevel === 0 && s.ownerId === null && s.category && s.region);
  for (const candidate of candidates) {
    const check = await (
      await fetch(
        `${baseUrl}/api/listings/${candidate.slug}/availability?from=${addDays(today, 2)}&to=${addDays(today, 5)}`,
      )
    ).json();
    if (check.bookable) {
      stay = candidate;
      break;
    }
  }
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  owner = await ownerContext.newPage();
  errors = watchPage(owner);
  await signUpInBrowser(owner, baseUrl, {
    fullName: "Ivy Icalowner",
    username: `ical_${Date.now().toString(36)}`,
    password: "ical-owner-42",
  });
  // The stay becomes the owner's: a claim, approved by the admin.
  const claim = await trpc(owner, "owners.claim", {
    listingId: stay.id,
    message: "We run this stay and keep its calendar on Airbnb.",
  });
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin, baseUrl);
  await trpc(admin, "admin.approvals.decide", { id: claim.id, approve: true });
});
afterAll(async () => {
  await browser?.close();
  await feeds?.close();
});

describe("availability synced from an owner's calendar", () => {
  it("shows the stay free, then the owner imports a calendar and its booked nights leave the search and join the stay's feed", async () => {
    await visit(owner, baseUrl + searchPath());
    await owner
      .locator(`[data-testid="available-stay"][data-slug="${stay.slug}"]`)
      .getByText("Available", { exact: true })
      .waitFor();
    await keepScreen(owner, "availability-desktop", { fullPage: true });

    await visit(owner, `${baseUrl}/owner/stays/${stay.id}`);
    const manager = owner.getByRole("region", { name: "Availability calendar" });
    await manager.getByLabel("iCal address").fill(feeds.url("/airbnb.ics"));
    await manager.getByRole("button", { name: "Import calendar" }).click();
    await manager.getByText("3 booked nights").waitFor();
    await keepScreen(manager, "availability-owner-panel");

    await visit(owner, baseUrl + searchPath());
    await owner.getByRole("heading", { level: 2 }).or(owner.getByText("No stays are free")).first().waitFor();
    expect(await owner.locator(`[data-testid="available-stay"][data-slug="${stay.slug}"]`).count()).toBe(0);

    const ics = await (await fetch(`${baseUrl}/api/listings/${stay.slug}/calendar.ics`)).text();
    expect(ics).toContain(`DTSTART;VALUE=DATE:${icsDate(from)}\r\nDTEND;VALUE=DATE:${icsDate(to)}`);
    expect(errors).toEqual([]);
  });

  it("checks dates on the stay's page and links to the booking page with them, at phone width", async () => {
    const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
    const phoneErrors = watchPage(phone);
    await visit(phone, `${baseUrl}/listings/${stay.slug}`);
    await liveSection(phone, "Availability");
    const section = phone.getByRole("region", { name: "Availability" });
    const dayAfter = addDays(today, 2);
    const first = section.locator(`button[data-date="${dayAfter}"]`);
    const last = section.locator(`button[data-date="${addDays(dayAfter, 3)}"]`);
    await first.click();
    await last.click();
    const link = section.getByRole("link", { name: /Book these dates/ });
    await expect
      .poll(async () => ((await link.count()) ? link.getAttribute("href") : null))
      .toContain(`checkin=${dayAfter}`);
    await keepScreen(section, "availability-listing-phone");
    await visit(phone, baseUrl + searchPath());
    await phone
      .getByText(/stays? (is|are) free|No stays are free/)
      .first()
      .waitFor();
    await keepScreen(phone, "availability-phone", { fullPage: true });
    expect(phoneErrors).toEqual([]);
  });
});
