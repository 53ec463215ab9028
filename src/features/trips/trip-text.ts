/** Words of the trip screens, kept apart from React so they can be tested. */

export type Availability = "available" | "unavailable" | "unknown" | null;

const dayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "short",
  month: "short",
  day: "numeric",
});
const yearFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
});

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

function nightsLabel(nights: number): string {
  return `${nights} ${nights === 1 ? "night" : "nights"}`;
}

/** "Fri, Jul 10 – Tue, Jul 14, 2026 · 4 nights", or "Dates not set yet". */
export function tripDatesLabel(startDate: string | null, endDate: string | null, nights: number | null): string {
  if (!startDate || !endDate) return "Dates not set yet";
  const sameYear = startDate.slice(0, 4) === endDate.slice(0, 4);
  const from = (sameYear ? dayFormat : yearFormat).format(utc(startDate));
  return `${from} – ${yearFormat.format(utc(endDate))}${nights !== null ? ` · ${nightsLabel(nights)}` : ""}`;
}

export function votesLabel(votes: number): string {
  return `${votes} ${votes === 1 ? "vote" : "votes"}`;
}

export function peopleLabel(count: number): string {
  return `${count} ${count === 1 ? "person" : "people"}`;
}

export function staysLabel(count: number): string {
  return `${count} ${count === 1 ? "stay" : "stays"}`;
}

/** Who voted, as a sentence: "Anna and Ben", "Anna, Ben and 2 more". */
export function votersText(names: string[]): string {
  if (names.length === 0) return "No votes yet";
  if (names.length <= 2) return names.join(" and ");
  if (names.length === 3) return `${names[0]}, ${names[1]} and ${names[2]}`;
  return `${names[0]}, ${names[1]} and ${names.length - 2} more`;
}

/** Whether a stay is free for the trip's dates, in the board's words. */
export function availabilityText(availability: Availability): string {
  switch (availability) {
    case "available":
      return "Free for your dates";
    case "unavailable":
      return "Not free for your dates";
    case "unknown":
      return "Availability not known";
    default:
      return "Add dates to check availability";
  }
}
