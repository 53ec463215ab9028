import { useSeo } from "@/lib/seo/use-seo";
import { MembershipComparison } from "./membership-comparison";
import { MembershipFaq } from "./membership-faq";
import { PlanPicker } from "./plan-picker";
import { PointEarnings } from "./point-earnings";
import type { PageData } from "@/lib/route-data";

export function MembershipPage() {
  useSeo({
    title: "Membership",
    description:
      "Luxe Explorer, Luxe Insider and Luxe Elite memberships from $9.99 per month: reward points, early access, tier-exclusive stays and Chrissy, your AI travel concierge.",
  });

  return (
    <>
      <section aria-labelledby="membership-title" className="bg-sand-50 pb-20 pt-14">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <header className="mx-auto max-w-2xl text-center">
            <p className="text-xs font-semibold uppercase tracking-[0.18em] text-sand-700">Membership</p>
            <h1 id="membership-title" className="mt-2 text-4xl text-forest-950 sm:text-5xl">
              Join the Wildluxe Experience
            </h1>
            <p className="mt-4 text-lg text-muted">
              Earn points every month, reach tier-exclusive stays first and share the stories behind your trips. Cancel
              anytime.
            </p>
          </header>
          <PlanPicker className="mt-14" headingLevel="h2" />
        </div>
      </section>

      <MembershipComparison />

      <section aria-labelledby="points-title" className="bg-forest-900 py-20 on-dark">
        <div className="mx-auto max-w-5xl px-4 text-center sm:px-6 lg:px-8">
          <h2 id="points-title" className="text-3xl text-white sm:text-4xl">
            Earn points for every story you share
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-forest-100">
            On top of your monthly points, members earn for adding to the community. Luxe Elite earns double.
          </p>
          <PointEarnings />
        </div>
      </section>

      <div className="pt-20">
        <MembershipFaq />
      </div>
    </>
  );
}

export const membershipPageData: PageData = ({ user, q }) => [
  q.catalog.plans.prefetch(),
  q.points.actions.prefetch(),
  user && q.payments.billing.prefetch(),
];
