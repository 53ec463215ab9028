import { and, eq, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarFeeds, listingBlockedNights, listings } from "../../db/schema";
import { backgroundJobs } from "../../server/boot";
import { freeForStay } from "../../server/services/availability";
import { takenNightsFromIcs } from "../../server/services/availability/ical";
import { RULES } from "../../server/services/availability/rules";
import { syncFeed } from "../../server/services/availability/sync";
import { createApiKey } from "../../server/services/partners/keys";
import { upgradeRequiredMessage } from "@shared/access";
import { addDays, eachNight } from "@shared/stay-dates";
import { icsCalendar, icsDate, startIcalFeeds, type IcalFeeds } from "../fakes/ical-feeds";
import { createUser, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
let feeds: IcalFeeds;
let owner: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let stay: { id: number; slug: string; categoryId: number | null };
let gated: { id: number; slug: string };

const today = new Date().toISOString().slice(0, 10);
const day = (n: number) => addDays(today, n);
const get = async (path: string) => {
  const res = await fetch(t.baseUrl + path);
  return { status: res.status, json: await res.json() };
};

beforeAll(async () => {
  [t, feeds] = await Promise.all([startTestApp({ OUTBOUND_ALLOW_HOSTS: "127.0.0.1" }), startIcalFeeds()]);
  [owner, other, admin] = await Promise.all([
    createUser(t.database),
    createUser(t.database, { tier: 3 }),
    createUser(t.database, { admin: true }),
  ]);
  const db = t.database.db;
  const [open] = await db
    .select({ id: listings.id, slug: listings.slug, categoryId: listings.categoryId })
    .from(listings)
    .where(and(eq(listings.tierLevel, 0), eq(listings.approved, true)))
    .limit(1);
  stay = open!;
  await db.update(listings).set({ ownerId: owner.id, maxGuests: 4, minNights: 2 }).where(eq(listings.id, stay.id));
  await db.delete(listingBlockedNights).where(eq(listingBlockedNights.listingId, stay.id));
  const [locked] = await db
    .select({ id: listings.id, slug: listings.slug })
    .from(listings)
    .where(gte(listings.tierLevel, 2))
    .limit(1);
  gated = locked!;
});
afterAll(async () => {
  await feeds.close();
  await t.close();
});

describe("the rules of a range", () => {
  const paths = (query: string) => [`/api/availability?${query}`, `/api/listings/${stay.slug}/availability?${query}`];
  it.each([
    [`from=${day(5)}&to=${day(5)}`, RULES.order],
    [`from=${day(6)}&to=${day(5)}`, RULES.order],
    [`from=${day(-2)}&to=${day(3)}`, RULES.past],
    [`from=${day(10)}&to=${day(367)}`, RULES.ahead],
    [`from=${day(3)}&to=${day(5)}&guests=0`, RULES.guests],
    [`from=${day(3)}&to=${day(5)}&guests=21`, RULES.guests],
    [`from=${day(3)}&to=${day(5)}&guests=two`, RULES.guests],
    [`from=${day(3)}&to=${day(5)}&guests=2.5`, RULES.guests],
    [`from=2027-02-30&to=2027-03-02`, "from must be a date as YYYY-MM-DD."],
    [`from=tomorrow&to=${day(5)}`, "from must be a date as YYYY-MM-DD."],
    [`to=${day(5)}`, "from is required, as YYYY-MM-DD."],
  ])("%s is a 400: %s", async (query, message) => {
    for (const path of paths(query))
      expect(await get(path), path).toMatchObject({ status: 400, json: { error: message } });
  });

  it("takes today, 365 nights ahead and 1 to 20 guests", async () => {
    for (const path of [
      ...paths(`from=${today}&to=${day(1)}&guests=20`),
      ...paths(`from=${day(300)}&to=${day(365)}&guests=1`),
    ]) {
      expect((await get(path)).status, path).toBe(200);
    }
  });
});

describe("reading availability", () => {
  it("answers each night and whether the whole stay can be booked", async () => {
    await t.caller(owner).availability.setNights({ listingId: stay.id, from: day(10), to: day(12), state: "blocked" });
    const res = await get(`/api/listings/${stay.slug}/availability?from=${day(9)}&to=${day(13)}&guests=2`);
    expect(res.json).toMatchObject({
      nights: 4,
      minNights: 2,
      maxGuests: 4,
      bookable: false,
      reasons: ["Not every night of these dates is available."],
    });
    expect(res.json.nightly).toEqual([
      { date: day(9), state: "available" },
      { date: day(10), state: "blocked" },
      { date: day(11), state: "blocked" },
      { date: day(12), state: "available" },
    ]);
    expect(
      (await get(`/api/listings/${stay.slug}/availability?from=${day(12)}&to=${day(14)}&guests=4`)).json,
    ).toMatchObject({ bookable: true, reasons: [] });
    expect(
      (await get(`/api/listings/${stay.slug}/availability?from=${day(12)}&to=${day(13)}&guests=5`)).json,
    ).toMatchObject({
      bookable: false,
      reasons: ["This stay takes at least 2 nights.", "This stay sleeps at most 4 guests."],
    });
    expect((await get(`/api/listings/no-such-stay/availability?from=${day(12)}&to=${day(13)}`)).status).toBe(404);
  });

  it("finds the stays free every night, with room and a long enough stay", async () => {
    const found = async (query: string) =>
      ((await get(`/api/availability?${query}&limit=100`)).json.items as { id: number }[]).map((i) => i.id);
    expect(await found(`from=${day(12)}&to=${day(14)}&guests=4`)).toContain(stay.id);
    expect(await found(`from=${day(11)}&to=${day(14)}&guests=4`)).not.toContain(stay.id);
    expect(await found(`from=${day(12)}&to=${day(14)}&guests=5`)).not.toContain(stay.id);
    expect(await found(`from=${day(12)}&to=${day(13)}&guests=1`)).not.toContain(stay.id);
    expect(await found(`from=${day(12)}&to=${day(14)}&category=${stay.categoryId}`)).toContain(stay.id);
    expect(await found(`from=${day(12)}&to=${day(14)}&category=${(stay.categoryId ?? 0) + 1}`)).not.toContain(stay.id);
    const result = (await get(`/api/availability?from=${day(12)}&to=${day(14)}&limit=100`)).json;
    const card = result.items.find((i: { id: number }) => i.id === stay.id);
    expect(card).toMatchObject({ available: true, slug: stay.slug });
    expect(card.calendar.map((n: { date: string }) => n.date)).toEqual(eachNight(day(9), day(17)));
    expect(card.calendar.find((n: { date: string }) => n.date === day(11)).state).toBe("blocked");
    expect(await freeForStay(t.database.db, [stay.id, gated.id], { from: day(10), to: day(12) })).not.toContain(
      stay.id,
    );
    expect(await freeForStay(t.database.db, [stay.id], { from: day(12), to: day(20) })).toEqual(new Set([stay.id]));
  });

  it("lets a stay end on a blocked night: the departure day is not a night of the stay", async () => {
    // Nights 10 and 11 are blocked above: arriving on day 8 and leaving on day 10 takes nights 8 and 9 only.
    const found = async (query: string) =>
      ((await get(`/api/availability?${query}&limit=100`)).json.items as { id: number }[]).map((i) => i.id);
    expect(await found(`from=${day(8)}&to=${day(10)}&guests=2`)).toContain(stay.id);
    expect(
      (await get(`/api/listings/${stay.slug}/availability?from=${day(8)}&to=${day(10)}&guests=2`)).json,
    ).toMatchObject({ bookable: true, reasons: [] });
    expect(await freeForStay(t.database.db, [stay.id], { from: day(8), to: day(10) })).toEqual(new Set([stay.id]));
    expect(await freeForStay(t.database.db, [stay.id], { from: day(8), to: day(11) })).toEqual(new Set());
  });

  it("keeps a stay's calendar from readers below its tier, as its page does", async () => {
    const range = `from=${day(3)}&to=${day(5)}`;
    expect(await get(`/api/listings/${gated.slug}/availability?${range}`)).toMatchObject({
      status: 403,
      json: { error: expect.stringContaining("Membership upgrade required") },
    });
    expect((await fetch(`${t.baseUrl}/api/listings/${gated.slug}/calendar.ics`)).status).toBe(403);
    await expect(
      t.caller(null).availability.listing({ slug: gated.slug, from: day(3), to: day(5) }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await t.caller(other).availability.listing({ slug: gated.slug, from: day(3), to: day(5) })).nights).toBe(2);
    const visitorCard = (await get(`/api/availability?${range}&limit=100`)).json.items.find(
      (i: { id: number }) => i.id === gated.id,
    );
    if (visitorCard) expect(visitorCard).toMatchObject({ locked: true, description: null, externalUrl: null });
    const [row] = await t.database.db
      .select({ tierLevel: listings.tierLevel })
      .from(listings)
      .where(eq(listings.id, gated.id));
    expect(upgradeRequiredMessage(row!.tierLevel)).toContain(String(row!.tierLevel));
  });
});

describe("who edits a stay's calendar", () => {
  it("refuses other members on every change, and lets the owner and admins", async () => {
    const refused = { code: "FORBIDDEN", message: "This stay is not yours to manage." };
    const as = t.caller(other).availability;
    await expect(as.manage(stay.id)).rejects.toMatchObject(refused);
    await expect(
      as.setNights({ listingId: stay.id, from: day(20), to: day(22), state: "blocked" }),
    ).rejects.toMatchObject(refused);
    await expect(as.setMinNights({ listingId: stay.id, minNights: 3 })).rejects.toMatchObject(refused);
    await expect(as.addFeed({ listingId: stay.id, url: feeds.url("/normal.ics") })).rejects.toMatchObject(refused);
    expect(
      await t.database.db
        .select()
        .from(listingBlockedNights)
        .where(and(eq(listingBlockedNights.listingId, stay.id), eq(listingBlockedNights.night, day(20)))),
    ).toEqual([]);

    const byAdmin = await t
      .caller(admin)
      .availability.setNights({ listingId: stay.id, from: day(20), to: day(22), state: "blocked" });
    expect(byAdmin.blocked).toEqual(expect.arrayContaining([day(20), day(21)]));
    const freed = await t
      .caller(owner)
      .availability.setNights({ listingId: stay.id, from: day(20), to: day(21), state: "available" });
    expect(freed.blocked).toContain(day(21));
    expect(freed.blocked).not.toContain(day(20));
    await expect(
      t.caller(owner).availability.setNights({ listingId: stay.id, from: day(-3), to: day(2), state: "blocked" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining(RULES.past) });
  });

  it("sets minimum nights from 1 to 30 and capacity from 1 to 20", async () => {
    for (const minNights of [0, 31, 1.5]) {
      await expect(t.caller(owner).availability.setMinNights({ listingId: stay.id, minNights })).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: expect.stringContaining(RULES.minNights),
      });
    }
    expect((await t.caller(owner).availability.setMinNights({ listingId: stay.id, minNights: 3 })).stay.minNights).toBe(
      3,
    );
    await t.caller(admin).availability.setMinNights({ listingId: stay.id, minNights: 2 });
    await expect(
      t.caller(admin).admin.properties.update({ id: stay.id, data: { maxGuests: 21 } }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("Guest capacity must be from 1 to 20."),
    });
  });
});

