import { Link } from "wouter";
import { ButtonLink } from "@/components/ui/button";
import { SkeletonList } from "@/components/ui/skeleton";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { formatMediumDate, isoDate } from "@/features/journal/journal-dates";
import { trpc } from "@/lib/trpc";
import { STORY_STATUS } from "./story-status";
import { StoryStatusBadge } from "./story-status-badge";

/** The member's own submissions with their moderation status. */
export function MyStories({ canSubmit }: { canSubmit: boolean }) {
  const mine = trpc.memberContent.myStories.useQuery();
  if (mine.isPending) {
    return (
      <SkeletonList label="Loading your entries" count={2} className="space-y-3" itemClassName="h-20 rounded-2xl" />
    );
  }
  if (mine.isError) {
    return (
      <LoadError title="Failed to load your entries." className="py-8" size="sm" onRetry={() => void mine.refetch()} />
    );
  }
  if (mine.data.length === 0) {
    return (
      <StateMessage
        title={
          canSubmit
            ? "You haven't submitted any stories yet. Tell us about a stay you loved: sharing one earns 150 points."
            : "Publishing in the Story journal is a Luxe Insider benefit. Upgrade to share your own stays."
        }
        className="py-8"
      >
        {canSubmit ? (
          <ButtonLink href="/submit-journal">Write your first story</ButtonLink>
        ) : (
          <ButtonLink href="/membership">Upgrade membership</ButtonLink>
        )}
      </StateMessage>
    );
  }
  return (
    <ul className="divide-y divide-forest-900/10">
      {mine.data.map((story) => (
        <li key={story.id} className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="font-semibold text-ink">
              {story.status === "published" ? (
                <Link
                  href={`/journal/${story.slug}`}
                  className="underline-offset-4 hover:text-forest-800 hover:underline"
                >
                  {story.title}
                </Link>
              ) : (
                story.title
              )}
            </p>
            <p className="text-sm text-muted">
              Submitted <time dateTime={isoDate(story.createdAt)}>{formatMediumDate(story.createdAt)}</time> ·{" "}
              {STORY_STATUS[story.status].help}
            </p>
          </div>
          <StoryStatusBadge status={story.status} className="self-start sm:self-center" />
        </li>
      ))}
    </ul>
  );
}
