import { LockIcon } from "@/components/ui/icons";
import { useSeo } from "@/lib/seo/use-seo";
import { PlanPicker } from "./plan-picker";
import type { PageData } from "@/lib/route-data";

/** /checkout and /membership/checkout: pick a plan, then on to secure checkout. */
export function CheckoutPage() {
  useSeo({
    title: "Checkout",
    description: "Choose a Wildluxe membership plan and continue to secure checkout. Cancel anytime.",
  });
  return (
    <section aria-labelledby="checkout-title" className="bg-sand-50 pb-24 pt-14">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <header className="mx-auto max-w-2xl text-center">
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-sand-700">Checkout</p>
          <h1 id="checkout-title" className="mt-2 text-4xl text-forest-950 sm:text-5xl">
            Choose your plan
          </h1>
          <p className="mt-4 text-muted">
            Pick the membership that fits how you travel. You can change or cancel it at any time.
          </p>
        </header>
        <PlanPicker className="mt-14" headingLevel="h2" />
        <p className="mx-auto mt-12 flex max-w-xl items-center justify-center gap-2 text-center text-sm text-muted">
          <LockIcon className="size-4 shrink-0 text-forest-700" />
          Payment is taken on our payment provider's secure checkout page; Wildluxe never sees your card details.
        </p>
      </div>
    </section>
  );
}

export const checkoutPageData: PageData = ({ user, q }) => [
  q.catalog.plans.prefetch(),
  user && q.payments.billing.prefetch(),
];
