import { UserAvatar } from "@/components/ui/avatar";
import { formatMediumDate } from "@/features/journal/journal-dates";
import { tierBadgeSrc, tierName } from "@shared/tier-labels";

export type Contributor = { displayName: string; profileImageUrl: string | null; tier: number };

/** Who shared it and when: avatar, name, membership tier badge and date. */
export function AuthorLine({ author, date }: { author: Contributor; date: Date | string }) {
  const badge = tierBadgeSrc(author.tier);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar name={author.displayName} imageUrl={author.profileImageUrl} className="size-10 shrink-0" />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="truncate font-semibold text-ink">{author.displayName}</span>
          {badge ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-sand-50 py-0.5 pl-0.5 pr-2 text-xs font-medium text-forest-900 ring-1 ring-forest-900/10">
              <img src={badge} alt="" width={16} height={16} className="size-4" />
              {tierName(author.tier)}
            </span>
          ) : null}
        </p>
        <p className="text-sm text-muted">
          <time dateTime={new Date(date).toISOString()}>{formatMediumDate(date)}</time>
        </p>
      </div>
    </div>
  );
}
