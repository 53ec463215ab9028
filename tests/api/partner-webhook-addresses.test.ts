import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboundPolicy, type LookupFn } from "../../server/lib/outbound/policy";
import { deliverDueWebhooks } from "../../server/services/partners/webhooks";
import { INTERNAL_SECRET, startInternalService, startRedirector, type Listener } from "../fakes/internal-service";
import { hang, startReceiver, statuses, type Receiver } from "../fakes/webhook-receiver";
import { createUser, openStayId, signedInMember, startTestApp, type TestApp } from "../helpers/app";

// A partner registers endpoints that lead to this machine or its network. The app allows 127.0.0.1 on purpose (the
// tests' own receivers, as a developer would); everything else internal is refused. Names "resolve" through an
// injected lookup. The deliveries below only ever meet names that resolve to loopback addresses, where receivers
// count connections: a guard that failed would reach one of them, never another machine.
let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let listingId: number;
let answers = new Map<string, string[]>();
const lookup: LookupFn = async (host) => {
  const addresses = answers.get(host);
  if (!addresses) throw new Error(`ENOTFOUND ${host}`);
  return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
};
const PUBLIC = "93.184.215.14";
const INTERNAL_MESSAGE = /^Webhook endpoints must be on the public internet: .+ is a private or internal address\.$/;
const LOG_WORDS = /^(delivered|refused by policy|timed out|HTTP [1-5]\d\d)$/;

beforeAll(async () => {
  t = await startTestApp({ OUTBOUND_ALLOW_HOSTS: "127.0.0.1" });
  t.deps.outbound = outboundPolicy(t.deps.env, lookup);
  admin = await createUser(t.database, { admin: true });
  listingId = await openStayId(t.database);
});
afterAll(() => t.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const touchListing = () =>
  t.caller(admin).admin.properties.update({ id: listingId, data: { name: `Renamed ${Date.now()}` } });
type Member = Awaited<ReturnType<typeof createUser>>;
const deliveriesOf = async (user: Member) =>
  (await t.caller(user).partners.webhooks()).flatMap((h) => h.deliveries.map((d) => ({ ...d, url: h.url })));
const removeAll = async (user: Member) => {
  for (const hook of await t.caller(user).partners.webhooks()) await t.caller(user).partners.deleteWebhook(hook.id);
};

const INTERNAL_ADDRESSES = [
  ["loopback", "127.0.0.2", "https://127.0.0.2/hooks"],
  ["unspecified", "0.0.0.0", "https://0.0.0.0/hooks"],
  ["IPv4-mapped loopback", "::ffff:127.0.0.1", "https://[::ffff:127.0.0.1]/hooks"],
  ["IPv4-mapped loopback in hex", "::ffff:7f00:1", "https://[::ffff:7f00:1]/hooks"],
  ["IPv6 loopback", "::1", "https://[::1]/hooks"],
  ["IPv6 unspecified", "::", "https://[::]/hooks"],
  ["private 10/8", "10.1.2.3", "https://10.1.2.3/hooks"],
  ["private 172.16/12", "172.16.0.1", "https://172.16.0.1/hooks"],
  ["private 192.168/16", "192.168.1.1", "https://192.168.1.1/hooks"],
  ["link-local (cloud metadata)", "169.254.169.254", "https://169.254.169.254/latest/meta-data/"],
  ["carrier-grade NAT", "100.64.0.1", "https://100.64.0.1/hooks"],
  ["unique-local IPv6", "fc00::1", "https://[fc00::1]/hooks"],
  ["link-local IPv6", "fe80::1", "https://[fe80::1]/hooks"],
  ["multicast", "224.0.0.1", "https://224.0.0.1/hooks"],
  ["IPv6 multicast", "ff02::1", "https://[ff02::1]/hooks"],
  ["broadcast", "255.255.255.255", "https://255.255.255.255/hooks"],
  ["IPv4-mapped private", "::ffff:10.0.0.1", "https://[::ffff:10.0.0.1]/hooks"],
  ["IPv4-mapped link-local", "::ffff:169.254.169.254", "https://[::ffff:169.254.169.254]/hooks"],
  ["loopback written as one number", "127.0.0.2", "https://2130706434/hooks"],
  ["loopback written in hex", "127.0.0.2", "https://0x7f.0.0.2/hooks"],
] as const;

describe("registering an endpoint", () => {
  /**
   * Registers `url` for a new member and expects the refusal. An endpoint the app wrongly accepts is removed at
   * once, so no later delivery in this file could ever call it.
   */
  async function expectRefused(url: string, message: string | RegExp) {
    const partner = await createUser(t.database);
    try {
      const created = t.caller(partner).partners.createWebhook({ url, events: ["listing.updated"] });
      await expect(created).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: typeof message === "string" ? message : expect.stringMatching(message),
      });
      expect(await t.caller(partner).partners.webhooks()).toEqual([]);
    } finally {
      await removeAll(partner);
    }
  }

  it.each(INTERNAL_ADDRESSES)("refuses a %s address (%s) with a 400 that says why", async (_kind, _address, url) => {
    await expectRefused(url, INTERNAL_MESSAGE);
  });

  it.each(INTERNAL_ADDRESSES)("refuses a name that resolves to a %s address (%s)", async (_kind, address) => {
    answers = new Map([["hooks.partner.test", [address]]]);
    await expectRefused(
      "https://hooks.partner.test/events",
      "Webhook endpoints must be on the public internet: hooks.partner.test is a private or internal address.",
    );
  });

  it("refuses a name with one public and one internal answer", async () => {
    answers = new Map([["mixed.partner.test", [PUBLIC, "127.0.0.2"]]]);
    await expectRefused("https://mixed.partner.test/", INTERNAL_MESSAGE);
  });

  it("answers the refusal over HTTP as a 400 with the message", async () => {
    const { http, user } = await signedInMember(t);
    try {
      const body = JSON.stringify({ json: { url: "https://127.0.0.2/", events: ["listing.updated"] } });
      const res = await http.post("/api/trpc/partners.createWebhook", body, { origin: t.deps.env.APP_URL });
      expect(res.status).toBe(400);
      expect(res.text).toContain("127.0.0.2 is a private or internal address");
    } finally {
      await removeAll(user);
    }
  });
});

