import { and, eq, isNull } from "drizzle-orm";
import { pendingEntitlements, purchases, users } from "../../../db/schema";
import { sessionIdFromToken } from "../../auth/session";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { forbidden, notFound } from "../../lib/errors";
import { dropMemberReads } from "../../lib/public-reads";
import { grantMembership, isSubscriptionKind, type AfterCommit } from "./fulfilment";

type Held = typeof pendingEntitlements.$inferSelect;

type ClaimDeps = Pick<AppDeps, "db" | "metrics">;

/** Claims every purchase held for this account; called where sign-in succeeds, so signing in is the claim. */
export async function claimHeldPurchases(deps: ClaimDeps, userId: number): Promise<void> {
  const held = await deps.db
    .select()
    .from(pendingEntitlements)
    .where(and(eq(pendingEntitlements.userId, userId), isNull(pendingEntitlements.claimedAt)));
  for (const entitlement of held) await claim(deps, userId, entitlement);
}

const NOT_YOUR_PURCHASE = "This purchase was made with another email address. Sign in with that address to claim it.";

/**
 * The mailed claim link. Signed out, the caller is told to sign in (which claims it); signed in,
 * only the account the purchase is held for may claim it. Returns the checkout it belongs to.
 */
export async function claimByLink(deps: ClaimDeps, user: SessionUser | null, token: string) {
  const [entitlement] = await deps.db
    .select()
    .from(pendingEntitlements)
    .where(eq(pendingEntitlements.tokenHash, sessionIdFromToken(token)));
  if (!entitlement) throw notFound("This claim link is not valid.");
  const sessionId = entitlement.stripeSessionId;
  if (!user) return { signInFirst: true, sessionId };
  if (entitlement.userId !== user.id) throw forbidden(NOT_YOUR_PURCHASE);
  if (!entitlement.claimedAt) await claim(deps, user.id, entitlement);
  return { signInFirst: false, sessionId };
}

/**
 * Gives the account what was bought. A membership takes effect only when the account has no
 * live one: a purchase made signed out never replaces or cancels a member's live subscription.
 * The member's kept reads (their payments, their points: memberRead) go once it is theirs, in every
 * process: neither sign-in nor the claim link is a write the write hooks see as theirs.
 */
async function claim(deps: ClaimDeps, userId: number, entitlement: Held) {
  const claimed = await deps.db.transaction(async (tx) => {
    const [won] = await tx
      .update(pendingEntitlements)
      .set({ claimedAt: new Date() })
      .where(and(eq(pendingEntitlements.id, entitlement.id), isNull(pendingEntitlements.claimedAt)))
      .returning({ id: pendingEntitlements.id });
    // Another sign-in claimed it first.
    if (!won) return false;
    await tx.update(purchases).set({ userId }).where(eq(purchases.stripeSessionId, entitlement.stripeSessionId));
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!user || !isSubscriptionKind(entitlement.kind) || !entitlement.subscription) return true;
    // "lapsed" never cancels anything, so there is no after-commit work to run.
    const effects: AfterCommit = { mails: [], cancelSubscriptions: [] };
    await grantMembership(tx, user, entitlement.subscription, new Date(), effects, "lapsed");
    return true;
  });
  if (claimed) await dropMemberReads(deps.metrics, userId);
}
