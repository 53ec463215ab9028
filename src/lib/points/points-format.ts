import { TIER_NAMES } from "@shared/tiers";

const numberFormat = new Intl.NumberFormat("en-US");

/** "1,240". */
export function formatPoints(points: number): string {
  return numberFormat.format(Math.trunc(points));
}

/** "+150" or "-40" for a history line. */
export function formatDelta(delta: number): string {
  return `${delta > 0 ? "+" : delta < 0 ? "-" : ""}${formatPoints(Math.abs(delta))}`;
}

/**
 * Spec §4 naming for the header and points widget: a membership tier's name, "Guest" for
 * tier 0 and "Member" for a tier it does not know.
 */
export function headerTierName(tier: number | null | undefined): string {
  if (tier === 0) return "Guest";
  return (tier !== null && tier !== undefined && TIER_NAMES[tier]) || "Member";
}

/** "Points level: Explorer": named as such, since Explorer or Elite alone reads like a membership plan. */
export function pointsLevelLabel(level: string): string {
  return `Points level: ${level}`;
}

/**
 * "260 points to the Premium points level", or the top line. The spec's level names (Explorer, Premium, Elite)
 * read like plans on their own, so the words "points level" always go with them (decision 010).
 */
export function nextTierText(points: number, nextTier: string | null, nextTarget: number | null): string {
  if (!nextTier || nextTarget === null) return "You have reached the top points level.";
  const left = Math.max(0, nextTarget - points);
  return `${formatPoints(left)} ${left === 1 ? "point" : "points"} to the ${nextTier} points level`;
}

/** "Points levels follow your balance, apart from your Luxe Insider plan.", for a member with a plan. */
export function levelPlanNote(tier: number | null | undefined): string {
  const plan = tier ? TIER_NAMES[tier] : undefined;
  return plan
    ? `Points levels follow your balance, apart from your ${plan} plan.`
    : "Points levels follow your balance, apart from any membership plan.";
}

/** Spec §2 limits: "Nx/day", plus "Nh cooldown" when the cooldown is above 0. */
export function actionLimits(action: { maxTimesPerDay: number; cooldownHours: number }): string[] {
  const limits = [action.maxTimesPerDay > 0 ? `${action.maxTimesPerDay}x/day` : "No daily limit"];
  if (action.cooldownHours > 0) limits.push(`${action.cooldownHours}h cooldown`);
  return limits;
}

/** Which page numbers exist for a paged list. */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}