const NORMAL = () =>
  icsCalendar(
    // Airbnb style: all-day, DTEND the departure day.
    `DTSTART;VALUE=DATE:${icsDate(day(30))}\r\nDTEND;VALUE=DATE:${icsDate(day(33))}\r\nSUMMARY:Reserved`,
    // All-day with no DTEND: that one night.
    `DTSTART;VALUE=DATE:${icsDate(day(40))}\r\nSUMMARY:Not available`,
    // Arrival 4 pm, departure 11 am, Los Angeles time: the nights of the 50th and 51st, whatever UTC says.
    `DTSTART;TZID=America/Los_Angeles:${icsDate(day(50))}T160000\r\nDTEND;TZID=America/Los_Angeles:${icsDate(day(52))}T110000\r\nSUMMARY:Guest`,
    // Late evening in UTC, gone by morning: one night.
    `DTSTART:${icsDate(day(60))}T233000Z\r\nDTEND:${icsDate(day(61))}T100000Z`,
    // A weekly hold, three times.
    `DTSTART;VALUE=DATE:${icsDate(day(70))}\r\nDTEND;VALUE=DATE:${icsDate(day(71))}\r\nRRULE:FREQ=WEEKLY;COUNT=3`,
    // Cancelled and free-time events take nothing.
    `DTSTART;VALUE=DATE:${icsDate(day(80))}\r\nDTEND;VALUE=DATE:${icsDate(day(85))}\r\nSTATUS:CANCELLED`,
    `DTSTART;VALUE=DATE:${icsDate(day(90))}\r\nDTEND;VALUE=DATE:${icsDate(day(95))}\r\nTRANSP:TRANSPARENT`,
    // Past nights and nights beyond a year are not kept.
    `DTSTART;VALUE=DATE:${icsDate(day(-20))}\r\nDTEND;VALUE=DATE:${icsDate(day(-18))}`,
    `DTSTART;VALUE=DATE:${icsDate(day(400))}\r\nDTEND;VALUE=DATE:${icsDate(day(402))}`,
  );
