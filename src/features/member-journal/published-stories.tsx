import { ButtonLink } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { trpc } from "@/lib/trpc";
import { StoryCard } from "./story-card";

/** Member stories an editor has published, newest first. */
export function PublishedStories({ limit }: { limit: number }) {
  const stories = trpc.memberContent.stories.useQuery({ limit });
  if (stories.isPending) {
    return (
      <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <span className="sr-only">Loading member stories</span>
        {Array.from({ length: Math.min(limit, 3) }, (_, i) => (
          <Skeleton key={i} className="h-80 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (stories.isError) {
    return <LoadError title="Failed to load member stories." onRetry={() => void stories.refetch()} />;
  }
  if (stories.data.length === 0) {
    return (
      <StateMessage title="No member stories have been published yet. Yours could be the first.">
        <ButtonLink href="/submit-journal" variant="secondary">
          Write a story
        </ButtonLink>
        <ButtonLink href="/journal" variant="secondary">
          Read the journal
        </ButtonLink>
      </StateMessage>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {stories.data.map((story) => (
        <li key={story.id} className="min-w-0">
          <StoryCard story={story} />
        </li>
      ))}
    </ul>
  );
}
