import { stripMarkup } from "./markup";

const DESCRIPTION_PREVIEW_LENGTH = 120;
const MAX_CARD_TAGS = 2;

/** Spec "Listing card": description without markup, cut to 120 characters plus "...". */
export function descriptionPreview(description: string, max = DESCRIPTION_PREVIEW_LENGTH): string {
  const text = stripMarkup(description);
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}...`;
}

/** Up to two confident AI tags, and how many more confident ones there are. */
export function cardTags<Tag extends { lowConfidence?: boolean | null }>(
  tags: readonly Tag[] | null | undefined,
  max = MAX_CARD_TAGS,
): { shown: Tag[]; more: number } {
  const confident = (tags ?? []).filter((tag) => !tag.lowConfidence);
  return { shown: confident.slice(0, max), more: Math.max(0, confident.length - max) };
}

export function formatRating(rating: number | null | undefined): string {
  return (rating ?? 0).toFixed(1);
}
