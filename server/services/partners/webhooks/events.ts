import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { listings, partnerWebhooks, users, webhookDeliveries } from "../../../../db/schema";
import { isAdminUser } from "@shared/access";
import { canAccessListing } from "@shared/access";

export const WEBHOOK_EVENTS = ["listing.updated", "listing.availability_changed"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

type Subscriber = { id: number; membershipTier: number; isAdmin: boolean; role: string };
type Stay = { ownerId: number | null; approved: boolean; tierLevel: number };

/**
 * Whether a subscriber may hear about a stay, as the site would show it to them: their own stays, an approved stay
 * their tier reads in full, and every stay for admins. A stay waiting for approval is its owner's and the admins'.
 */
function mayHearAbout(subscriber: Subscriber, stay: Stay): boolean {
  if (isAdminUser(subscriber) || stay.ownerId === subscriber.id) return true;
  return stay.approved && canAccessListing(subscriber, stay);
}

/** Queues one event about a stay for every endpoint that listens for it and may see the stay; the job sends them. */
export async function emitPartnerEvent(
  db: Db,
  event: WebhookEvent,
  data: { listing: { id: number; slug?: string } } & Record<string, unknown>,
  now = new Date(),
) {
  const listening = await db
    .select({
      hookId: partnerWebhooks.id,
      id: users.id,
      membershipTier: users.membershipTier,
      isAdmin: users.isAdmin,
      role: users.role,
    })
    .from(partnerWebhooks)
    .innerJoin(users, eq(users.id, partnerWebhooks.userId))
    .where(and(isNull(partnerWebhooks.deletedAt), sql`${partnerWebhooks.events} @> array[${event}]::text[]`));
  if (!listening.length) return 0;
  const [stay] = await db
    .select({ ownerId: listings.ownerId, approved: listings.approved, tierLevel: listings.tierLevel })
    .from(listings)
    .where(eq(listings.id, data.listing.id));
  const hooks = stay ? listening.filter((subscriber) => mayHearAbout(subscriber, stay)) : [];
  if (!hooks.length) return 0;
  const eventId = `evt_${randomBytes(12).toString("hex")}`;
  const payload = { id: eventId, type: event, created: Math.floor(now.getTime() / 1000), data };
  await db
    .insert(webhookDeliveries)
    .values(hooks.map((h) => ({ webhookId: h.hookId, eventId, event, payload, nextAttemptAt: now })));
  return hooks.length;
}
