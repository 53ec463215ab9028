import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarFeeds, listings } from "../../db/schema";
import { outboundPolicy, type LookupFn } from "../../server/lib/outbound/policy";
import {
  INTERNAL_SECRET,
  startInternalService,
  startListener,
  startRedirector,
  type Listener,
} from "../fakes/internal-service";
import { createUser, startTestApp, type TestApp } from "../helpers/app";

// An owner pastes calendar addresses that lead to this machine's internal services. The app allows 127.0.0.1 on
// purpose (the test's own listeners, as a self-hoster would allow a calendar server); 127.0.0.2 plays the internal
// service. Names "resolve" through an injected lookup, and only ever to loopback addresses.
let t: TestApp;
let owner: Awaited<ReturnType<typeof createUser>>;
let stayId: number;
let internal: Listener;
let redirector: Listener;
let leaky: Listener;

const NAMES: Record<string, string> = {
  "calendar.example.com": "127.0.0.2",
  "ipv6.example.com": "::ffff:127.0.0.2",
  "zero.example.com": "0.0.0.0",
};
const lookup: LookupFn = async (host) => {
  const address = NAMES[host];
  if (!address) throw new Error(`ENOTFOUND ${host}`);
  return [{ address, family: address.includes(":") ? 6 : 4 }];
};

beforeAll(async () => {
  [t, internal, leaky] = await Promise.all([
    startTestApp({ OUTBOUND_ALLOW_HOSTS: "127.0.0.1" }),
    startInternalService(),
    // An allowed host whose answers carry a secret of their own: an error, and a page that is not a calendar.
    startListener("127.0.0.1", (req, res) =>
      res.writeHead(req.url === "/denied" ? 401 : 200).end(`${INTERNAL_SECRET}\n`),
    ),
  ]);
  redirector = await startRedirector(() => internal.url("/latest/meta-data/"));
  t.deps.outbound = outboundPolicy(t.deps.env, lookup);
  owner = await createUser(t.database);
  const [stay] = await t.database.db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.approved, true))
    .limit(1);
  stayId = stay!.id;
  await t.database.db.update(listings).set({ ownerId: owner.id }).where(eq(listings.id, stayId));
});
afterAll(async () => {
  await Promise.all([internal, redirector, leaky].map((l) => l?.close()));
  await t.close();
});

const addAndRemove = async (url: string) => {
  const caller = t.caller(owner).availability;
  const result = await caller.addFeed({ listingId: stayId, url });
  const [stored] = await t.database.db
    .select({ lastError: calendarFeeds.lastError })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.id, result.feedId)));
  await caller.removeFeed(result.feedId);
  return { ...result, stored: stored!.lastError };
};

describe("calendar feeds never reach internal addresses", () => {
  const INTERNAL_REFUSAL = "The calendar URL points to a private or internal address, which Wildluxe does not call.";
  it.each([
    ["an internal address", () => `https://127.0.0.2:${internal.port}/secret`],
    ["the unspecified address", () => `https://0.0.0.0:${internal.port}/secret`],
    ["IPv4 written as IPv6", () => `https://[::ffff:127.0.0.2]:${internal.port}/secret`],
    ["loopback in decimal", () => `https://2130706434:${internal.port}/secret`],
    ["a name that resolves to an internal address", () => `https://calendar.example.com:${internal.port}/secret`],
    ["a name that resolves to an IPv4-mapped address", () => `https://ipv6.example.com:${internal.port}/secret`],
    ["a name that resolves to 0.0.0.0", () => `https://zero.example.com:${internal.port}/secret`],
    ["a redirect from an allowed host to an internal one", () => redirector.url("/hop/0")],
    ["a chain of redirects ending at an internal host", () => redirector.url("/hop/2")],
  ])("refuses %s without a byte of it shown or sent", async (_name, url) => {
    const before = internal.hits.length;
    const result = await addAndRemove(url());
    expect(result).toMatchObject({ ok: false, error: INTERNAL_REFUSAL });
    expect(result.stored).toBe(INTERNAL_REFUSAL);
    expect(internal.hits.length).toBe(before);
  });

  it("gives up after 3 redirects", async () => {
    expect(await addAndRemove(redirector.url("/hop/3"))).toMatchObject({
      ok: false,
      error: "The calendar URL redirected too many times.",
    });
  });

  it("names what an allowed host answered without repeating its words", async () => {
    const denied = await addAndRemove(leaky.url("/denied"));
    expect(denied).toMatchObject({ ok: false, error: "The calendar URL answered HTTP 401." });
    const notCalendar = await addAndRemove(leaky.url("/calendar.ics"));
    expect(notCalendar.ok).toBe(false);
    for (const text of [notCalendar.error, notCalendar.stored]) expect(text).not.toContain("AWS_SECRET");
  });

  it("takes plain http only for a host the operator allows", async () => {
    const caller = t.caller(owner).availability;
    await expect(
      caller.addFeed({ listingId: stayId, url: `http://127.0.0.2:${internal.port}/a.ics` }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Calendar addresses must start with https:// (or webcal://).",
    });
  });
});
