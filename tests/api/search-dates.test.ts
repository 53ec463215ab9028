import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarFeeds, feedBookedNights, listingBlockedNights, listings } from "../../db/schema";
import { DATE_NOTES } from "../../server/services/availability/search-dates";
import { RULES, SEARCH_RULES } from "../../server/services/availability/rules";
import { createApiKey } from "../../server/services/partners/keys";
import { addDays, earliestToday } from "@shared/stay-dates";
import { quoteStay } from "@shared/stay-quote";
import { createUser, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
let key: string;

// Stays of their own, found by a made-up word; each breaks one rule of the dates (or none).
const WORD = "quillfeather";
const STAYS = {
  free: { maxGuests: 4 },
  blocked: { maxGuests: 4 },
  synced: { maxGuests: 4 },
  longStay: { maxGuests: 4, minNights: 5 },
  small: { maxGuests: 2 },
  departure: { maxGuests: 6 },
  later: { maxGuests: 4 },
} as const;
type Name = keyof typeof STAYS;
const ids = {} as Record<Name, number>;
const PRICES = { nightlyPrice: 20_000, weekendPrice: 26_000, cleaningFee: 7_500, currency: "USD" };

/** The first Wednesday at least two weeks ahead: three nights from it are Wed, Thu and Fri. */
const wednesday = (() => {
  let day = addDays(earliestToday(), 14);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 3) day = addDays(day, 1);
  return day;
})();
const day = (n: number) => addDays(wednesday, n);
const dated = `checkin=${day(0)}&checkout=${day(3)}&guests=3`;

