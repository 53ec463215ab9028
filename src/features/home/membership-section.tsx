import { Link } from "wouter";
import { PlanPicker } from "@/features/membership/plan-picker";
import { HOME_MEMBERSHIP } from "@shared/content/blocks";
import { useContent } from "@/features/site-content/use-content";

export function MembershipSection({ content }: { content?: Record<string, string> } = {}) {
  const published = useContent(HOME_MEMBERSHIP);
  const section = content ?? published;
  return (
    <section aria-labelledby="membership-title" className="bg-sand-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-sand-700">Membership</p>
          <h2 id="membership-title" className="mt-2 text-3xl text-forest-950 sm:text-4xl">
            {section.heading}
          </h2>
          <p className="mt-3 text-muted">{section.body}</p>
        </div>
        <PlanPicker className="mt-14" />
        <p className="mt-10 text-center text-sm text-muted">
          Not sure which plan fits?{" "}
          <Link href="/membership" className="font-semibold text-forest-700 underline-offset-4 hover:underline">
            Compare every benefit
          </Link>
        </p>
      </div>
    </section>
  );
}
