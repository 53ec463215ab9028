import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { pendingEntitlements } from "../../../db/schema";
import { generateSessionToken, sessionIdFromToken } from "../../auth/session";
import type { Env } from "../../env";
import type { AfterCommit, CheckoutSessionLike, PurchaseKind } from "./fulfilment";
import type { SubscriptionLike } from "../../../db/schema/stripe-json";

const CLAIM_MAIL_SUBJECT = "A Wildluxe purchase is waiting for your account";

/**
 * Holds a signed-out purchase made with the email of an existing account, and mails that address
 * a link to claim it. Nothing on the account changes until its owner claims it. A redelivered
 * checkout (even under a new event id) finds the hold in place and mails nothing again.
 */
export async function holdPurchase(
  tx: Db,
  env: Env,
  session: CheckoutSessionLike,
  account: { id: number; email: string },
  item: { kind: PurchaseKind; itemId: number | null; itemName: string; subscription: SubscriptionLike | null },
  effects: AfterCommit,
) {
  const token = generateSessionToken();
  const held = await tx
    .insert(pendingEntitlements)
    .values({
      userId: account.id,
      email: account.email,
      kind: item.kind,
      itemId: item.itemId,
      itemName: item.itemName,
      stripeSessionId: session.id,
      stripeSubscriptionId: item.subscription?.id ?? null,
      subscription: item.subscription,
      tokenHash: sessionIdFromToken(token),
    })
    .onConflictDoNothing({ target: pendingEntitlements.stripeSessionId })
    .returning({ id: pendingEntitlements.id });
  if (!held.length) return;
  effects.mails.push({
    to: account.email,
    subject: CLAIM_MAIL_SUBJECT,
    text:
      `A checkout for ${item.itemName} was completed with this email address (${account.email}) without signing in.\n\n` +
      `Nothing on your Wildluxe account has changed. If it was you, sign in to add the purchase to your account, ` +
      `or open this link while signed in:\n\n${env.APP_URL}/api/purchases/claim?token=${token}\n\n` +
      `A membership you already have stays exactly as it is: a purchase made while signed out never replaces or cancels it. ` +
      `If it was not you, you can ignore this message.`,
    secrets: [token],
  });
}

/**
 * Keeps a held subscription's state current (events about it reach no account until it is claimed); false when none is
 * held.
 */
export async function refreshHeldSubscription(tx: Db, sub: SubscriptionLike): Promise<boolean> {
  const rows = await tx
    .update(pendingEntitlements)
    .set({ subscription: sub })
    .where(and(eq(pendingEntitlements.stripeSubscriptionId, sub.id), isNull(pendingEntitlements.claimedAt)))
    .returning({ id: pendingEntitlements.id });
  return rows.length > 0;
}
