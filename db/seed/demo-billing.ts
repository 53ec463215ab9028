import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { demoSubscriptions, membershipPlans, pointsLedger, purchases, users } from "../schema";

const DAY = 24 * 60 * 60;
/** Months the demo members have been paying, this one included. */
const MONTHS = 3;

/**
 * A demo member's billing as the demo checkout would have left it: a subscription in its third
 * month (so "Manage billing" opens the demo portal), the two past renewals and this month's
 * payment, and the plan's monthly points for each of those months.
 */
export async function seedMemberBilling(db: Db, userId: number, planId: number, now = new Date()) {
  const [plan] = await db.select().from(membershipPlans).where(eq(membershipPlans.id, planId));
  if (!plan) return;
  const nowSec = Math.floor(now.getTime() / 1000);
  const currentStart = nowSec - 10 * DAY;
  const starts = Array.from({ length: MONTHS }, (_, i) => currentStart - (MONTHS - 1 - i) * 30 * DAY);
  const id = `demo_sub_member_${userId}`;
  const customer = `demo_cus_member_${userId}`;
  const metadata = { kind: "membership", planId: String(plan.id), tier: plan.name, userId: String(userId) };
  await db.transaction(async (tx) => {
    await tx
      .insert(demoSubscriptions)
      .values({
        id,
        subscription: {
          id,
          status: "active",
          customer,
          metadata,
          cancel_at_period_end: false,
          items: {
            data: [
              {
                id: `demo_si_member_${userId}`,
                current_period_start: currentStart,
                current_period_end: currentStart + 30 * DAY,
                price: { unit_amount: plan.price },
              },
            ],
          },
          latest_invoice: `demo_in_member_${userId}_${MONTHS - 1}`,
        },
      })
      .onConflictDoNothing();
    await tx
      .update(users)
      .set({
        stripeSubscriptionId: id,
        stripeCustomerId: customer,
        membershipTier: plan.id,
        membershipStatus: "active",
        membershipPeriodEnd: new Date((currentStart + 30 * DAY) * 1000),
      })
      .where(eq(users.id, userId));
    for (const [i, start] of starts.entries()) {
      const at = new Date(start * 1000);
      await tx
        .insert(purchases)
        .values({
          userId,
          kind: "membership",
          itemId: plan.id,
          itemName: i === 0 ? plan.name : `${plan.name} monthly membership`,
          amount: plan.price,
          stripeSessionId: `demo_in_member_${userId}_${i}`,
          status: "paid",
          createdAt: at,
        })
        .onConflictDoNothing();
      await tx
        .insert(pointsLedger)
        .values({
          userId,
          delta: plan.monthlyPoints,
          reason: `${plan.name} monthly points`,
          periodKey: `tier:${id}:${start}`,
          createdAt: at,
        })
        .onConflictDoNothing();
    }
  });
}
