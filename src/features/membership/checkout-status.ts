import { utcDateText } from "@/lib/date-text";

export const STATUS_POLL_MS = 1_500;
export const STATUS_POLL_LIMIT_MS = 20_000;

/**
 * How long until the success page asks again whether the purchase is confirmed: every 1.5 s
 * while it is pending, for up to 20 s; then it stops and shows a "still processing" message.
 */
export function nextStatusPoll(status: "complete" | "pending" | undefined, elapsedMs: number): number | false {
  if (status === "complete") return false;
  if (elapsedMs + STATUS_POLL_MS > STATUS_POLL_LIMIT_MS) return false;
  return STATUS_POLL_MS;
}

export type PurchaseKind = "membership" | "trial" | "owner_package" | "sponsor_package" | "store_order";

/** A membership's monthly points, and the day the first arrive when that is not today (the end of a free trial). */
export type MonthlyPoints = { monthly: number; firstOn: Date | string | null } | null;

/** "Your 200 monthly points arrive on Dec 9, 2026, with your first paid month." */
export function pointsLine(points: MonthlyPoints): string {
  if (!points) return "";
  if (!points.firstOn)
    return ` Your ${points.monthly} points for this month are in your account, and ${points.monthly} more arrive with each monthly renewal.`;
  const day = utcDateText(new Date(points.firstOn), { month: "short", day: true, year: true });
  return ` Your ${points.monthly} monthly points start with your first paid month, on ${day}; the free trial earns none.`;
}

/** The heading and next step for a confirmed purchase. */
export function confirmationFor(
  kind: PurchaseKind,
  itemName: string,
  points: MonthlyPoints = null,
): { title: string; message: string; next: { label: string; href: string } } {
  switch (kind) {
    case "membership":
      return {
        title: `Welcome to ${itemName}`,
        message: `Your membership is active and tier-exclusive stays are unlocked.${pointsLine(points)}`,
        next: { label: "Go to My Dashboard", href: "/member/dashboard" },
      };
    case "trial":
      return {
        title: "Your free trial has started",
        message: `Enjoy 14 days of ${itemName.replace(/ free trial$/, "")}. Cancel anytime before the trial ends and you pay nothing.${pointsLine(points)}`,
        next: { label: "Go to My Dashboard", href: "/member/dashboard" },
      };
    case "owner_package":
      return {
        title: "Thank you for your purchase",
        message: `Your ${itemName} is confirmed. Add or update your property from the owner dashboard.`,
        next: { label: "Go to Owner Dashboard", href: "/owner/dashboard" },
      };
    case "sponsor_package":
      return {
        title: "Welcome aboard, sponsor",
        message: `Your ${itemName} is confirmed. Our partnerships team will be in touch to plan your placements.`,
        next: { label: "Back to Sponsors", href: "/sponsors" },
      };
    case "store_order":
      return {
        title: "Thank you for your order",
        message: `Your order (${itemName}) is confirmed. A receipt is on its way to your email.`,
        next: { label: "Back to the Store", href: "/store" },
      };
  }
}
