import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { partnerWebhooks, webhookDeliveries } from "../../../db/schema";
import { badRequest, notFound } from "../../lib/errors";

export const WEBHOOK_EVENTS = ["listing.updated", "listing.availability_changed"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const MAX_WEBHOOKS = 5;
/** Waits before each retry; after the last one the delivery is given up as failed. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000, 12 * 3_600_000];
export const DELIVERY_TIMEOUT_MS = 10_000;
export const SIGNATURE_HEADER = "Wildluxe-Signature";
const BATCH = 20;

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

const isLocal = (url: URL) => LOCAL_HOSTS.has(url.hostname);

/** Endpoints are HTTPS; plain HTTP to this machine passes the schema for development (createWebhook refuses it in production). */
export const webhookInput = z.object({
  url: z
    .url({ error: "Enter the endpoint's full URL, starting with https://." })
    .max(500)
    .refine((value) => {
      const url = new URL(value);
      return url.protocol === "https:" || (url.protocol === "http:" && isLocal(url));
    }, "Webhook endpoints must use https://."),
  events: z.array(z.enum(WEBHOOK_EVENTS, { error: `Events are ${WEBHOOK_EVENTS.join(", ")}.` })).min(1, "Choose at least one event."),
});

export async function createWebhook(db: Db, userId: number, input: z.infer<typeof webhookInput>, production: boolean) {
  // In production the app never calls itself or this machine's other services.
  if (production && isLocal(new URL(input.url))) throw badRequest("Webhook endpoints must use https:// on a public host.");
  const live = await db
    .select({ id: partnerWebhooks.id })
    .from(partnerWebhooks)
    .where(and(eq(partnerWebhooks.userId, userId), isNull(partnerWebhooks.deletedAt)));
  if (live.length >= MAX_WEBHOOKS) throw badRequest(`You can have at most ${MAX_WEBHOOKS} webhook endpoints; remove one first.`);
  const secret = `whsec_${randomBytes(24).toString("base64url")}`;
  const [row] = await db
    .insert(partnerWebhooks)
    .values({ userId, url: input.url, events: [...new Set(input.events)], secret })
    .returning({ id: partnerWebhooks.id, url: partnerWebhooks.url, events: partnerWebhooks.events });
  return { ...row!, secret };
}

/** The member's endpoints with their latest deliveries (the secret is shown only when created). */
export async function listWebhooks(db: Db, userId: number) {
  const hooks = await db
    .select({ id: partnerWebhooks.id, url: partnerWebhooks.url, events: partnerWebhooks.events, createdAt: partnerWebhooks.createdAt })
    .from(partnerWebhooks)
    .where(and(eq(partnerWebhooks.userId, userId), isNull(partnerWebhooks.deletedAt)))
    .orderBy(desc(partnerWebhooks.id));
  const deliveries = hooks.length
    ? await db
        .select({
          id: webhookDeliveries.id,
          webhookId: webhookDeliveries.webhookId,
          event: webhookDeliveries.event,
          status: webhookDeliveries.status,
          attempts: webhookDeliveries.attempts,
          lastStatusCode: webhookDeliveries.lastStatusCode,
          lastError: webhookDeliveries.lastError,
          nextAttemptAt: webhookDeliveries.nextAttemptAt,
          createdAt: webhookDeliveries.createdAt,
        })
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.webhookId, hooks.map((h) => h.id)))
        .orderBy(desc(webhookDeliveries.id))
        .limit(30)
    : [];
  return hooks.map((h) => ({ ...h, deliveries: deliveries.filter((d) => d.webhookId === h.id) }));
}

export async function deleteWebhook(db: Db, userId: number, id: number) {
  const [row] = await db
    .update(partnerWebhooks)
    .set({ deletedAt: new Date() })
    .where(and(eq(partnerWebhooks.id, id), eq(partnerWebhooks.userId, userId), isNull(partnerWebhooks.deletedAt)))
    .returning({ id: partnerWebhooks.id });
  if (!row) throw notFound("Webhook not found.");
  await db.delete(webhookDeliveries).where(and(eq(webhookDeliveries.webhookId, id), eq(webhookDeliveries.status, "pending")));
  return { id: row.id, deleted: true as const };
}

