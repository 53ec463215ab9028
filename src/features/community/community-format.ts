import { formatMediumDate } from "@/features/journal/journal-dates";

export const LEADERBOARD_PERIODS = [
  { value: "week", label: "This week" },
  { value: "month", label: "This month" },
  { value: "all", label: "All time" },
] as const;

export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number]["value"];

/** The period in `?period=`, defaulting to this week. */
export function periodFrom(search: string): LeaderboardPeriod {
  const value = new URLSearchParams(search).get("period");
  return LEADERBOARD_PERIODS.find((p) => p.value === value)?.value ?? "week";
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 min ago", "3 h ago", "2 days ago"; older than a week, the medium date. */
export function timeAgo(value: Date | string, now: Date = new Date()): string {
  const at = value instanceof Date ? value : new Date(value);
  const ms = now.getTime() - at.getTime();
  if (Number.isNaN(ms)) return "";
  if (ms < MINUTE) return "just now";
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min ago`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)} h ago`;
  if (ms < 7 * DAY) {
    const days = Math.floor(ms / DAY);
    return `${days} ${days === 1 ? "day" : "days"} ago`;
  }
  return formatMediumDate(at);
}

/** "1st", "2nd", "3rd", "4th", "11th", "22nd". */
export function ordinal(rank: number): string {
  const mod100 = rank % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${rank}th`;
  const suffix = { 1: "st", 2: "nd", 3: "rd" }[rank % 10] ?? "th";
  return `${rank}${suffix}`;
}