describe("delivering to an endpoint", () => {
  let receivers: Receiver[] = [];
  afterAll(() => Promise.all(receivers.map((r) => r.close())));

  it("checks the name again at every delivery: a name that now resolves to this machine gets nothing", async () => {
    // Receivers on the loopback addresses the names will point to, each on its own port in the registered URL.
    const targets = [
      ["to-loopback.partner.test", "127.0.0.1"],
      ["to-second-loopback.partner.test", "127.0.0.2"],
      ["to-mapped-loopback.partner.test", "::ffff:127.0.0.1"],
      ["to-unspecified.partner.test", "0.0.0.0"],
      ["to-v6-loopback.partner.test", "::1"],
    ] as const;
    // ::ffff:127.0.0.1 and 0.0.0.0 would both reach a listener on 127.0.0.1.
    const listenOn = (address: string) =>
      address.startsWith("::ffff:") || address === "0.0.0.0" ? "127.0.0.1" : address;
    receivers = await Promise.all(targets.map(([, address]) => startReceiver(listenOn(address), statuses([200]))));
    const partner = await createUser(t.database);
    // At registration every name answers with a public address...
    answers = new Map(targets.map(([name]) => [name, [PUBLIC]]));
    for (const [i, [name]] of targets.entries()) {
      const url = `https://${name}:${receivers[i]!.port}/hooks`;
      await t.caller(partner).partners.createWebhook({ url, events: ["listing.updated"] });
    }
    // ...and by the time the event goes out, with this machine.
    answers = new Map(targets.map(([name, address]) => [name, [address]]));
    await touchListing();
    const results = await deliverDueWebhooks(t.deps, { now: new Date() });

    expect(results).toHaveLength(targets.length);
    expect(results.map((r) => r.outcome)).toEqual(targets.map(() => "refused by policy"));
    expect(receivers.map((r) => r.connections())).toEqual(targets.map(() => 0));
    const log = await deliveriesOf(partner);
    const refused = targets.map(() => ["pending", "refused by policy", null]);
    expect(log.map((d) => [d.status, d.outcome, d.lastStatusCode])).toEqual(refused);
    await removeAll(partner);
  });

  describe("with a redirecting endpoint", () => {
    let internal: Listener;
    let redirector: Listener;
    beforeAll(async () => {
      internal = await startInternalService();
      redirector = await startRedirector(() => internal.url("/latest/meta-data/"), 307);
    });
    afterAll(() => Promise.all([internal.close(), redirector.close()]));

    it("does not follow a redirect from an allowed endpoint to an internal address", async () => {
      const partner = await createUser(t.database);
      await t.caller(partner).partners.createWebhook({ url: redirector.url("/hop/0"), events: ["listing.updated"] });
      await touchListing();
      const results = await deliverDueWebhooks(t.deps, { now: new Date() });
      expect(results).toEqual([expect.objectContaining({ outcome: "HTTP 307", statusCode: 307 })]);
      expect(redirector.hits).toEqual(["/hop/0"]);
      expect(internal.hits).toEqual([]);
      const log = JSON.stringify(await t.caller(partner).partners.webhooks());
      expect(log).not.toContain(INTERNAL_SECRET);
      expect(log).not.toContain("127.0.0.2");
      await removeAll(partner);
    });
  });

  it("logs only delivered, refused by policy, an HTTP status or timed out: no error text, no body", async () => {
    const partner = await createUser(t.database);
    const failing = await startReceiver("127.0.0.1", statuses([500], `upstream said: ${INTERNAL_SECRET}`));
    const hanging = await startReceiver("127.0.0.1", hang);
    const closed = await startReceiver("127.0.0.1", statuses([200]));
    await closed.close();
    receivers.push(failing, hanging);
    answers = new Map([["refused.partner.test", [PUBLIC]]]);
    for (const url of [failing.url(), closed.url(), "https://refused.partner.test/hooks"]) {
      await t.caller(partner).partners.createWebhook({ url, events: ["listing.updated"] });
    }
    answers = new Map([["refused.partner.test", ["127.0.0.2"]]]);
    await touchListing();
    await deliverDueWebhooks(t.deps, { now: new Date() });
    // The endpoint that never answers hears of another event, and is given up on after a short wait.
    await t.caller(partner).partners.createWebhook({ url: hanging.url(), events: ["listing.availability_changed"] });
    await t.caller(admin).availability.setNights({ listingId, from: day(30), to: day(32), state: "blocked" });
    await deliverDueWebhooks(t.deps, { now: new Date(), timeoutMs: 200 });

    const outcomes = Object.fromEntries((await deliveriesOf(partner)).map((d) => [d.url, d.outcome]));
    expect(outcomes).toEqual({
      [failing.url()]: "HTTP 500",
      [hanging.url()]: "timed out",
      [closed.url()]: "timed out",
      "https://refused.partner.test/hooks": "refused by policy",
    });
    const listed = await t.caller(partner).partners.webhooks();
    for (const d of listed.flatMap((h) => h.deliveries)) {
      expect(d.outcome).toMatch(LOG_WORDS);
      expect(Object.keys(d)).not.toContain("lastError");
    }
    const text = JSON.stringify(listed);
    const leaks = [INTERNAL_SECRET, "upstream said", "ECONNREFUSED", "fetch failed", "socket", "could not be reached"];
    for (const leak of leaks) {
      expect(text).not.toContain(leak);
    }
    await removeAll(partner);
  });
});