const get = async (path: string) => {
  const res = await fetch(t.baseUrl + path);
  return { status: res.status, headers: res.headers, json: await res.json() };
};
const v1 = async (path: string) => {
  const res = await fetch(`${t.baseUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${key}` } });
  return { status: res.status, json: await res.json() };
};
const nameOf = (id: number) => (Object.keys(ids) as Name[]).find((name) => ids[name] === id);
const names = (items: { id: number }[]) => items.map((i) => nameOf(i.id));
const listed = async (query: string) => {
  const res = await get(`/api/listings?search=${WORD}&${query.includes("limit=") ? "" : "limit=50&"}${query}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res;
};

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  for (const [i, [name, rules]] of Object.entries(STAYS).entries()) {
    const [row] = await db
      .insert(listings)
      .values({
        name: `${WORD} ${name}`,
        slug: `${WORD}-${name.toLowerCase()}`,
        description: `<p>A stay that is ${name}.</p>`,
        location: "Nowhere, Highlands",
        mainImage: "/images/hero-landscape.svg",
        latitude: 46 + i / 10,
        longitude: 7 + i / 10,
        // Rated in the order above, so an order of results reads as one.
        rating: 4.9 - i / 10,
        ...PRICES,
        ...rules,
      })
      .returning({ id: listings.id });
    ids[name as Name] = row!.id;
  }
  // One night closed by the owner in the middle; one booked through a synced calendar; the departure day itself;
  // the first night (free from a day later).
  await db.insert(listingBlockedNights).values([
    { listingId: ids.blocked, night: day(1) },
    { listingId: ids.departure, night: day(3) },
    { listingId: ids.later, night: day(0) },
  ]);
  const [feed] = await db
    .insert(calendarFeeds)
    .values({ listingId: ids.synced, url: "https://example.com/cal.ics" })
    .returning({ id: calendarFeeds.id });
  await db
    .insert(feedBookedNights)
    .values([-2, -1, 0, 1, 2, 3, 4, 5].map((n) => ({ feedId: feed!.id, listingId: ids.synced, night: day(n) })));
  const owner = await createUser(t.database);
  ({ key } = await createApiKey(db, owner.id, { name: "Dates", scopes: ["listings:read", "search:read"] }));
});
afterAll(() => t.close());

describe("a search with dates and guests", () => {
  it("finds only stays free every night, long enough and sleeping the guests; a night taken on departure day is free", async () => {
    const res = await listed(dated);
    expect(names(res.json)).toEqual(["free", "departure"]);
    expect(JSON.parse(decodeURIComponent(res.headers.get("x-search-dates")!))).toEqual({
      checkin: day(0),
      checkout: day(3),
      nights: 3,
      guests: 3,
      flexible: false,
    });
    // Without dates every one of them is there.
    expect(names((await listed("")).json)).toHaveLength(7);
  });

  it("gives each stay its total from the stay page's quote: two nights at $200, Friday at $260, $75 cleaning", async () => {
    const [free] = (await listed(dated)).json;
    expect(free.stay).toEqual({
      checkin: day(0),
      checkout: day(3),
      nights: 3,
      total: 73_500,
      currency: "USD",
      shifted: false,
    });
    expect(free.stay.total / 100).toBe(735);
    expect(free.stay.total).toBe(quoteStay(PRICES, day(0), day(3))!.total);
  });

  it("with flexible dates, also finds stays free on the same nights moved up to 3 days, exact ones first", async () => {
    const { json, headers } = await listed(`${dated}&flexible=1`);
    expect(names(json).slice(0, 2)).toEqual(["free", "departure"]);
    const byName = Object.fromEntries(json.map((i: any) => [nameOf(i.id), i.stay]));
    // Closed on the first night: free a day later (Thu, Fri, Sat: one night at $200, two at $260).
    expect(byName.later).toEqual({
      checkin: day(1),
      checkout: day(4),
      nights: 3,
      total: 20_000 + 2 * 26_000 + 7_500,
      currency: "USD",
      shifted: true,
    });
    // Closed on the second night: the nearest move that frees all three is two days earlier.
    expect(byName.blocked).toMatchObject({ checkin: day(-2), checkout: day(1), shifted: true });
    // Booked from 2 days before to 5 after: no move of 3 days frees three nights; too short, too small: never.
    expect(Object.keys(byName).sort()).toEqual(["blocked", "departure", "free", "later"]);
    expect(JSON.parse(decodeURIComponent(headers.get("x-search-notes")!))).toEqual([
      DATE_NOTES.applied({ checkin: day(0), checkout: day(3), nights: 3, guests: 3, flexible: true }),
      DATE_NOTES.shifted,
    ]);
  });

  it("pages through the stays free on the dates, then those free on moved dates, counting both", async () => {
    const pages = [];
    for (const [page, limit] of [
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
      [5, 1],
      [1, 3],
      [2, 3],
    ] as const) {
      const { json, headers } = await listed(`${dated}&flexible=1&page=${page}&limit=${limit}`);
      expect(headers.get("x-total-count"), `page ${page} of ${limit}`).toBe("4");
      pages.push(names(json));
    }
    expect(pages).toEqual([
      ["free"],
      ["departure"],
      ["blocked"],
      ["later"],
      [],
      ["free", "departure", "blocked"],
      ["later"],
    ]);
  });

  it("says in words what it applied, and why nothing came back", async () => {
    const caller = t.caller(null);
    const applied = await caller.listings.list({ search: WORD, checkin: day(0), checkout: day(3), guests: 3 });
    expect(applied.dates).toEqual({ checkin: day(0), checkout: day(3), nights: 3, guests: 3, flexible: false });
    expect(applied.notes).toEqual([DATE_NOTES.applied(applied.dates!)]);
    expect(applied.notes[0]).toMatch(/^Stays free Wed \d+( \w+)? - Sat \d+ \w+ \d{4} \(3 nights\) for 3 guests\.$/);
    // Only the blocked stay has this word: it is not free, though it is there without the dates.
    const none = await caller.listings.list({
      search: `${WORD} blocked`,
      mode: "all-keywords",
      checkin: day(0),
      checkout: day(3),
    });
    expect(none).toMatchObject({ items: [], total: 0, notes: [DATE_NOTES.nothingFree] });
    const flexibleNone = await caller.listings.list({
      search: `${WORD} synced`,
      mode: "all-keywords",
      checkin: day(0),
      checkout: day(3),
      flexible: true,
    });
    expect(flexibleNone).toMatchObject({ items: [], notes: [DATE_NOTES.nothingFreeFlexible] });
    const guestsOnly = await caller.listings.list({ search: WORD, guests: 3 });
    expect(guestsOnly.dates).toBeNull();
    expect(guestsOnly.notes).toEqual(["Stays that sleep 3 guests or more."]);
    expect(names(guestsOnly.items)).not.toContain("small");
    expect(guestsOnly.items).toHaveLength(6);
    expect(guestsOnly.items.every((i) => !("stay" in i))).toBe(true);
  });

  it("answers the same through REST, the typed client, the map, and the partner API's list and AI search", async () => {
    const query = { search: WORD, checkin: day(0), checkout: day(3), guests: 3, flexible: true };
    const rest = (await listed(`${dated}&flexible=1`)).json as { id: number; slug: string; stay: unknown }[];
    const typed = await t.caller(null).listings.list(query);
    expect(typed.items.map((i) => [i.id, i.stay])).toEqual(rest.map((i) => [i.id, i.stay]));
    const map = await t.caller(null).listings.mapPoints(query);
    expect(Object.fromEntries(map.points.map((p) => [p.id, p.stay]))).toEqual(
      Object.fromEntries(rest.map((i) => [i.id, i.stay])),
    );
    expect(map.dates).toEqual(typed.dates);
    const partner = await v1(`/listings?q=${WORD}&checkin=${day(0)}&checkout=${day(3)}&guests=3&flexible=1`);
    expect(partner.status, JSON.stringify(partner.json)).toBe(200);
    expect(partner.json.data.map((l: any) => [l.slug, l.stay])).toEqual(rest.map((i) => [i.slug, i.stay]));
    expect(partner.json.dates).toEqual(typed.dates);
    const ai = await v1(`/search?q=${WORD}&checkin=${day(0)}&checkout=${day(3)}&guests=3&flexible=1`);
    expect(ai.status, JSON.stringify(ai.json)).toBe(200);
    expect(ai.json.dates).toEqual(typed.dates);
    expect(ai.json.data.map((l: any) => [l.slug, l.stay])).toEqual(rest.map((i) => [i.slug, i.stay]));
  });
});

describe("an owner closing nights", () => {
  it("takes the stay out of searches for those nights at once, also for the visitors' shared answers", async () => {
    const owner = await createUser(t.database);
    await t.database.db
      .update(listings)
      .set({ ownerId: owner.id })
      .where(sql`${listings.id} = ${ids.free}`);
    const query = `checkin=${day(10)}&checkout=${day(12)}`;
    expect(names((await listed(query)).json)).toContain("free");
    await t.caller(owner).availability.setNights({ listingId: ids.free, from: day(11), to: day(12), state: "blocked" });
    expect(names((await listed(query)).json)).not.toContain("free");
  });
});

describe("bad dates and guests", () => {
  const most = async () => {
    const [row] = await t.database.db
      .select({ n: sql<number>`max(${listings.maxGuests})` })
      .from(listings)
      .where(sql`${listings.archivedAt} is null and ${listings.approved}`);
    return Number(row!.n);
  };
  const cases = () => [
    [`checkin=${day(3)}&checkout=${day(1)}`, SEARCH_RULES.order],
    [`checkin=${day(3)}&checkout=${day(3)}`, SEARCH_RULES.order],
    [`checkin=${addDays(earliestToday(), -2)}&checkout=${day(1)}`, SEARCH_RULES.past],
    [`checkin=${addDays(earliestToday(), 340)}&checkout=${addDays(earliestToday(), 367)}`, SEARCH_RULES.ahead],
    [`checkin=${day(0)}`, "checkout is required with checkin, as YYYY-MM-DD."],
    [`checkout=${day(3)}`, "checkin is required with checkout, as YYYY-MM-DD."],
    [`checkin=2027-02-30&checkout=2027-03-02`, "checkin must be a date as YYYY-MM-DD."],
    [`checkin=${day(0)}&checkout=${day(61)}`, "checkout must be at most 60 nights after checkin."],
    ["guests=0", RULES.guests],
    ["guests=21", RULES.guests],
    ["guests=two", RULES.guests],
    ["guests=2.5", RULES.guests],
    [`checkin=${day(0)}&checkout=${day(3)}&flexible=maybe`, "flexible must be true or false (1 or 0 in a URL)."],
  ];

  it("refuses each with a 400 naming the field, on REST, the partner API and the typed client", async () => {
    expect(SEARCH_RULES).toEqual({
      order: "checkin must be before checkout.",
      past: "checkin cannot be in the past.",
      ahead: "checkout must be at most 365 nights ahead.",
    });
    for (const [query, message] of cases()) {
      expect(await get(`/api/listings?${query}`), query).toMatchObject({ status: 400, json: { error: message } });
      expect(await v1(`/listings?${query}`), query).toMatchObject({ status: 400, json: { error: message } });
      expect(await v1(`/search?q=${WORD}&${query}`), query).toMatchObject({ status: 400, json: { error: message } });
      expect(await get(`/api/search/ai?q=${WORD}&${query}`), query).toMatchObject({
        status: 400,
        json: { error: message },
      });
    }
    await expect(t.caller(null).listings.list({ checkin: day(0) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("checkout is required with checkin"),
    });
  });

  it("says when no stay sleeps that many guests, with or without dates", async () => {
    const message = `No stay sleeps 19 guests; the most is ${await most()}.`;
    expect(DATE_NOTES.tooMany(19, await most())).toBe(message);
    for (const query of ["guests=19", `checkin=${day(0)}&checkout=${day(3)}&guests=19`]) {
      expect(await get(`/api/listings?${query}`), query).toMatchObject({ status: 400, json: { error: message } });
      expect(await v1(`/listings?${query}`), query).toMatchObject({ status: 400, json: { error: message } });
      expect(await v1(`/search?q=${WORD}&${query}`), query).toMatchObject({ status: 400, json: { error: message } });
    }
    await expect(t.caller(null).listings.mapPoints({ guests: 19 })).rejects.toMatchObject({ message });
  });
});
