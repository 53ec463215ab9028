import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSubscriptions, emailOutbox, users } from "../../db/schema";
import { backgroundJobs } from "../../server/boot";
import { DEFAULT_SENDER } from "../../server/services/mail/outbox";
import { demoCheckoutRoutes } from "../../server/rest/demo-checkout";
import { signedInMember, startTestApp, type TestApp } from "../helpers/app";

// No STRIPE_SECRET_KEY: the demo checkout's trials are announced by a scheduled job, as Stripe would.
let t: TestApp;
let demo: Hono;
beforeAll(async () => {
  t = await startTestApp();
  demo = new Hono().route("/demo-checkout", demoCheckoutRoutes(t.deps));
});
afterAll(() => t.close());

const SUBJECT = "Your Wildluxe free trial ends in 3 days";
const DAY = 24 * 60 * 60;

/** A member on the 14-day Luxe Insider trial bought through the demo checkout; its demo subscription id. */
async function trialMember() {
  const { user, http } = await signedInMember(t);
  const { json } = await http.post("/api/membership/create-checkout-session", { tierName: "Luxe Insider" });
  const sessionId = json.url.split("/").pop();
  const origin = t.deps.env.APP_URL;
  const done = await demo.request(`${origin}${json.url}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams({ session_id: sessionId }).toString(),
  });
  expect(done.status).toBe(303);
  const [account] = await t.database.db.select().from(users).where(eq(users.id, user.id));
  expect(account).toMatchObject({ membershipStatus: "trialing" });
  return { user, subscriptionId: account!.stripeSubscriptionId! };
}

/** Moves the stored trial's end to `days` from now, as time passing would. */
async function trialEndsIn(subscriptionId: string, days: number, change: { cancel_at_period_end?: boolean } = {}) {
  const [row] = await t.database.db.select().from(demoSubscriptions).where(eq(demoSubscriptions.id, subscriptionId));
  const sub = structuredClone(row!.subscription);
  sub.items.data[0]!.current_period_end = Math.floor(Date.now() / 1000) + Math.round(days * DAY);
  Object.assign(sub, change);
  await t.database.db
    .update(demoSubscriptions)
    .set({ subscription: sub })
    .where(eq(demoSubscriptions.id, subscriptionId));
}

const reminderJob = () =>
  backgroundJobs(t.database.db, t.deps.env, t.deps.logger, t.deps.metrics).find(
    (j) => j.name === "demo-trial-reminders",
  )!;
const remindersTo = async (email: string) =>
  (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).filter(
    (m) => m.subject === SUBJECT,
  );

describe("trial ending in 3 days, on the demo checkout", () => {
  it("is mailed through the outbox once per subscription by the scheduled job", async () => {
    const { user, subscriptionId } = await trialMember();
    const job = reminderJob();
    expect(job).toBeDefined();

    // 14 days left: too early.
    await job.run();
    expect(await remindersTo(user.email)).toHaveLength(0);

    await trialEndsIn(subscriptionId, 2.5);
    await job.run();
    const [mail] = await remindersTo(user.email);
    expect(mail!.text).toContain("Your free trial of Luxe Insider ends on");
    expect(mail!.text).toContain("$14.99 per month");
    expect(mail!.fromAddress).toBe(DEFAULT_SENDER);

    // Once only, however often the job runs.
    await job.run();
    await job.run();
    expect(await remindersTo(user.email)).toHaveLength(1);
  });

  it("waits until 3 days are left and skips trials cancelled at period end", async () => {
    const early = await trialMember();
    await trialEndsIn(early.subscriptionId, 3.5);
    const cancelled = await trialMember();
    await trialEndsIn(cancelled.subscriptionId, 1, { cancel_at_period_end: true });
    await reminderJob().run();
    expect(await remindersTo(early.user.email)).toHaveLength(0);
    expect(await remindersTo(cancelled.user.email)).toHaveLength(0);

    await trialEndsIn(early.subscriptionId, 2.9);
    await reminderJob().run();
    expect(await remindersTo(early.user.email)).toHaveLength(1);
  });
});
