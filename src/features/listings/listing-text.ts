import type { AiTag } from "./types";

export const DESCRIPTION_PREVIEW_LENGTH = 120;
export const MAX_CARD_TAGS = 2;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

/** Text without markup: tags removed, common entities decoded, whitespace collapsed. */
export function stripMarkup(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#?\w+);/g, (match, name: string) => ENTITIES[name.toLowerCase()] ?? match)
    .replace(/\s+/g, " ")
    .trim();
}

/** Spec "Listing card": description without markup, cut to 120 characters plus "...". */
export function descriptionPreview(description: string, max = DESCRIPTION_PREVIEW_LENGTH): string {
  const text = stripMarkup(description);
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}...`;
}

/** Up to two confident AI tags, and how many more confident ones there are. */
export function cardTags(tags: readonly AiTag[] | null | undefined, max = MAX_CARD_TAGS): { shown: AiTag[]; more: number } {
  const confident = (tags ?? []).filter((tag) => !tag.lowConfidence);
  return { shown: confident.slice(0, max), more: Math.max(0, confident.length - max) };
}

export function formatRating(rating: number | null | undefined): string {
  return (rating ?? 0).toFixed(1);
}
