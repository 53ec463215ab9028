import type { Env } from "../../env";
import type { Mail } from "../mail/outbox";

/*
 * Receipts and membership lifecycle mail. They are queued after the webhook transaction commits
 * (AfterCommit.mails), so they leave through the outbox and its SMTP worker from the default sender.
 */

export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** "Tuesday, December 22, 2026" (spec: dates in US English). */
export const longDate = (date: Date) =>
  date.toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

const SIGN_OFF = "\n\nWildluxe";

export function receiptMail(
  env: Env,
  to: string,
  p: { itemName: string; amount: number; reference: string; paidAt: Date; note?: string },
): Mail {
  return {
    to,
    subject: `Your Wildluxe receipt: ${p.itemName}`,
    text:
      `Thank you for your purchase. This is your receipt.\n\n` +
      `  ${p.itemName}  ${dollars(p.amount)}\n` +
      `  Paid  ${dollars(p.amount)} on ${longDate(p.paidAt)}\n` +
      `  Reference  ${p.reference}\n` +
      (p.note ? `\n${p.note}\n` : "") +
      `\nYour purchases and billing are on your account: ${env.APP_URL}/account` +
      SIGN_OFF,
  };
}

export function trialEndingMail(env: Env, to: string, p: { planName: string; price: number; trialEnd: Date }): Mail {
  return {
    to,
    subject: "Your Wildluxe free trial ends in 3 days",
    text:
      `Your free trial of ${p.planName} ends on ${longDate(p.trialEnd)}. ` +
      `From then on your membership is ${dollars(p.price)} per month and your monthly points start.\n\n` +
      `To change plan or cancel before you are charged, open Manage billing on your account: ${env.APP_URL}/account` +
      SIGN_OFF,
  };
}

export function paymentFailedMail(env: Env, to: string, p: { planName: string; amount: number }): Mail {
  return {
    to,
    subject: "Your Wildluxe payment failed",
    text:
      `We could not take the ${dollars(p.amount)} payment for your ${p.planName} membership. ` +
      `We will try again over the next few days; to keep your benefits, update your card under Manage billing: ${env.APP_URL}/account` +
      SIGN_OFF,
  };
}

export function cancelledMail(env: Env, to: string, p: { planName: string; endsAt: Date | null }): Mail {
  const until =
    p.endsAt && p.endsAt > new Date()
      ? `You keep your ${p.planName} benefits until ${longDate(p.endsAt)}, and you will not be charged again.`
      : `Your ${p.planName} benefits have ended, and you will not be charged again.`;
  return {
    to,
    subject: "Your Wildluxe membership is cancelled",
    text:
      `Your ${p.planName} membership is cancelled. ${until}\n\nChanged your mind? Resume it under Manage billing: ${env.APP_URL}/account` +
      SIGN_OFF,
  };
}
