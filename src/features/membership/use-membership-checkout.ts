import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { CHECKOUT_FALLBACK_ERROR, checkoutTierName, type Plan } from "./plan-rules";

/** `error` is null when the call was skipped because another checkout is under way. */
export type CheckoutResult = { ok: true } | { ok: false; error: string | null };

/** Sends the browser to a checkout page. */
export function goToCheckout(url: string): void {
  // Same tab on purpose: a window.open after an await is no longer tied to the click, so
  // browsers block it as a pop-up. Checkout's cancel and success pages bring the buyer back.
  window.location.assign(url);
}

/**
 * One checkout at a time for a set of buy buttons (spec §4): the chosen item is pending, shows
 * "Creating Checkout..." and every button is disabled until the call ends; then the browser
 * goes to checkout, or a toast "Error" shows the server's message or the fallback.
 */
export function useCheckoutRedirect() {
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const pending = useRef(false);

  // Coming back from checkout with the Back button can restore the page from the
  // back/forward cache with a button still busy; start fresh instead.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      pending.current = false;
      setPendingKey(null);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  const start = useCallback(
    async (key: string, create: () => Promise<{ url?: string | null }>): Promise<CheckoutResult> => {
      if (pending.current) return { ok: false, error: null };
      pending.current = true;
      setPendingKey(key);
      try {
        const { url } = await create();
        if (!url) throw new Error("Failed to create checkout session");
        // The buttons stay busy while the browser leaves for checkout.
        goToCheckout(url);
        return { ok: true };
      } catch (error) {
        const message = errorMessage(error, CHECKOUT_FALLBACK_ERROR);
        notify.error("Error", message);
        pending.current = false;
        setPendingKey(null);
        return { ok: false, error: message };
      }
    },
    [],
  );

  return { start, pendingKey, isPending: pendingKey !== null };
}

/**
 * Membership checkout, requested for a guest user id (spec §6: no sign-in needed); the server
 * links the purchase to the signed-in member when there is one.
 */
export function useMembershipCheckout() {
  const { mutateAsync } = trpc.payments.createMembershipCheckout.useMutation();
  const { start, pendingKey, isPending } = useCheckoutRedirect();

  const startPlan = useCallback(
    (plan: Pick<Plan, "id" | "name">) =>
      start(String(plan.id), () => mutateAsync({ tierName: checkoutTierName(plan), userId: "guest" })),
    [start, mutateAsync],
  );

  return { start: startPlan, pendingPlanId: pendingKey === null ? null : Number(pendingKey), isPending };
}
