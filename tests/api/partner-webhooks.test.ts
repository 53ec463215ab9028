import { and, eq, gte, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings, partnerWebhooks, webhookDeliveries } from "../../db/schema";
import { outboundPolicy, type LookupFn } from "../../server/lib/outbound/policy";
import {
  deliverDueWebhooks,
  RETRY_DELAYS_MS,
  SIGNATURE_HEADER,
  verifySignature,
} from "../../server/services/partners/webhooks";
import { startReceiver, statuses, type Received } from "../fakes/webhook-receiver";
import { createUser, startTestApp, type TestApp } from "../helpers/app";

// Receivers listen on 127.0.0.1, which the app allows on purpose (OUTBOUND_ALLOW_HOSTS), as a developer would.
const receiver = (script: number[]) => startReceiver("127.0.0.1", statuses(script));

let t: TestApp;
let partner: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let slug: string;
let listingId: number;

// partner.example "resolves" to a public address; no test here delivers to it.
const lookup: LookupFn = async (host) => {
  if (host !== "partner.example") throw new Error(`ENOTFOUND ${host}`);
  return [{ address: "93.184.215.14", family: 4 }];
};

beforeAll(async () => {
  t = await startTestApp({ OUTBOUND_ALLOW_HOSTS: "127.0.0.1" });
  t.deps.outbound = outboundPolicy(t.deps.env, lookup);
  partner = await createUser(t.database, { tier: 0 });
  admin = await createUser(t.database, { admin: true });
  const [row] = await t.database.db
    .select({ id: listings.id, slug: listings.slug })
    .from(listings)
    .where(and(eq(listings.approved, true), eq(listings.tierLevel, 0)))
    .limit(1);
  ({ id: listingId, slug } = row!);
});
afterAll(() => t.close());

