import { Link } from "wouter";
import { ButtonLink } from "@/components/ui/button";
import { SectionHeading } from "@/components/ui/section-heading";
import { PageShell, Panel } from "@/features/account/page-shell";
import { signInHref } from "@/features/account/access-errors";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { useSeo } from "@/lib/seo/use-seo";
import { MyStories } from "./my-stories";
import { PublishedStories } from "./published-stories";
import { hasTier } from "@shared/access";
import { STORY_MIN_TIER } from "@shared/tiers";
import type { PageData } from "@/lib/route-data";

export function MemberJournalPage() {
  useSeo({
    title: "Member Journal",
    description: "Travel stories written by Wildluxe members, and your own submissions.",
  });
  const { user } = useCurrentUser();
  const canSubmit = Boolean(user) && hasTier(user, STORY_MIN_TIER);
  return (
    <PageShell
      eyebrow="Story journal"
      title="Member Journal"
      subtitle="Stays told by the people who slept there: the weather, the views, the small surprises. Written by members, read by everyone."
      actions={
        canSubmit || !user ? (
          <ButtonLink href="/submit-journal">Write a story</ButtonLink>
        ) : (
          <ButtonLink href="/membership">Become a Luxe Insider</ButtonLink>
        )
      }
    >
      {user ? (
        <Panel title="My entries" id="my-entries-title">
          <MyStories canSubmit={canSubmit} />
        </Panel>
      ) : (
        <div className="flex flex-col gap-4 rounded-3xl border border-forest-900/10 bg-sand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-ink">
            Members can follow their own submissions here.{" "}
            <Link
              href={signInHref("/member-journal")}
              className="font-semibold text-forest-700 underline-offset-4 hover:underline"
            >
              Sign in
            </Link>{" "}
            to see yours.
          </p>
        </div>
      )}
      <section aria-labelledby="published-stories-title" className="mt-14">
        <SectionHeading
          id="published-stories-title"
          title="Published member stories"
          subtitle="Fresh from the community, newest first."
          action={{ label: "Full journal", href: "/journal" }}
        />
        <div className="mt-8">
          <PublishedStories limit={12} />
        </div>
      </section>
    </PageShell>
  );
}

export const memberJournalPageData: PageData = ({ user, q }) => [
  q.memberContent.stories.prefetch({ limit: 12 }),
  user && q.memberContent.myStories.prefetch(),
];
