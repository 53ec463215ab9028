import { UserAvatar } from "@/components/ui/avatar";
import { displayNameOf } from "@/components/ui/avatar-rules";
import { ButtonLink } from "@/components/ui/button";
import { SkeletonList } from "@/components/ui/skeleton";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { formatPoints } from "@/lib/points/points-format";
import { cn } from "@/lib/cn";
import { trpc } from "@/lib/trpc";
import { ordinal, type LeaderboardPeriod } from "./community-format";

const MEDALS: Record<number, string> = {
  1: "bg-sand-300 text-forest-950",
  2: "bg-forest-100 text-forest-900",
  3: "bg-sand-200 text-sand-800",
};

type LeaderboardListProps = {
  period: LeaderboardPeriod;
  limit: number;
  /** The signed-in member's username, whose row is marked. */
  me?: string | undefined;
  compact?: boolean;
};

/** Members ranked by points in the period; equal points share a rank. */
export function LeaderboardList({ period, limit, me, compact = false }: LeaderboardListProps) {
  const board = trpc.community.leaderboard.useQuery({ period, limit }, { placeholderData: (previous) => previous });
  if (board.isPending) {
    return (
      <SkeletonList
        label="Loading the leaderboard"
        count={compact ? 3 : 8}
        className="space-y-2"
        itemClassName="h-16 rounded-2xl"
      />
    );
  }
  if (board.isError) {
    return (
      <LoadError
        title="Failed to load the leaderboard."
        className="py-8"
        size="sm"
        onRetry={() => void board.refetch()}
      />
    );
  }
  if (board.data.length === 0) {
    return (
      <StateMessage
        title="No one has earned points in this period yet. Earn some and take the top spot."
        className="py-8"
      >
        <ButtonLink href="/account/points" variant="secondary" size="sm">
          Ways to earn points
        </ButtonLink>
      </StateMessage>
    );
  }
  return (
    <ol className={cn("space-y-2", board.isPlaceholderData && "opacity-60")} aria-busy={board.isFetching || undefined}>
      {board.data.map((row) => {
        const name = displayNameOf(row);
        const mine = me !== undefined && row.username === me;
        return (
          <li
            key={row.username}
            aria-current={mine ? "true" : undefined}
            className={cn(
              "flex items-center gap-3 rounded-2xl border p-3 sm:gap-4 sm:px-5",
              mine ? "border-forest-700 bg-forest-50" : "border-forest-900/10 bg-white",
            )}
          >
            <span
              className={cn(
                "flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums",
                MEDALS[row.rank] ?? "bg-sand-50 text-muted",
              )}
            >
              <span aria-hidden="true">{row.rank}</span>
              <span className="sr-only">{ordinal(row.rank)} place</span>
            </span>
            <UserAvatar
              name={name}
              imageUrl={row.profileImageUrl}
              fallback="emoji"
              emojiKey={{ username: row.username }}
              className={compact ? "size-9" : "size-11"}
            />
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-ink">
                {name}
                {mine ? (
                  <span className="ml-2 rounded-full bg-forest-700 px-2 py-0.5 text-xs font-semibold text-white">
                    You
                  </span>
                ) : null}
              </p>
              {row.fullName ? <p className="truncate text-xs text-muted">@{row.username}</p> : null}
            </div>
            <p className="shrink-0 text-right">
              <span className="font-serif text-xl text-forest-950 tabular-nums">{formatPoints(row.points)}</span>
              <span className="block text-xs text-muted">points</span>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