const updateListing = (name: string) => t.caller(admin).admin.properties.update({ id: listingId, data: { name } });
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const deliver = (now = new Date()) => deliverDueWebhooks(t.deps, { now });
const signatureOf = (received: Received) => received.headers[SIGNATURE_HEADER.toLowerCase()] as string;
const storedSecret = async (id: number) =>
  (await t.database.db.select().from(partnerWebhooks).where(eq(partnerWebhooks.id, id)))[0]!.secret;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe("partner webhooks", () => {
  it("refuses endpoints that are not HTTPS and empty event lists, with a message", async () => {
    const create = t.caller(partner).partners.createWebhook;
    await expect(create({ url: "ftp://example.com/x", events: ["listing.updated"] })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("https://"),
    });
    await expect(create({ url: "http://example.com/hooks", events: ["listing.updated"] })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("Webhook endpoints must use https://."),
    });
    for (const url of ["not a url", "https://", "javascript:alert(1)"]) {
      await expect(create({ url, events: ["listing.updated"] })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    }
    // Plain HTTP to this machine is no longer a development exception: only the allow-list lets it through.
    await expect(create({ url: "http://localhost:8080/hooks", events: ["listing.updated"] })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Webhook endpoints must use https://.",
    });
    await expect(create({ url: "https://example.com/hooks", events: [] })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("Choose at least one event."),
    });
    await expect(
      t.caller(null).partners.createWebhook({ url: "https://example.com/hooks", events: ["listing.updated"] }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("signs each delivery, retries a failing one with back-off, then succeeds", async () => {
    const endpoint = await receiver([500, 503, 200]);
    const hook = await t.caller(partner).partners.createWebhook({ url: endpoint.url(), events: ["listing.updated"] });
    expect(hook.secret).toMatch(/^whsec_/);

    await updateListing("Renamed For Partners");
    let now = new Date();
    const failed = expect.objectContaining({ status: "pending", attempts: 1, statusCode: 500, outcome: "HTTP 500" });
    expect(await deliver(now)).toEqual([failed]);
    // Not due again until its back-off has passed.
    expect(await deliver(new Date(now.getTime() + RETRY_DELAYS_MS[0]! - 1000))).toEqual([]);
    now = new Date(now.getTime() + RETRY_DELAYS_MS[0]!);
    expect(await deliver(now)).toEqual([expect.objectContaining({ status: "pending", attempts: 2, statusCode: 503 })]);
    now = new Date(now.getTime() + RETRY_DELAYS_MS[1]!);
    const delivered = expect.objectContaining({ status: "delivered", attempts: 3, statusCode: 200 });
    expect(await deliver(now)).toEqual([delivered]);
    expect(await deliver(new Date(now.getTime() + 86_400_000))).toEqual([]);

    expect(endpoint.received).toHaveLength(3);
    const last = endpoint.received[2]!;
    const payload = JSON.parse(last.body);
    expect(payload).toMatchObject({
      type: "listing.updated",
      data: { listing: { id: listingId, slug }, change: "updated", fields: expect.arrayContaining(["name"]) },
    });
    // The same event id on every attempt, so a receiver can drop repeats.
    expect(new Set(endpoint.received.map((r) => JSON.parse(r.body).id)).size).toBe(1);
    expect(last.headers["wildluxe-event"]).toBe("listing.updated");
    const signature = last.headers[SIGNATURE_HEADER.toLowerCase()] as string;
    expect(verifySignature(hook.secret, signature, last.body, seconds(now))).toBe(true);
    expect(
      verifySignature(hook.secret, signature, last.body.replace("listing.updated", "listing.deleted"), seconds(now)),
    ).toBe(false);
    expect(verifySignature("whsec_other", signature, last.body, seconds(now))).toBe(false);
    expect(verifySignature(hook.secret, signature, last.body, seconds(now) + 301)).toBe(false);

    const [listed] = (await t.caller(partner).partners.webhooks()).filter((h) => h.id === hook.id);
    expect(listed!.deliveries[0]).toMatchObject({
      event: "listing.updated",
      status: "delivered",
      attempts: 3,
      lastStatusCode: 200,
      outcome: "delivered",
    });
    expect(JSON.stringify(listed)).not.toContain(hook.secret);
    await t.caller(partner).partners.deleteWebhook(hook.id);
    await endpoint.close();
  });

  it("gives a delivery up as failed after the last retry, and sends nothing to a removed endpoint", async () => {
    const down = await receiver([500]);
    const hook = await t
      .caller(partner)
      .partners.createWebhook({ url: down.url(), events: ["listing.updated", "listing.availability_changed"] });
    await updateListing("Renamed Again");
    let now = new Date();
    let result = await deliver(now);
    for (const delay of RETRY_DELAYS_MS) {
      now = new Date(now.getTime() + delay);
      result = await deliver(now);
    }
    expect(result).toEqual([expect.objectContaining({ status: "failed", attempts: RETRY_DELAYS_MS.length + 1 })]);
    expect(down.received).toHaveLength(RETRY_DELAYS_MS.length + 1);

    await t.caller(partner).partners.deleteWebhook(hook.id);
    await updateListing("Renamed Once More");
    const pending = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, hook.id));
    expect(pending.filter((d) => d.status === "pending")).toEqual([]);
    await expect(t.caller(partner).partners.deleteWebhook(hook.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await down.close();
  });

  it("tells the partners who asked when a stay's nights change, and nobody else", async () => {
    const watching = await receiver([200]);
    const other = await receiver([200]);
    const availabilityHook = await t
      .caller(partner)
      .partners.createWebhook({ url: watching.url(), events: ["listing.availability_changed"] });
    const updatesHook = await t
      .caller(partner)
      .partners.createWebhook({ url: other.url(), events: ["listing.updated"] });
    const [from, to] = [day(40), day(43)];

    await t.caller(admin).availability.setNights({ listingId, from, to, state: "blocked" });
    await deliver();

    expect(other.received).toHaveLength(0);
    expect(watching.received).toHaveLength(1);
    expect(watching.received[0]!.headers["wildluxe-event"]).toBe("listing.availability_changed");
    expect(JSON.parse(watching.received[0]!.body)).toMatchObject({
      type: "listing.availability_changed",
      data: { listing: { id: listingId, slug }, change: "blocked", from, to },
    });
    for (const hook of [availabilityHook, updatesHook]) await t.caller(partner).partners.deleteWebhook(hook.id);
    await Promise.all([watching.close(), other.close()]);
  });

  it("lets nobody else see or remove a member's endpoints", async () => {
    const url = "https://partner.example/hooks";
    const hook = await t.caller(partner).partners.createWebhook({ url, events: ["listing.updated"] });
    try {
      const other = await createUser(t.database, { tier: 3 });
      expect((await t.caller(other).partners.webhooks()).map((h) => h.id)).not.toContain(hook.id);
      await expect(t.caller(other).partners.deleteWebhook(hook.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    } finally {
      // Its address is a real public one: no later test may deliver to it.
      await t.caller(partner).partners.deleteWebhook(hook.id);
    }
  });
});

describe("what a subscriber hears about", () => {
  it("sends events about a member's own stays and those their tier may see, not others' unapproved", async () => {
    const db = t.database.db;
    const [member, owner, insider] = await Promise.all([
      createUser(t.database),
      createUser(t.database),
      createUser(t.database, { tier: 3 }),
    ]);
    const open = await db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.approved, true), eq(listings.tierLevel, 0), ne(listings.id, listingId)))
      .limit(3);
    const [own, hidden, publicStay] = open.map((row) => row.id) as [number, number, number];
    // Each member's own stay, both still waiting for approval: the owner's and the admins' alone.
    await db.update(listings).set({ ownerId: member.id, approved: false }).where(eq(listings.id, own));
    await db.update(listings).set({ ownerId: owner.id, approved: false }).where(eq(listings.id, hidden));
    const [gated] = await db
      .select({ id: listings.id })
      .from(listings)
      .where(and(gte(listings.tierLevel, 2), eq(listings.approved, true)))
      .limit(1);

    const [memberEnd, ownerEnd, insiderEnd] = await Promise.all([receiver([200]), receiver([200]), receiver([200])]);
    const events = ["listing.availability_changed" as const];
    const hooks = [
      await t.caller(member).partners.createWebhook({ url: memberEnd.url(), events }),
      await t.caller(owner).partners.createWebhook({ url: ownerEnd.url(), events }),
      await t.caller(insider).partners.createWebhook({ url: insiderEnd.url(), events }),
    ];
    const stayOf = (body: string) => JSON.parse(body).data.listing.id as number;
    const heard = (end: typeof memberEnd) => end.received.map((r) => stayOf(r.body)).sort((a, b) => a - b);
    const block = (user: typeof admin, stay: number) =>
      t.caller(user).availability.setNights({ listingId: stay, from: day(50), to: day(52), state: "blocked" });

    await block(owner, hidden);
    await block(member, own);
    await block(admin, publicStay);
    await block(admin, gated!.id);
    await deliver();

    expect(heard(memberEnd)).toEqual([own, publicStay].sort((a, b) => a - b));
    expect(heard(ownerEnd)).toEqual([hidden, publicStay].sort((a, b) => a - b));
    expect(heard(insiderEnd)).toEqual([publicStay, gated!.id].sort((a, b) => a - b));
    // Nothing about another owner's unapproved stay was even queued for the member.
    const queued = await db.select().from(webhookDeliveries);
    const aboutHidden = queued.filter((d) => stayOf(JSON.stringify(d.payload)) === hidden);
    expect(aboutHidden.map((d) => d.webhookId)).toEqual([hooks[1]!.id]);

    for (const [i, user] of [member, owner, insider].entries()) {
      await t.caller(user).partners.deleteWebhook(hooks[i]!.id);
    }
    await Promise.all([memberEnd.close(), ownerEnd.close(), insiderEnd.close()]);
  });
});

