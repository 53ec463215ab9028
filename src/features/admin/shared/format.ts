const counts = new Intl.NumberFormat("en-US");

/** "1,240". */
export function formatCount(value: number): string {
  return counts.format(value);
}

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 5, 2026, 3:04 PM" in US English (spec §9 medium date plus the time). */
export function formatDateTime(value: Date | string | number): string {
  const date = toDate(value);
  return date ? new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }).format(date) : "";
}

/** "3:04:05 PM". */
export function formatTime(value: Date | string | number): string {
  const date = toDate(value);
  return date ? new Intl.DateTimeFormat("en-US", { timeStyle: "medium" }).format(date) : "";
}

/** A percentage with at most one decimal: "12.5%". */
export function formatPercent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}
