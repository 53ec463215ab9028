import { ButtonLink } from "@/components/ui/button";
import { PageShell } from "@/features/account/page-shell";
import { useSeo } from "@/lib/seo/use-seo";
import { ActivityFeed } from "./activity-feed";
import { CommunityNav } from "./community-nav";
import type { PageData } from "@/lib/route-data";

export function ActivityPage() {
  useSeo({
    title: "Community Activity",
    description: "What Wildluxe members are sharing: new stories, photos, reviews and tips.",
  });
  return (
    <PageShell
      width="narrow"
      eyebrow="Community"
      title="Community Activity"
      subtitle="The latest stories, photos, reviews and tips from members, as they happen."
      actions={<CommunityNav />}
    >
      <ActivityFeed limit={30} />
      <div className="mt-10 rounded-3xl border border-forest-900/10 bg-sand-50 p-6 text-center">
        <p className="font-serif text-2xl text-forest-950">Have a stay worth talking about?</p>
        <p className="mt-2 text-muted">Share it with the community and earn points while you're at it.</p>
        <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href="/submit-journal">Write a story</ButtonLink>
          <ButtonLink href="/member-journal" variant="secondary">
            Read member stories
          </ButtonLink>
        </div>
      </div>
    </PageShell>
  );
}

export const activityPageData: PageData = ({ q }) => [q.community.activity.prefetch({ limit: 30 })];
