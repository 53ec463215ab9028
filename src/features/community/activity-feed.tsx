import { UserAvatar } from "@/components/ui/avatar";
import { displayNameOf } from "@/components/ui/avatar-rules";
import { ButtonLink } from "@/components/ui/button";
import { SkeletonList } from "@/components/ui/skeleton";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { formatMediumDate, isoDate } from "@/features/journal/journal-dates";
import { PointsIcon } from "@/components/ui/points-icon";
import { formatPoints } from "@/lib/points/points-format";
import { cn } from "@/lib/cn";
import { trpc } from "@/lib/trpc";
import { useBrowserValue } from "@/lib/use-browser-value";
import { timeAgo } from "./community-format";

const MINUTE_MS = 60_000;

/** "5 min ago" by the reader's clock (read to the minute); the date until the browser can tell. */
function TimeAgo({ at }: { at: Date }) {
  const now = useBrowserValue(() => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS, null);
  return <time dateTime={isoDate(at)}>{now === null ? formatMediumDate(at) : timeAgo(at, new Date(now))}</time>;
}

/** Recent public activity: point-action awards and published member stories, newest first. */
export function ActivityFeed({ limit, compact = false }: { limit: number; compact?: boolean }) {
  const activity = trpc.community.activity.useQuery({ limit });
  if (activity.isPending) {
    return (
      <SkeletonList
        label="Loading community activity"
        count={compact ? 3 : 6}
        className="space-y-3"
        itemClassName="h-16 rounded-2xl"
      />
    );
  }
  if (activity.isError) {
    return (
      <LoadError
        title="Failed to load community activity."
        className="py-8"
        size="sm"
        onRetry={() => void activity.refetch()}
      />
    );
  }
  if (activity.data.length === 0) {
    return (
      <StateMessage
        title="It's quiet here so far. Share a story or review a stay and you'll be the first in the feed."
        className="py-8"
      >
        <ButtonLink href="/submit-journal" variant="secondary" size="sm">
          Write a story
        </ButtonLink>
      </StateMessage>
    );
  }
  return (
    <ol className={cn("space-y-3", compact && "space-y-2")}>
      {activity.data.map((item) => {
        const name = displayNameOf(item);
        return (
          <li
            key={item.id}
            className="flex items-center gap-4 rounded-2xl border border-forest-900/10 bg-white p-3 sm:p-4"
          >
            <UserAvatar
              name={name}
              imageUrl={item.profileImageUrl}
              fallback="emoji"
              emojiKey={{ username: item.username }}
              className="size-11"
            />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-ink">{item.message}</p>
              <p className="text-xs text-muted">
                <TimeAgo at={item.createdAt} />
              </p>
            </div>
            {item.points !== null ? (
              <span className="flex shrink-0 items-center gap-1 rounded-full bg-sand-100 py-1 pl-1 pr-2.5 text-sm font-semibold text-sand-800">
                <PointsIcon className="size-5" />+{formatPoints(item.points)}
              </span>
            ) : (
              <span className="shrink-0 rounded-full bg-forest-50 px-2.5 py-1 text-xs font-semibold text-forest-800">
                Story
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