const NORMAL_NIGHTS = [day(30), day(31), day(32), day(40), day(50), day(51), day(60), day(70), day(77), day(84)];

describe("importing calendars", () => {
  let feedId: number;

  it("reads a booking site's feed: all-day, time-zone and repeating events", async () => {
    feeds.serve("/normal.ics", NORMAL());
    const added = await t.caller(owner).availability.addFeed({ listingId: stay.id, url: feeds.url("/normal.ics") });
    expect(added).toMatchObject({ ok: true, nights: NORMAL_NIGHTS.length });
    feedId = added.feedId;
    const calendar = await t.caller(owner).availability.manage(stay.id);
    expect(calendar.booked).toEqual(NORMAL_NIGHTS);
    expect(calendar.feeds).toEqual([
      expect.objectContaining({
        id: feedId,
        url: feeds.url("/normal.ics"),
        lastError: null,
        nights: NORMAL_NIGHTS.length,
        lastSuccessAt: expect.any(Date),
      }),
    ]);

    const nightly = (await get(`/api/listings/${stay.slug}/availability?from=${day(29)}&to=${day(34)}`)).json.nightly;
    expect(nightly.map((n: { state: string }) => n.state)).toEqual([
      "available",
      "booked",
      "booked",
      "booked",
      "available",
    ]);
    const ids = (
      (await get(`/api/availability?from=${day(31)}&to=${day(34)}&limit=100`)).json.items as { id: number }[]
    ).map((i) => i.id);
    expect(ids).not.toContain(stay.id);
  });

  it("publishes the stay's own feed, which parses back with the same library", async () => {
    const res = await fetch(`${t.baseUrl}/api/listings/${stay.slug}/calendar.ics`);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await res.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain(`DTSTART;VALUE=DATE:${icsDate(day(30))}\r\nDTEND;VALUE=DATE:${icsDate(day(33))}`);
    const calendar = await t.caller(owner).availability.manage(stay.id);
    const back = takenNightsFromIcs(text, { from: today, to: day(366) });
    expect([...back].sort()).toEqual([...new Set([...calendar.booked, ...calendar.blocked])].sort());
  });

  it("keeps a failing feed's last good nights and says what went wrong", async () => {
    const before = (await t.caller(owner).availability.manage(stay.id)).feeds[0]!;
    feeds.serve("/normal.ics", "<html>Maintenance</html>");
    expect(await t.caller(owner).availability.syncNow(feedId)).toMatchObject({
      ok: false,
      error: expect.stringContaining("could not be read as iCal"),
    });
    feeds.serve("/normal.ics", "down", 503);
    expect(await t.caller(admin).availability.syncNow(feedId)).toMatchObject({
      ok: false,
      error: "The calendar URL answered HTTP 503.",
    });
    const after = await t.caller(owner).availability.manage(stay.id);
    expect(after.booked).toEqual(NORMAL_NIGHTS);
    expect(after.feeds[0]).toMatchObject({
      lastError: "The calendar URL answered HTTP 503.",
      lastSuccessAt: before.lastSuccessAt,
    });
    await expect(t.caller(other).availability.syncNow(feedId)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(t.caller(other).availability.removeFeed(feedId)).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("syncs every feed on the half-hourly job, replacing the feed's nights", async () => {
    const job = backgroundJobs(t.database.db, t.deps.env, t.deps.logger, t.deps.metrics).find(
      (j) => j.name === "sync-calendars",
    )!;
    expect(job.everyMs).toBe(30 * 60_000);
    feeds.serve(
      "/normal.ics",
      icsCalendar(`DTSTART;VALUE=DATE:${icsDate(day(45))}\r\nDTEND;VALUE=DATE:${icsDate(day(47))}`),
    );
    await job.run();
    const calendar = await t.caller(owner).availability.manage(stay.id);
    expect(calendar.booked).toEqual([day(45), day(46)]);
    expect(calendar.feeds[0]).toMatchObject({ lastError: null });
  });

  it("stops reading a huge feed at the size limit, and gives up on one that does not answer", async () => {
    const huge = await t.caller(owner).availability.addFeed({ listingId: stay.id, url: feeds.url("/huge.ics") });
    expect(huge).toMatchObject({ ok: false, error: "The calendar is larger than 2048 KB, so it was not read." });
    expect((await fetch(`${t.baseUrl}/readyz`)).status).toBe(200);
    const [hang] = await t.database.db
      .insert(calendarFeeds)
      .values({ listingId: stay.id, url: feeds.url("/hang.ics") })
      .returning();
    expect(await syncFeed(t.database.db, hang!, t.deps.outbound, { timeoutMs: 300 })).toEqual({
      ok: false,
      error: "The calendar URL did not answer within 0.3 seconds.",
    });
    expect(
      await syncFeed(t.database.db, { ...hang!, url: "http://127.0.0.1:9/closed.ics" }, t.deps.outbound),
    ).toMatchObject({ ok: false, error: expect.stringContaining("could not be reached") });
    await t.caller(owner).availability.removeFeed(hang!.id);
    await t.caller(owner).availability.removeFeed(huge.feedId);
  });

  it("takes https and webcal addresses only, five per stay, each once", async () => {
    const add = (url: string) => t.caller(owner).availability.addFeed({ listingId: stay.id, url });
    await expect(add("ftp://bookings.example/cal.ics")).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("must start with https://"),
    });
    await expect(add("http://bookings.example/cal.ics")).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("must start with https://"),
    });
    await expect(add("not a url")).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(add(feeds.url("/normal.ics"))).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "This calendar is already imported for this stay.",
    });
    const webcal = await add("webcal://127.0.0.1:9/airbnb.ics");
    const calendar = await t.caller(owner).availability.manage(stay.id);
    expect(calendar.feeds.find((f) => f.id === webcal.feedId)?.url).toBe("https://127.0.0.1:9/airbnb.ics");
    for (let i = calendar.feeds.length; i < 5; i++) await add(`https://127.0.0.1:9/extra-${i}.ics`);
    await expect(add("https://127.0.0.1:9/sixth.ics")).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "A stay can import at most 5 calendars; remove one first.",
    });
    // Removing a feed removes its nights.
    await t.caller(owner).availability.removeFeed(feedId);
    expect((await t.caller(owner).availability.manage(stay.id)).booked).toEqual([]);
  });
});

