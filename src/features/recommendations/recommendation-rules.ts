import type { ListingSummary } from "@/features/listings/types";

export const RECOMMENDATIONS_SHOWN = 3;
const MAX_MATCH_REASONS = 3;
const HIGHLIGHT_SCORE = 95;
const FIRST_HIGHLIGHT_SCORE = 90;

export type MatchReason = { label: string; description: string };

/** One card in a recommendations list; scores and reasons come only from the enhanced list. */
export type RecommendationItem = {
  listing: ListingSummary;
  matchScore?: number | null | undefined;
  matchReasons?: readonly MatchReason[] | undefined;
};

export type RecommendationSource = "enhanced" | "personalized" | "trending";

/**
 * Spec §4: members get the enhanced list; when it is missing (empty) or failed, the personalized
 * list; visitors get trending. While the enhanced list is still loading the answer is "enhanced",
 * so the section shows its skeletons instead of flashing another list first.
 */
export function recommendationSource(
  isSignedIn: boolean,
  enhanced: { isError: boolean; isPending: boolean; count: number | undefined },
): RecommendationSource {
  if (!isSignedIn) return "trending";
  if (enhanced.isError) return "personalized";
  if (enhanced.isPending) return "enhanced";
  return enhanced.count ? "enhanced" : "personalized";
}

/** The first `count` items whose stay the page does not already show in another section. */
export function skipShown<T extends { listing: { id: number } }>(
  items: readonly T[] | undefined,
  shownIds: ReadonlySet<number>,
  count: number,
): T[] | undefined {
  return items?.filter((item) => !shownIds.has(item.listing.id)).slice(0, count);
}

/**
 * Spec §4 highlight: a score of 95 or more, or the first card at 90 or more.
 * Without a score only the first card is highlighted.
 */
export function isHighlighted(index: number, matchScore: number | null | undefined): boolean {
  if (matchScore === null || matchScore === undefined || Number.isNaN(matchScore)) return index === 0;
  if (matchScore >= HIGHLIGHT_SCORE) return true;
  return index === 0 && matchScore >= FIRST_HIGHLIGHT_SCORE;
}

/** The reasons a match panel lists (up to 3) and how many more there are. */
export function visibleReasons<T>(
  reasons: readonly T[] | null | undefined,
  max = MAX_MATCH_REASONS,
): { shown: T[]; more: number } {
  const all = reasons ?? [];
  return { shown: all.slice(0, max), more: Math.max(0, all.length - max) };
}

/** "+ 1 more reason", "+ 3 more reasons". */
export function moreReasonsLabel(more: number): string {
  return `+ ${more} more ${more === 1 ? "reason" : "reasons"}`;
}
