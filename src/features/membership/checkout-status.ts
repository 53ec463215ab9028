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

/** The heading and next step for a confirmed purchase. */
export function confirmationFor(kind: PurchaseKind, itemName: string): { title: string; message: string; next: { label: string; href: string } } {
  switch (kind) {
    case "membership":
      return {
        title: `Welcome to ${itemName}`,
        message: "Your membership is active. Your monthly points are on their way and tier-exclusive stays are unlocked.",
        next: { label: "Go to My Dashboard", href: "/member/dashboard" },
      };
    case "trial":
      return {
        title: "Your free trial has started",
        message: `Enjoy 14 days of ${itemName.replace(/ free trial$/, "")}. Cancel anytime before the trial ends and you pay nothing.`,
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
