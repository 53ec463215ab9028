export type PageItem = number | "gap";

/** Page numbers to show: first, last, and a window around the current page, with gaps. */
export function pageItems(current: number, totalPages: number, radius = 1): PageItem[] {
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
  return items;
}
