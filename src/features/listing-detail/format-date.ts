const MEDIUM = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** Spec §9 medium date: short month, day, year ("Mar 4, 2026"). */
export function formatMediumDate(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : MEDIUM.format(date);
}
