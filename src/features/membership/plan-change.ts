import { utcDateText } from "@/lib/date-text";
import type { RouterOutputs } from "@/lib/trpc";
import { formatPrice, type Plan } from "./plan-rules";

export type Billing = RouterOutputs["payments"]["billing"];

/**
 * "Dec 22, 2026" (spec: medium dates in US English); UTC so server and browser agree. Written by
 * utcDateText: toLocaleDateString built an ICU formatter per call, 2 % of a member's server render of `/`.
 */
export function billingDate(date: Date | string | null): string {
  return date
    ? utcDateText(new Date(date), { month: "short", day: true, year: true })
    : "the end of this billing period";
}

/** What a plan's button does: start a checkout, change the member's plan, or nothing (the current one). */
export type PlanAction = { kind: "checkout" | "change" | "none"; label: string; note: string | null };

/** What choosing `plan` will do, and when, for this member. */
export function planAction(
  plan: Pick<Plan, "id" | "name" | "shortName" | "price">,
  billing: Billing | undefined,
  plans: Array<Pick<Plan, "id" | "price">>,
): PlanAction {
  if (!billing?.live) return { kind: "checkout", label: `Choose ${plan.shortName}`, note: null };
  const current = plans.find((p) => p.id === billing.tier);
  const trial = billing.status === "trialing";
  if (plan.id === billing.tier) {
    if (billing.cancelAt)
      return {
        kind: "change",
        label: `Keep ${plan.name}`,
        note: `Cancelled: ends on ${billingDate(billing.cancelAt)}.`,
      };
    if (billing.nextTier)
      return {
        kind: "change",
        label: `Keep ${plan.name}`,
        note: `Switches to ${billing.nextPlanName} on ${billingDate(billing.nextTierAt)}.`,
      };
    return {
      kind: "none",
      label: "Your Current Plan",
      note: trial
        ? `Free trial until ${billingDate(billing.periodEnd)}.`
        : `Renews on ${billingDate(billing.periodEnd)}.`,
    };
  }
  if (plan.id === billing.nextTier)
    return {
      kind: "none",
      label: `Switches on ${billingDate(billing.nextTierAt)}`,
      note: `Switches to ${plan.name} on ${billingDate(billing.nextTierAt)}.`,
    };
  if (current && plan.price > current.price) {
    return {
      kind: "change",
      label: "Upgrade now",
      note: trial
        ? `${plan.name} starts now; your free trial continues, then ${formatPrice(plan.price)} per month.`
        : `${plan.name} starts now: you pay the difference for the rest of this month today, then ${formatPrice(plan.price)} per month.`,
    };
  }
  return {
    kind: "change",
    label: `Switch on ${billingDate(billing.periodEnd)}`,
    note: `Switches to ${plan.name} on ${billingDate(billing.periodEnd)}; you keep ${billing.planName} until then.`,
  };
}