describe("signing secrets at rest", () => {
  it("keeps the secret sealed in the database while deliveries still verify with the secret shown once", async () => {
    const endpoint = await receiver([200]);
    const hook = await t.caller(partner).partners.createWebhook({ url: endpoint.url(), events: ["listing.updated"] });
    const stored = await storedSecret(hook.id);
    expect(stored).not.toBe(hook.secret);
    expect(stored).not.toContain(hook.secret.slice("whsec_".length));
    expect(stored).toMatch(/^v1\./);

    await updateListing("Renamed While Sealed");
    const now = new Date();
    expect(await deliver(now)).toEqual([expect.objectContaining({ status: "delivered" })]);
    const [got] = endpoint.received;
    const verifies = (secret: string) => verifySignature(secret, signatureOf(got!), got!.body, seconds(now));
    expect(verifies(hook.secret)).toBe(true);
    // A dump's sealed value signs nothing a receiver accepts.
    expect(verifies(stored)).toBe(false);
    await t.caller(partner).partners.deleteWebhook(hook.id);
    await endpoint.close();
  });

  it("seals a secret stored in plain text before sealing existed, and its deliveries still verify", async () => {
    const endpoint = await receiver([200]);
    const legacy = "whsec_storedBeforeSealingExisted0123456789";
    const [row] = await t.database.db
      .insert(partnerWebhooks)
      .values({ userId: partner.id, url: endpoint.url(), events: ["listing.updated"], secret: legacy })
      .returning({ id: partnerWebhooks.id });
    await updateListing("Renamed For An Old Endpoint");
    const now = new Date();
    expect(await deliver(now)).toEqual([expect.objectContaining({ status: "delivered" })]);
    expect(await storedSecret(row!.id)).toMatch(/^v1\./);
    const [got] = endpoint.received;
    expect(verifySignature(legacy, signatureOf(got!), got!.body, seconds(now))).toBe(true);
    await t.caller(partner).partners.deleteWebhook(row!.id);
    await endpoint.close();
  });

  it("refuses to create an endpoint in production without WEBHOOK_SECRET_KEY, saying why", async () => {
    const env = { ...t.deps.env, NODE_ENV: "production" as const, WEBHOOK_SECRET_KEY: undefined };
    const create = () =>
      t.caller(partner).partners.createWebhook({ url: "https://partner.example/hooks", events: ["listing.updated"] });
    const saved = t.deps.env;
    t.deps.env = env;
    try {
      await expect(create()).rejects.toMatchObject({
        code: "SERVICE_UNAVAILABLE",
        message: expect.stringContaining("WEBHOOK_SECRET_KEY"),
      });
    } finally {
      t.deps.env = saved;
    }
  });
});
