import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../../db/client";
import { partnerWebhooks, webhookDeliveries } from "../../../../db/schema";
import { badRequest, notFound } from "../../../lib/errors";
import { checkOutboundUrl, OutboundError } from "../../../lib/outbound/fetch";
import { hostOf, type OutboundPolicy } from "../../../lib/outbound/policy";
import { WEBHOOK_EVENTS } from "./events";
import { deliveryOutcome } from "./outcome";
import { secretKeyMissing, webhookSecretBox, type SecretKeyEnv } from "./secret-box";

const MAX_WEBHOOKS = 5;

const HTTPS_ONLY = "Webhook endpoints must use https://.";

/** Endpoints are HTTPS; plain HTTP only to a host the operator allows (OUTBOUND_ALLOW_HOSTS, e.g. a local receiver). */
export const webhookInput = z.object({
  url: z
    .url({ error: "Enter the endpoint's full URL, starting with https://." })
    .max(500)
    .refine((value) => URL.canParse(value) && ["https:", "http:"].includes(new URL(value).protocol), HTTPS_ONLY),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: `Events are ${WEBHOOK_EVENTS.join(", ")}.` }))
    .min(1, "Choose at least one event."),
});

type EndpointDeps = { db: Db; env: SecretKeyEnv; outbound: OutboundPolicy };

/** Refuses, in words a partner can act on, an endpoint the delivery job would not call. */
async function checkEndpoint(value: string, policy: OutboundPolicy) {
  const url = new URL(value);
  const host = hostOf(url);
  if (url.protocol !== "https:" && !policy.allowHosts.has(host)) throw badRequest(HTTPS_ONLY);
  // A name that does not resolve yet is taken (its DNS may go live later): every delivery checks it again.
  const refused = await checkOutboundUrl(value, policy).then(
    () => false,
    (error: unknown) => {
      if (error instanceof OutboundError) return error.reason === "refused";
      throw error;
    },
  );
  if (refused) {
    throw badRequest(`Webhook endpoints must be on the public internet: ${host} is a private or internal address.`);
  }
}

export async function createWebhook(deps: EndpointDeps, userId: number, input: z.infer<typeof webhookInput>) {
  const { db } = deps;
  const box = webhookSecretBox(deps.env);
  if (!box) throw secretKeyMissing();
  await checkEndpoint(input.url, deps.outbound);
  const live = await db
    .select({ id: partnerWebhooks.id })
    .from(partnerWebhooks)
    .where(and(eq(partnerWebhooks.userId, userId), isNull(partnerWebhooks.deletedAt)));
  if (live.length >= MAX_WEBHOOKS) {
    throw badRequest(`You can have at most ${MAX_WEBHOOKS} webhook endpoints; remove one first.`);
  }
  // Shown once, here; the table keeps it sealed with WEBHOOK_SECRET_KEY.
  const secret = `whsec_${randomBytes(24).toString("base64url")}`;
  const [row] = await db
    .insert(partnerWebhooks)
    .values({ userId, url: input.url, events: [...new Set(input.events)], secret: box.seal(secret, userId) })
    .returning({ id: partnerWebhooks.id, url: partnerWebhooks.url, events: partnerWebhooks.events });
  return { ...row!, secret };
}

/** The member's endpoints with their latest deliveries (the secret is shown only when created). */
export async function listWebhooks(db: Db, userId: number) {
  const hooks = await db
    .select({
      id: partnerWebhooks.id,
      url: partnerWebhooks.url,
      events: partnerWebhooks.events,
      createdAt: partnerWebhooks.createdAt,
    })
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
        .where(
          inArray(
            webhookDeliveries.webhookId,
            hooks.map((h) => h.id),
          ),
        )
        .orderBy(desc(webhookDeliveries.id))
        .limit(30)
    : [];
  return hooks.map((h) => ({
    ...h,
    deliveries: deliveries
      .filter((d) => d.webhookId === h.id)
      .map(({ lastError, ...d }) => ({ ...d, outcome: deliveryOutcome({ ...d, lastError }) })),
  }));
}

export async function deleteWebhook(db: Db, userId: number, id: number) {
  const [row] = await db
    .update(partnerWebhooks)
    .set({ deletedAt: new Date() })
    .where(and(eq(partnerWebhooks.id, id), eq(partnerWebhooks.userId, userId), isNull(partnerWebhooks.deletedAt)))
    .returning({ id: partnerWebhooks.id });
  if (!row) throw notFound("Webhook not found.");
  await db
    .delete(webhookDeliveries)
    .where(and(eq(webhookDeliveries.webhookId, id), eq(webhookDeliveries.status, "pending")));
  return { id: row.id, deleted: true as const };
}
