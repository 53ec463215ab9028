/** Stay dates in words, as Chrissy says them and her activity lines show them (the server's and the pages' own). */
/** English day and month names, Sunday first (the short forms are their first three letters). */
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const partsOf = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  return {
    weekday: WEEKDAYS[d.getUTCDay()]!.slice(0, 3),
    day: d.getUTCDate(),
    month: MONTHS[d.getUTCMonth()]!,
    year: d.getUTCFullYear(),
  };
};

/** "Fri 11 December 2026". */
export function dayInWords(iso: string): string {
  const p = partsOf(iso);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

/** The English name of a month, 1 to 12. */
export const monthName = (month: number) => MONTHS[month - 1]!;

/**
 * A stay's dates as Chrissy says them, arrival to departure: "Fri 11 - Mon 14 December 2026",
 * "Mon 30 November - Wed 2 December 2026", "Thu 31 December 2026 - Sat 2 January 2027".
 */
export function stayDatesInWords(from: string, to: string): string {
  const a = partsOf(from);
  const b = partsOf(to);
  const end = `${b.weekday} ${b.day} ${b.month} ${b.year}`;
  if (a.year !== b.year) return `${dayInWords(from)} - ${end}`;
  if (a.month !== b.month) return `${a.weekday} ${a.day} ${a.month} - ${end}`;
  return `${a.weekday} ${a.day} - ${end}`;
}
