export type PageItem = number | "gap";

/**
 * Page numbers to show: first, last, and a window around the current page, with gaps. With `more`,
 * pages after `totalPages` may exist (a capped count), so a gap follows the last number.
 */
export function pageItems(current: number, totalPages: number, more = false, radius = 1): PageItem[] {
  if (totalPages <= 1) return totalPages === 1 ? [1] : [];
  const pages = new Set<number>([1, totalPages]);
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= totalPages) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [i, page] of sorted.entries()) {
    const prev = sorted[i - 1];
    if (prev !== undefined && page - prev === 2) items.push(prev + 1);
    else if (prev !== undefined && page - prev > 2) items.push("gap");
    items.push(page);
  }
  if (more) items.push("gap");
  return items;
}

/** "Page 3 of 12"; with `more` (a capped count), "Page 3 of at least 84". */
export function pageOfText(current: number, totalPages: number, more = false): string {
  return `Page ${current} of ${more ? "at least " : ""}${totalPages}`;
}

/** Whether Next leads anywhere: a page after this one is counted, or may follow a capped count. */
export const hasNextPage = (current: number, totalPages: number, more = false) => more || current < totalPages;