/** Queues one event for every endpoint that listens for it; the delivery job sends them. */
export async function emitPartnerEvent(db: Db, event: WebhookEvent, data: Record<string, unknown>, now = new Date()) {
  const hooks = await db
    .select({ id: partnerWebhooks.id })
    .from(partnerWebhooks)
    .where(and(isNull(partnerWebhooks.deletedAt), sql`${partnerWebhooks.events} @> array[${event}]::text[]`));
  if (!hooks.length) return 0;
  const eventId = `evt_${randomBytes(12).toString("hex")}`;
  const payload = { id: eventId, type: event, created: Math.floor(now.getTime() / 1000), data };
  await db.insert(webhookDeliveries).values(hooks.map((h) => ({ webhookId: h.id, eventId, event, payload, nextAttemptAt: now })));
  return hooks.length;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the endpoint's secret>`, as Stripe signs. */
export function signPayload(secret: string, body: string, timestamp: number): string {
  const mac = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}

/** What a receiver does: recompute the signature and refuse old timestamps (replays). */
export function verifySignature(secret: string, header: string, body: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries(header.split(",").map((p) => p.split("=") as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds || !parts.v1) return false;
  const expected = Buffer.from(signPayload(secret, body, timestamp).split("v1=")[1]!, "hex");
  const given = Buffer.from(parts.v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type DueDelivery = { id: number; url: string; secret: string; eventId: string; event: string; payload: Record<string, unknown>; attempts: number };

/**
 * Sends the deliveries that are due. Each is claimed by moving its next attempt forward in one
 * UPDATE (skipping rows another process holds), so several processes never send one twice at once.
 */
export async function deliverDueWebhooks(db: Db, options: { now?: Date; fetchImpl?: typeof fetch } = {}) {
  const now = options.now ?? new Date();
  const send = options.fetchImpl ?? fetch;
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, "pending"), lte(webhookDeliveries.nextAttemptAt, now)))
    .orderBy(webhookDeliveries.nextAttemptAt)
    .limit(BATCH)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(now.getTime() + DELIVERY_TIMEOUT_MS * 3) })
    .where(inArray(webhookDeliveries.id, due))
    .returning({ id: webhookDeliveries.id });
  if (!claimed.length) return [];
  const rows: DueDelivery[] = await db
    .select({
      id: webhookDeliveries.id,
      url: partnerWebhooks.url,
      secret: partnerWebhooks.secret,
      eventId: webhookDeliveries.eventId,
      event: webhookDeliveries.event,
      payload: webhookDeliveries.payload,
      attempts: webhookDeliveries.attempts,
    })
    .from(webhookDeliveries)
    .innerJoin(partnerWebhooks, eq(partnerWebhooks.id, webhookDeliveries.webhookId))
    .where(inArray(webhookDeliveries.id, claimed.map((c) => c.id)));
  return Promise.all(rows.map((row) => deliverOne(db, send, row, now)));
}

async function deliverOne(db: Db, send: typeof fetch, row: DueDelivery, now: Date) {
  const body = JSON.stringify(row.payload);
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    const res = await send(row.url, {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      headers: {
        "content-type": "application/json",
        "user-agent": "Wildluxe-Webhooks/1",
        "wildluxe-event": row.event,
        "wildluxe-delivery": row.eventId,
        [SIGNATURE_HEADER]: signPayload(row.secret, body, Math.floor(now.getTime() / 1000)),
      },
      body,
    });
    statusCode = res.status;
    await res.body?.cancel();
    if (!res.ok) error = `The endpoint answered ${res.status}.`;
  } catch (e) {
    error = e instanceof Error && e.name === "TimeoutError" ? `No answer within ${DELIVERY_TIMEOUT_MS / 1000} s.` : `Could not reach the endpoint (${e instanceof Error ? e.message : String(e)}).`;
  }
  const attempts = row.attempts + 1;
  const delay = RETRY_DELAYS_MS[attempts - 1];
  const status = !error ? "delivered" : delay === undefined ? "failed" : "pending";
  await db
    .update(webhookDeliveries)
    .set({
      status,
      attempts,
      lastStatusCode: statusCode,
      lastError: error,
      deliveredAt: status === "delivered" ? now : null,
      nextAttemptAt: status === "pending" ? new Date(now.getTime() + delay!) : now,
    })
    .where(eq(webhookDeliveries.id, row.id));
  return { id: row.id, status, attempts, statusCode };
}
