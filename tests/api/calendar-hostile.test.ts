import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarFeeds, listings } from "../../db/schema";
import { NOT_ICAL } from "../../server/services/availability/ical";
import { TOO_SLOW } from "../../server/services/availability/ical-thread";
import { SYNC_NOW_REFUSED } from "../../server/services/availability/editor";
import { syncAllFeeds, syncFeed, type SyncOptions } from "../../server/services/availability/sync";
import { addDays } from "@shared/stay-dates";
import { icsCalendar, icsDate, startIcalFeeds, type IcalFeeds } from "../fakes/ical-feeds";
import { createUser, signedInMember, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
let feeds: IcalFeeds;
let drip: Server;
let dripRequests = 0;
let owner: Awaited<ReturnType<typeof createUser>>;
let stayIds: number[];

const today = new Date().toISOString().slice(0, 10);
const day = (n: number) => icsDate(addDays(today, n));
/** Bounded feeds get all the time they need: what they prove is the result, not the speed of this machine. */
const ROOMY = { readTimeLimitMs: 120_000 };
/** A rule no date ever matches: ical.js looks for its next second for ever, inside one call. */
const SECONDLY = "DTSTART:19700101T000000Z\r\nDURATION:PT1S\r\nRRULE:FREQ=SECONDLY";
const allDay = (n: number) => `DTSTART;VALUE=DATE:${day(n)}`;
const NEVER = "DTSTART:19700101T000000Z\r\nRRULE:FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30";
const EVENT_CUT = "Some events repeat more often than we read: only their first 1,000 dates were read.";
const FEED_CUT = "Only the first 20,000 dates of repeating events were read.";
const EVENTS_CUT = "Only the first 10,000 events were read.";

/** Events as short as they come (no UID or stamp), so that as many as an attack would send fit in the 2 MB limit. */
function compact(...events: string[]) {
  const vevents = events.map((e) => `BEGIN:VEVENT\r\n${e ? `${e}\r\n` : ""}END:VEVENT\r\n`).join("");
  return `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${vevents}END:VCALENDAR\r\n`;
}

/** Answers 200 and then one byte every 20 ms, for as long as the reader stays. */
async function startDrip() {
  const server = createServer((_req, res) => {
    dripRequests++;
    res.writeHead(200, { "content-type": "text/calendar" });
    const timer = setInterval(() => res.write("B"), 20);
    res.on("close", () => clearInterval(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

beforeAll(async () => {
  const app = startTestApp({ OUTBOUND_ALLOW_HOSTS: "127.0.0.1" });
  [t, feeds, drip] = await Promise.all([app, startIcalFeeds(), startDrip()]);
  owner = await createUser(t.database);
  stayIds = (await t.database.db.select({ id: listings.id }).from(listings).limit(4)).map((r) => r.id);
  for (const id of stayIds) await t.database.db.update(listings).set({ ownerId: owner.id }).where(eq(listings.id, id));
});
afterAll(async () => {
  drip.closeAllConnections();
  await Promise.all([feeds.close(), new Promise((resolve) => drip.close(resolve))]);
  await t.close();
});

async function addFeedRow(url: string, stayId = stayIds[0]!) {
  const columns = { id: calendarFeeds.id, listingId: calendarFeeds.listingId, url: calendarFeeds.url };
  const [feed] = await t.database.db.insert(calendarFeeds).values({ listingId: stayId, url }).returning(columns);
  return feed!;
}

/** Resolves once the feed's address was asked for: the sync has begun and reads what it gets from now on. */
async function requested(path: string | null) {
  const asked = () => (path === null ? dripRequests > 0 : (feeds.hits.get(path) ?? 0) > 0);
  while (!asked()) await new Promise((resolve) => setTimeout(resolve, 5));
}

type Row = [name: string, body: () => string | null, options: SyncOptions, expected: Record<string, unknown>];
/** Each feed: what the fake serves (null: the drip), how the sync is limited, and what it must answer. */
const hostile: Row[] = [
  [
    "200 SECONDLY events from 1970 (a 21 KB feed)",
    () => icsCalendar(...Array.from({ length: 200 }, () => SECONDLY)),
    ROOMY,
    { ok: true, nights: 0, notice: `${EVENT_CUT} ${FEED_CUT}` },
  ],
  [
    "a MINUTELY event with no COUNT or UNTIL from 1970",
    () => icsCalendar("DTSTART:19700101T000000Z\r\nRRULE:FREQ=MINUTELY"),
    ROOMY,
    { ok: true, nights: 1, notice: EVENT_CUT },
  ],
  [
    "a daily event with no end from 1970",
    () => icsCalendar("DTSTART;VALUE=DATE:19700101\r\nRRULE:FREQ=DAILY"),
    ROOMY,
    { ok: true, nights: 366 },
  ],
  [
    "50,000 small events",
    // Only the first is read: the one at 20,000, past the limit, takes no night.
    () => compact(allDay(3), ...Array.from({ length: 49_999 }, (_, i) => (i === 20_000 ? allDay(9) : ""))),
    ROOMY,
    { ok: true, nights: 1, notice: EVENTS_CUT },
  ],
  [
    "an event nested in 60,000 components",
    () => icsCalendar(`${allDay(3)}\r\n${"BEGIN:VEVENT\r\n".repeat(60_000)}${"END:VEVENT\r\n".repeat(60_000)}`),
    ROOMY,
    { ok: true, nights: 1 },
  ],
  [
    "a 1.9 MB line",
    () => icsCalendar(`${allDay(3)}\r\nDESCRIPTION:${"x".repeat(1_900_000)}`),
    ROOMY,
    { ok: true, nights: 1 },
  ],
  ["a rule no date matches", () => icsCalendar(NEVER), { readTimeLimitMs: 1_000 }, { ok: false, error: TOO_SLOW }],
  [
    "a parse error next to a secret",
    () => "BEGIN:VCALENDAR\r\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI\r\nEND:VCALENDAR\r\n",
    ROOMY,
    { ok: false, error: NOT_ICAL },
  ],
  [
    "a slow drip, one byte at a time",
    () => null,
    // Long enough that the server's own answer comes first however busy the machine is.
    { timeoutMs: 3000 },
    { ok: false, error: "The calendar URL did not answer within 3 seconds." },
  ],
];

describe("a hostile calendar is read within bounds while the server keeps answering", () => {
  it.each(hostile)("%s", async (name, body, options, expected) => {
    const text = body();
    const path = text === null ? null : `/hostile-${hostile.findIndex((row) => row[0] === name)}.ics`;
    if (path !== null) feeds.serve(path, text!);
    const dripUrl = `http://127.0.0.1:${(drip.address() as AddressInfo).port}/drip.ics`;
    const feed = await addFeedRow(path === null ? dripUrl : feeds.url(path));
    const sync = syncFeed(t.database.db, feed, t.deps.outbound, options);
    await requested(path);
    const readyz = fetch(`${t.baseUrl}/readyz`).then((res) => `readyz ${res.status}`);
    expect(await Promise.race([readyz, sync.then(() => "sync done")])).toBe("readyz 200");
    expect(await sync).toEqual(expected);
    const [stored] = await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, feed.id));
    expect(stored).toMatchObject({ lastError: expected.error ?? null, lastNotice: expected.notice ?? null });
    expect(JSON.stringify(stored)).not.toMatch(/AWS_SECRET|wJalr/);
    await t.database.db.delete(calendarFeeds).where(eq(calendarFeeds.id, feed.id));
  });
});

describe("what the owner sees", () => {
  it("shows the limit a sync reached in the feed's status, and clears it once a sync reads everything", async () => {
    feeds.serve("/many.ics", compact(allDay(4), ...Array.from({ length: 10_000 }, () => "")));
    const feed = await addFeedRow(feeds.url("/many.ics"));
    const result = await syncFeed(t.database.db, feed, t.deps.outbound, ROOMY);
    expect(result).toEqual({ ok: true, nights: 1, notice: EVENTS_CUT });
    const manage = async () => (await t.caller(owner).availability.manage(stayIds[0]!)).feeds;
    const shown = { id: feed.id, lastError: null, lastNotice: EVENTS_CUT, nights: 1 };
    expect(await manage()).toEqual([expect.objectContaining(shown)]);

    feeds.serve("/many.ics", icsCalendar(allDay(4)));
    expect(await t.caller(owner).availability.syncNow(feed.id)).toEqual({ feedId: feed.id, ok: true, nights: 1 });
    expect(await manage()).toEqual([expect.objectContaining({ id: feed.id, lastNotice: null })]);
    await t.database.db.delete(calendarFeeds).where(eq(calendarFeeds.id, feed.id));
  });

  it("lets a stay's calendars be synced by hand 5 times in 10 minutes, then answers 429 with a message", async () => {
    const { user, http } = await signedInMember(t);
    for (const id of [stayIds[1]!, stayIds[2]!]) {
      await t.database.db.update(listings).set({ ownerId: user.id }).where(eq(listings.id, id));
    }
    feeds.serve("/by-hand.ics", icsCalendar(allDay(6)));
    const feed = await addFeedRow(feeds.url("/by-hand.ics"), stayIds[1]);
    const other = await addFeedRow(feeds.url("/by-hand.ics"), stayIds[2]);
    for (let i = 0; i < 5; i++) expect(await t.caller(user).availability.syncNow(feed.id)).toMatchObject({ ok: true });

    const refused = await http.post("/api/trpc/availability.syncNow", { json: feed.id }, { origin: t.baseUrl });
    expect(refused.status).toBe(429);
    expect(refused.json.error.json.message).toBe(SYNC_NOW_REFUSED);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another stay has a count of its own.
    expect(await t.caller(user).availability.syncNow(other.id)).toMatchObject({ ok: true });
    await t.database.db.delete(calendarFeeds).where(eq(calendarFeeds.id, feed.id));
    await t.database.db.delete(calendarFeeds).where(eq(calendarFeeds.id, other.id));
  });
});

describe("the half-hourly job", () => {
  it("reads the feeds read longest ago first, within a number of feeds and a time per run", async () => {
    await t.database.db.delete(calendarFeeds);
    const paths = ["/never-read.ics", "/read-two-hours-ago.ics", "/read-an-hour-ago.ics"];
    const rows = [];
    for (const path of paths) {
      feeds.serve(path, icsCalendar(allDay(2)));
      rows.push(await addFeedRow(feeds.url(path), stayIds[3]));
    }
    for (const [row, minutesAgo] of [
      [rows[1]!, 120],
      [rows[2]!, 60],
    ] as const) {
      const lastAttemptAt = new Date(Date.now() - minutesAgo * 60_000);
      await t.database.db.update(calendarFeeds).set({ lastAttemptAt }).where(eq(calendarFeeds.id, row.id));
    }
    const hits = () => paths.map((path) => feeds.hits.get(path) ?? 0);
    const run = (budget: { maxFeeds?: number; maxMs?: number }) =>
      syncAllFeeds(t.database.db, t.deps.logger, t.deps.outbound, { ...ROOMY, ...budget });

    expect(await run({ maxFeeds: 2 })).toEqual({ feeds: 2, failed: 0 });
    expect(hits()).toEqual([1, 1, 0]);
    // No time left after the first feed: one feed this run, the one read longest ago.
    expect(await run({ maxMs: 0 })).toEqual({ feeds: 1, failed: 0 });
    expect(hits()).toEqual([1, 1, 1]);
  });
});