describe("the partner API", () => {
  it("answers GET /api/v1/listings/{slug}/availability with the same answer, for keys with availability:read, documented", async () => {
    const readKey = await createApiKey(t.database.db, other.id, {
      name: "Availability",
      scopes: ["availability:read"],
    });
    const listingsKey = await createApiKey(t.database.db, other.id, { name: "Listings", scopes: ["listings:read"] });
    const v1 = (path: string, key: string) =>
      fetch(`${t.baseUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${key}` } });
    const path = `/listings/${stay.slug}/availability?from=${day(9)}&to=${day(13)}&guests=2`;
    const res = await v1(path, readKey.key);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(
      (await get(`/api/listings/${stay.slug}/availability?from=${day(9)}&to=${day(13)}&guests=2`)).json,
    );
    expect((await v1(path, listingsKey.key)).status).toBe(403);
    expect(
      await (await v1(`/listings/${stay.slug}/availability?from=${day(5)}&to=${day(5)}`, readKey.key)).json(),
    ).toMatchObject({ error: RULES.order });
    expect((await v1(`/listings/${gated.slug}/availability?from=${day(5)}&to=${day(6)}`, readKey.key)).status).toBe(
      403,
    );
    const doc = (await (await fetch(`${t.baseUrl}/api/v1/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(doc.paths).toHaveProperty(["/listings/{slug}/availability", "get"]);
  });
});
