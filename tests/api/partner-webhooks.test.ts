import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings, webhookDeliveries } from "../../db/schema";
import { deliverDueWebhooks, RETRY_DELAYS_MS, SIGNATURE_HEADER, verifySignature } from "../../server/services/partners/webhooks";
import { createUser, startTestApp, type TestApp } from "../helpers/app";

/** A partner's endpoint: answers each POST with the next status of its script (then the last one again). */
function receiver(script: number[]) {
  const received: Array<{ headers: Record<string, string | string[] | undefined>; body: string }> = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.statusCode = script[Math.min(received.length - 1, script.length - 1)]!;
      res.end("ok");
    });
  });
  return new Promise<{ url: string; received: typeof received; close: () => Promise<void> }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received, close: () => new Promise((r) => server.close(() => r())) }),
    ),
  );
}

let t: TestApp;
let partner: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let slug: string;
let listingId: number;

beforeAll(async () => {
  t = await startTestApp();
  partner = await createUser(t.database, { tier: 0 });
  admin = await createUser(t.database, { admin: true });
  const [row] = await t.database.db.select({ id: listings.id, slug: listings.slug }).from(listings).limit(1);
  ({ id: listingId, slug } = row!);
});
afterAll(() => t.close());

const updateListing = (name: string) => t.caller(admin).admin.properties.update({ id: listingId, data: { name } });
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

describe("partner webhooks", () => {
  it("refuses endpoints that are not HTTPS and empty event lists, with a message", async () => {
    const create = t.caller(partner).partners.createWebhook;
    await expect(create({ url: "ftp://example.com/x", events: ["listing.updated"] })).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("https://") });
    await expect(create({ url: "http://example.com/hooks", events: ["listing.updated"] })).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("Webhook endpoints must use https://.") });
    await expect(create({ url: "https://example.com/hooks", events: [] })).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("Choose at least one event.") });
    await expect(t.caller(null).partners.createWebhook({ url: "https://example.com/hooks", events: ["listing.updated"] })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("signs each delivery, retries a failing one with back-off, then succeeds", async () => {
    const endpoint = await receiver([500, 503, 200]);
    const hook = await t.caller(partner).partners.createWebhook({ url: endpoint.url, events: ["listing.updated"] });
    expect(hook.secret).toMatch(/^whsec_/);

    await updateListing("Renamed For Partners");
    let now = new Date();
    expect(await deliverDueWebhooks(t.database.db, { now })).toEqual([expect.objectContaining({ status: "pending", attempts: 1, statusCode: 500 })]);
    // Not due again until its back-off has passed.
    expect(await deliverDueWebhooks(t.database.db, { now: new Date(now.getTime() + RETRY_DELAYS_MS[0]! - 1000) })).toEqual([]);
    now = new Date(now.getTime() + RETRY_DELAYS_MS[0]!);
    expect(await deliverDueWebhooks(t.database.db, { now })).toEqual([expect.objectContaining({ status: "pending", attempts: 2, statusCode: 503 })]);
    now = new Date(now.getTime() + RETRY_DELAYS_MS[1]!);
    expect(await deliverDueWebhooks(t.database.db, { now })).toEqual([expect.objectContaining({ status: "delivered", attempts: 3, statusCode: 200 })]);
    expect(await deliverDueWebhooks(t.database.db, { now: new Date(now.getTime() + 86_400_000) })).toEqual([]);

    expect(endpoint.received).toHaveLength(3);
    const last = endpoint.received[2]!;
    const payload = JSON.parse(last.body);
    expect(payload).toMatchObject({ type: "listing.updated", data: { listing: { id: listingId, slug }, change: "updated", fields: expect.arrayContaining(["name"]) } });
    // The same event id on every attempt, so a receiver can drop repeats.
    expect(new Set(endpoint.received.map((r) => JSON.parse(r.body).id)).size).toBe(1);
    expect(last.headers["wildluxe-event"]).toBe("listing.updated");
    const signature = last.headers[SIGNATURE_HEADER.toLowerCase()] as string;
    expect(verifySignature(hook.secret, signature, last.body, seconds(now))).toBe(true);
    expect(verifySignature(hook.secret, signature, last.body.replace("listing.updated", "listing.deleted"), seconds(now))).toBe(false);
    expect(verifySignature("whsec_other", signature, last.body, seconds(now))).toBe(false);
    expect(verifySignature(hook.secret, signature, last.body, seconds(now) + 301)).toBe(false);

    const [listed] = (await t.caller(partner).partners.webhooks()).filter((h) => h.id === hook.id);
    expect(listed!.deliveries[0]).toMatchObject({ event: "listing.updated", status: "delivered", attempts: 3, lastStatusCode: 200 });
    expect(JSON.stringify(listed)).not.toContain(hook.secret);
    await t.caller(partner).partners.deleteWebhook(hook.id);
    await endpoint.close();
  });

  it("gives a delivery up as failed after the last retry, and sends nothing to a removed endpoint", async () => {
    const down = await receiver([500]);
    const hook = await t.caller(partner).partners.createWebhook({ url: down.url, events: ["listing.updated", "listing.availability_changed"] });
    await updateListing("Renamed Again");
    let now = new Date();
    let result = await deliverDueWebhooks(t.database.db, { now });
    for (const delay of RETRY_DELAYS_MS) {
      now = new Date(now.getTime() + delay);
      result = await deliverDueWebhooks(t.database.db, { now });
    }
    expect(result).toEqual([expect.objectContaining({ status: "failed", attempts: RETRY_DELAYS_MS.length + 1 })]);
    expect(down.received).toHaveLength(RETRY_DELAYS_MS.length + 1);

    await t.caller(partner).partners.deleteWebhook(hook.id);
    await updateListing("Renamed Once More");
    const pending = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook.id));
    expect(pending.filter((d) => d.status === "pending")).toEqual([]);
    await expect(t.caller(partner).partners.deleteWebhook(hook.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await down.close();
  });

  it("tells the partners who asked when a stay's nights change, and nobody else", async () => {
    const watching = await receiver([200]);
    const other = await receiver([200]);
    const availabilityHook = await t.caller(partner).partners.createWebhook({ url: watching.url, events: ["listing.availability_changed"] });
    const updatesHook = await t.caller(partner).partners.createWebhook({ url: other.url, events: ["listing.updated"] });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const [from, to] = [day(40), day(43)];

    await t.caller(admin).availability.setNights({ listingId, from, to, state: "blocked" });
    await deliverDueWebhooks(t.database.db, { now: new Date() });

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
    const hook = await t.caller(partner).partners.createWebhook({ url: "https://partner.example/hooks", events: ["listing.updated"] });
    const other = await createUser(t.database, { tier: 3 });
    expect((await t.caller(other).partners.webhooks()).map((h) => h.id)).not.toContain(hook.id);
    await expect(t.caller(other).partners.deleteWebhook(hook.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
