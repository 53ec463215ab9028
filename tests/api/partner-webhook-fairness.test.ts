import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { partnerWebhooks, webhookDeliveries } from "../../db/schema";
import {
  createWebhookDeliverer,
  deliverDueWebhooks,
  emitPartnerEvent,
  endpointBackoffMs,
} from "../../server/services/partners/webhooks";
import { hang, startReceiver, statuses, type Receiver } from "../fakes/webhook-receiver";
import { createUser, openStayId, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let listingId: number;
const open: Receiver[] = [];

beforeAll(async () => {
  t = await startTestApp({ OUTBOUND_ALLOW_HOSTS: "127.0.0.1" });
  admin = await createUser(t.database, { admin: true });
  listingId = await openStayId(t.database);
});
afterAll(async () => {
  await Promise.all(open.map((r) => r.close()));
  await t.close();
});

const receiver = async (answer: Parameters<typeof startReceiver>[1]) => {
  const r = await startReceiver("127.0.0.1", answer);
  open.push(r);
  return r;
};
/** A member with one endpoint listening for `event`. */
async function subscriber(url: string, event: "listing.updated" | "listing.availability_changed") {
  const user = await createUser(t.database);
  const hook = await t.caller(user).partners.createWebhook({ url, events: [event] });
  return { user, hook };
}
const flood = async (count: number) => {
  const data = { listing: { id: listingId }, change: "updated", fields: ["name"] };
  for (let i = 0; i < count; i++) await emitPartnerEvent(t.database.db, "listing.updated", data);
};
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const changeNights = (offset: number) =>
  t.caller(admin).availability.setNights({ listingId, from: day(offset), to: day(offset + 2), state: "blocked" });
const deliveriesTo = (webhookId: number) =>
  t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId));
const endpointRow = async (id: number) =>
  (await t.database.db.select().from(partnerWebhooks).where(eq(partnerWebhooks.id, id)))[0]!;

describe("one partner's endpoint never stalls another's", () => {
  it("delivers another's event in the first tick while an endpoint with 150 queued events hangs", async () => {
    const hanging = await receiver(hang);
    const healthy = await receiver(statuses([200]));
    const attacker = await subscriber(hanging.url(), "listing.updated");
    const victim = await subscriber(healthy.url(), "listing.availability_changed");
    await flood(150);
    await changeNights(60);
    const [marker] = await deliveriesTo(victim.hook.id);

    // The attempt's timeout is far longer than the test: nothing below waits for it.
    const deliverer = createWebhookDeliverer(t.deps, { timeoutMs: 10 * 60_000 });
    const first = await deliverer.tick();
    expect(first.map((turn) => turn.webhookId).sort()).toEqual([attacker.hook.id, victim.hook.id].sort());
    await first.find((turn) => turn.webhookId === victim.hook.id)!.done;
    const markerNow = (await deliveriesTo(victim.hook.id)).find((d) => d.id === marker!.id);
    expect(markerNow).toMatchObject({ status: "delivered", attempts: 1 });
    await vi.waitFor(() => expect(hanging.received).toHaveLength(1));

    // While it still hangs, the next tick (this process, or another one on the same database) serves the others and
    // starts no second request to the hanging endpoint.
    await changeNights(70);
    const second = await deliverer.tick();
    expect(second.map((turn) => turn.webhookId)).toEqual([victim.hook.id]);
    expect(await second[0]!.done).toEqual([expect.objectContaining({ status: "delivered" })]);
    expect(await createWebhookDeliverer(t.deps).tick()).toEqual([]);
    expect(healthy.received).toHaveLength(2);
    expect(hanging.received).toHaveLength(1);
    expect(hanging.connections()).toBe(1);

    // The hanging endpoint gives up (here: it closes); its turn ends after that one attempt and it backs off.
    await hanging.close();
    const attackerTurn = first.find((turn) => turn.webhookId === attacker.hook.id)!;
    const gaveUp = expect.objectContaining({ status: "pending", attempts: 1, outcome: "timed out" });
    expect(await attackerTurn.done).toEqual([gaveUp]);
    const after = await endpointRow(attacker.hook.id);
    expect(after.failuresInARow).toBe(1);
    const queued = await deliveriesTo(attacker.hook.id);
    expect(queued.filter((d) => d.attempts > 0)).toHaveLength(1);
    expect(queued.filter((d) => d.status === "pending")).toHaveLength(150);
    await t.caller(attacker.user).partners.deleteWebhook(attacker.hook.id);
    await t.caller(victim.user).partners.deleteWebhook(victim.hook.id);
  });

  it("backs a failing endpoint off as a whole: one attempt per pause, not one per queued event", async () => {
    const failing = await receiver(statuses([500]));
    const { user, hook } = await subscriber(failing.url(), "listing.updated");
    await flood(20);
    const start = new Date(Date.now() + 1000);
    const at = (ms: number) => new Date(start.getTime() + ms);

    const first = await deliverDueWebhooks(t.deps, { now: start });
    expect(first).toEqual([expect.objectContaining({ outcome: "HTTP 500" })]);
    expect(await endpointRow(hook.id)).toMatchObject({ failuresInARow: 1, nextSendAt: at(endpointBackoffMs(1)) });
    // 19 events are due, but the endpoint is paused.
    expect(await deliverDueWebhooks(t.deps, { now: at(endpointBackoffMs(1) - 1) })).toEqual([]);
    expect(await deliverDueWebhooks(t.deps, { now: at(endpointBackoffMs(1)) })).toHaveLength(1);
    const pausedAgain = at(endpointBackoffMs(1) + endpointBackoffMs(2));
    expect(await endpointRow(hook.id)).toMatchObject({ failuresInARow: 2, nextSendAt: pausedAgain });
    expect(failing.received).toHaveLength(2);

    // Once it answers again, its queue drains in one turn and the pause is forgotten.
    const recovered = await receiver(statuses([200]));
    await t.database.db.update(partnerWebhooks).set({ url: recovered.url() }).where(eq(partnerWebhooks.id, hook.id));
    const later = at(24 * 3_600_000);
    expect(await deliverDueWebhooks(t.deps, { now: later })).toHaveLength(20);
    expect(await endpointRow(hook.id)).toMatchObject({ failuresInARow: 0, nextSendAt: later });
    expect((await deliveriesTo(hook.id)).map((d) => d.status)).toEqual(Array(20).fill("delivered"));
    await t.caller(user).partners.deleteWebhook(hook.id);
  });
});
