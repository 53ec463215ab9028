import { and, eq, exists, inArray, isNull, lte, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { partnerWebhooks, webhookDeliveries } from "../../../../db/schema";
import type { Logger } from "../../../lib/logger";
import { guardedFetch, OutboundError } from "../../../lib/outbound/fetch";
import type { OutboundPolicy } from "../../../lib/outbound/policy";
import { NO_ANSWER, REFUSED, type DeliveryOutcome } from "./outcome";
import { openStoredSecret, sealPlainSecrets, webhookSecretBox, type SecretKeyEnv } from "./secret-box";
import { SIGNATURE_HEADER, signPayload } from "./signing";

/** Waits before each retry of one delivery; after the last one it is given up as failed. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000, 12 * 3_600_000];
const DELIVERY_TIMEOUT_MS = 10_000;
/** Endpoints one process delivers to at the same time (one delivery each). */
const MAX_ENDPOINTS_IN_FLIGHT = 64;
/** Deliveries one endpoint gets in a row before it queues behind the others again. */
const TURN = 50;

/** An endpoint's pause after failures in a row: 5 s, doubling, at most 5 min (each delivery also waits its retry). */
export const endpointBackoffMs = (failuresInARow: number) => Math.min(5_000 * 2 ** (failuresInARow - 1), 5 * 60_000);

export type DeliveryDeps = { db: Db; env: SecretKeyEnv; outbound: OutboundPolicy; logger?: Logger };
/** `now` fixes the clock (tests); `timeoutMs` is how long one attempt waits for an answer. */
export type DeliveryOptions = { now?: Date; timeoutMs?: number; maxEndpoints?: number };
export type DeliveryResult = {
  id: number;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  statusCode: number | null;
  outcome: DeliveryOutcome;
};
type Attempt = { outcome: DeliveryOutcome; statusCode: number | null };
/** One endpoint's turn, started by a tick: its deliveries, one at a time, until its queue is empty or one fails. */
export type EndpointTurn = { webhookId: number; done: Promise<DeliveryResult[]> };

/** An endpoint's deliveries that wait for an attempt and are due at `now`. */
const queued = (webhookId: number | typeof partnerWebhooks.id, now: Date) =>
  and(
    eq(webhookDeliveries.webhookId, webhookId),
    eq(webhookDeliveries.status, "pending"),
    lte(webhookDeliveries.nextAttemptAt, now),
  );

type Endpoint = { id: number; userId: number; url: string; secret: string; failuresInARow: number };
type Delivery = { id: number; eventId: string; event: string; payload: Record<string, unknown>; attempts: number };

/**
 * Sends partner webhooks fairly. Each tick leases the endpoints that have due deliveries and are not already busy or
 * backing off (FOR UPDATE SKIP LOCKED, so several processes never take one endpoint at once), least recently served
 * first, and starts a turn for each without waiting for it: an endpoint that hangs holds only its own turn, and the
 * next tick serves everyone else. A failure ends the endpoint's turn and pauses it (endpointBackoffMs).
 */
export function createWebhookDeliverer(deps: DeliveryDeps, options: DeliveryOptions = {}) {
  const { db, outbound, logger } = deps;
  const clock = () => options.now ?? new Date();
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  // Long enough for one attempt and its bookkeeping; a process that dies mid-turn frees the endpoint after it.
  const leaseEnd = (now: Date) => new Date(now.getTime() + timeoutMs * 3);
  const maxEndpoints = options.maxEndpoints ?? MAX_ENDPOINTS_IN_FLIGHT;
  const box = webhookSecretBox(deps.env);
  if (!box) logger?.warn("WEBHOOK_SECRET_KEY is not set: new webhooks are refused; older secrets stay in plain text");
  const busy = new Set<number>();
  let plainSecretsSealed = false;

  async function leaseEndpoints(now: Date, room: number): Promise<Endpoint[]> {
    const due = db
      .select({ one: sql`1` })
      .from(webhookDeliveries)
      .where(queued(partnerWebhooks.id, now));
    const ready = db
      .select({ id: partnerWebhooks.id })
      .from(partnerWebhooks)
      .where(
        and(
          isNull(partnerWebhooks.deletedAt),
          lte(partnerWebhooks.nextSendAt, now),
          // A turn of this process that outlived its lease keeps its endpoint.
          busy.size ? notInArray(partnerWebhooks.id, [...busy]) : undefined,
          exists(due),
        ),
      )
      .orderBy(partnerWebhooks.nextSendAt, partnerWebhooks.id)
      .limit(room)
      .for("update", { skipLocked: true });
    return db
      .update(partnerWebhooks)
      .set({ nextSendAt: leaseEnd(now) })
      .where(and(inArray(partnerWebhooks.id, ready), lte(partnerWebhooks.nextSendAt, now)))
      .returning({
        id: partnerWebhooks.id,
        userId: partnerWebhooks.userId,
        url: partnerWebhooks.url,
        secret: partnerWebhooks.secret,
        failuresInARow: partnerWebhooks.failuresInARow,
      });
  }

  /** The endpoint's oldest due delivery, claimed (and the endpoint's lease renewed) for one attempt. */
  async function takeNext(webhookId: number, now: Date): Promise<Delivery | undefined> {
    const next = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(queued(webhookId, now))
      .orderBy(webhookDeliveries.nextAttemptAt, webhookDeliveries.id)
      .limit(1)
      .for("update", { skipLocked: true });
    const [delivery] = await db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: leaseEnd(now) })
      .where(inArray(webhookDeliveries.id, next))
      .returning({
        id: webhookDeliveries.id,
        eventId: webhookDeliveries.eventId,
        event: webhookDeliveries.event,
        payload: webhookDeliveries.payload,
        attempts: webhookDeliveries.attempts,
      });
    if (delivery) {
      await db
        .update(partnerWebhooks)
        .set({ nextSendAt: leaseEnd(now) })
        .where(eq(partnerWebhooks.id, webhookId));
    }
    return delivery;
  }

  async function attempt(url: string, secret: string, delivery: Delivery, now: Date): Promise<Attempt> {
    const body = JSON.stringify(delivery.payload);
    const headers = {
      "content-type": "application/json",
      "user-agent": "Wildluxe-Webhooks/1",
      "wildluxe-event": delivery.event,
      "wildluxe-delivery": delivery.eventId,
      [SIGNATURE_HEADER]: signPayload(secret, body, Math.floor(now.getTime() / 1000)),
    };
    try {
      // Redirects are not followed: an endpoint answers where it was registered (and checked).
      const init = { method: "POST", headers, body, maxRedirects: 0, signal: AbortSignal.timeout(timeoutMs) };
      const res = await guardedFetch(url, init, outbound);
      await res.body?.cancel();
      return { outcome: res.ok ? "delivered" : `HTTP ${res.status}`, statusCode: res.status };
    } catch (error) {
      if (!(error instanceof OutboundError)) throw error;
      return { outcome: error.reason === "refused" ? REFUSED : NO_ANSWER, statusCode: null };
    }
  }

  async function record(delivery: Delivery, { outcome, statusCode }: Attempt, now: Date): Promise<DeliveryResult> {
    const attempts = delivery.attempts + 1;
    const delay = RETRY_DELAYS_MS[attempts - 1];
    const status = outcome === "delivered" ? "delivered" : delay === undefined ? "failed" : "pending";
    await db
      .update(webhookDeliveries)
      .set({
        status,
        attempts,
        lastStatusCode: statusCode,
        lastError: outcome === "delivered" ? null : outcome,
        deliveredAt: status === "delivered" ? now : null,
        nextAttemptAt: status === "pending" ? new Date(now.getTime() + delay!) : now,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    return { id: delivery.id, status, attempts, statusCode, outcome };
  }

  async function turn(endpoint: Endpoint): Promise<DeliveryResult[]> {
    const results: DeliveryResult[] = [];
    let failures = endpoint.failuresInARow;
    let pauseMs = 0;
    const secret = openStoredSecret(box, endpoint.secret, endpoint.userId);
    for (let n = 0; n < TURN && !pauseMs; n++) {
      const now = clock();
      const delivery = await takeNext(endpoint.id, now);
      if (!delivery) break;
      const result = await record(delivery, await attempt(endpoint.url, secret, delivery, now), clock());
      results.push(result);
      failures = result.outcome === "delivered" ? 0 : failures + 1;
      if (failures) pauseMs = endpointBackoffMs(failures);
    }
    const nextSendAt = new Date(clock().getTime() + pauseMs);
    await db
      .update(partnerWebhooks)
      .set({ nextSendAt, failuresInARow: failures })
      .where(eq(partnerWebhooks.id, endpoint.id));
    return results;
  }

  return {
    /** Leases the endpoints that are ready and starts their turns; resolves once they have started, not finished. */
    async tick(): Promise<EndpointTurn[]> {
      if (!plainSecretsSealed && box) {
        await sealPlainSecrets(db, box);
        plainSecretsSealed = true;
      }
      const room = maxEndpoints - busy.size;
      if (room <= 0) return [];
      const leased = await leaseEndpoints(clock(), room);
      return leased.map((endpoint) => {
        busy.add(endpoint.id);
        const done = turn(endpoint)
          .catch((err: unknown) => {
            // The lease runs out and the endpoint is tried again; nothing here reaches the partner's log.
            logger?.error({ err, webhookId: endpoint.id }, "webhook delivery turn failed");
            return [];
          })
          .finally(() => busy.delete(endpoint.id));
        return { webhookId: endpoint.id, done };
      });
    },
  };
}

/** One tick, waiting for every turn it started (tests and one-off runs; the job does not wait). */
export async function deliverDueWebhooks(deps: DeliveryDeps, options: DeliveryOptions = {}): Promise<DeliveryResult[]> {
  const turns = await createWebhookDeliverer(deps, options).tick();
  return (await Promise.all(turns.map((t) => t.done))).flat();
}
