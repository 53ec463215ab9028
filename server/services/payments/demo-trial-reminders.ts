import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { demoSubscriptions, processedWebhookEvents } from "../../../db/schema";
import { deliverDemoEvent } from "./demo-checkout";
import { periodOf } from "./fulfilment";
import type { PaymentDeps } from "./stripe-client";

/** Stripe sends customer.subscription.trial_will_end three days before a trial ends. */
const TRIAL_REMINDER_DAYS = 3;
const DAY_SECONDS = 24 * 60 * 60;

/** One event id per subscription: the webhook handler records it, so a trial is announced once. */
const trialWillEndEventId = (subscriptionId: string) => `evt_demo_${subscriptionId}_trial_will_end`;

/**
 * The demo checkout's stand-in for Stripe's trial_will_end event: every demo trial that ends
 * within three days, and has not been announced, gets the event through the same webhook
 * handler, which queues the "trial ends in 3 days" mail. Run by the scheduler; returns how many
 * trials it announced.
 */
export async function announceEndingDemoTrials(deps: PaymentDeps, now: Date): Promise<number> {
  const trials = await unannouncedTrials(deps.db);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const horizon = nowSeconds + TRIAL_REMINDER_DAYS * DAY_SECONDS;
  let announced = 0;
  for (const sub of trials) {
    const end = sub.trial_end ?? periodOf(sub).end;
    if (!end || end <= nowSeconds || end > horizon || sub.cancel_at_period_end) continue;
    await deliverDemoEvent(deps, trialWillEndEventId(sub.id), "customer.subscription.trial_will_end", {
      object: "subscription",
      ...sub,
    });
    announced++;
  }
  return announced;
}

async function unannouncedTrials(db: Db) {
  const rows = await db
    .select({ subscription: demoSubscriptions.subscription })
    .from(demoSubscriptions)
    // The event id trialWillEndEventId gives, built in SQL.
    .leftJoin(
      processedWebhookEvents,
      eq(processedWebhookEvents.id, sql`'evt_demo_' || ${demoSubscriptions.id} || '_trial_will_end'`),
    )
    .where(and(sql`${demoSubscriptions.subscription}->>'status' = 'trialing'`, isNull(processedWebhookEvents.id)));
  return rows.map((r) => r.subscription);
}
