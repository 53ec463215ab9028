import { z } from "zod";
import { idOrSlug } from "../../lib/inputs";
import {
  addDays,
  earliestToday,
  isIsoDate,
  MAX_GUESTS,
  MAX_MIN_NIGHTS,
  MAX_NIGHTS_AHEAD,
  nightsBetween,
} from "@shared/stay-dates";

/** A range's rules in words, for the names its two dates go by (from and to; a search's checkin and checkout). */
const rangeRules = (from: string, to: string) =>
  ({
    order: `${from} must be before ${to}.`,
    past: `${from} cannot be in the past.`,
    ahead: `${to} must be at most ${MAX_NIGHTS_AHEAD} nights ahead.`,
  }) as const;

/** The rules' words, so tests and pages read the same refusals. */
export const RULES = {
  ...rangeRules("from", "to"),
  guests: `guests must be from 1 to ${MAX_GUESTS}.`,
  minNights: `Minimum nights must be from 1 to ${MAX_MIN_NIGHTS}.`,
} as const;

/** The same rules for a search's dates, named as its URL names them. */
export const SEARCH_RULES = rangeRules("checkin", "checkout");

/**
 * Where a range from `from` to `to` breaks the rules: its first problem as [message, field], or null.
 * `from` before `to`, `from` not in the past, `to` at most 365 nights ahead; `now` is read when asked.
 */
export function rangeProblem(
  from: string,
  to: string,
  names: { from: string; to: string } = { from: "from", to: "to" },
): [message: string, field: string] | null {
  const rules = rangeRules(names.from, names.to);
  if (from >= to) return [rules.order, names.to];
  if (from < earliestToday()) return [rules.past, names.from];
  if (nightsBetween(earliestToday(), to) > MAX_NIGHTS_AHEAD + 1) return [rules.ahead, names.to];
  return null;
}

export const isoDate = (label: string) =>
  z
    .string({ error: `${label} is required, as YYYY-MM-DD.` })
    .trim()
    .refine(isIsoDate, `${label} must be a date as YYYY-MM-DD.`);

/** A number of guests (a search's, or a stay's capacity): a whole number from 1 to 20. */
export const guestCount = (label: string) => {
  const message = `${label} must be from 1 to ${MAX_GUESTS}.`;
  return z.number({ error: message }).int(message).min(1, message).max(MAX_GUESTS, message);
};

/**
 * A range of nights to check or change: from (arrival) before to (departure), from not in the past,
 * to at most 365 nights ahead. `now` is read when the input is parsed.
 */
export const stayRange = z.object({ from: isoDate("from"), to: isoDate("to") }).superRefine((r, ctx) => {
  const problem = rangeProblem(r.from, r.to);
  if (problem) ctx.addIssue({ code: "custom", message: problem[0], path: [problem[1]] });
});

export type StayRange = z.infer<typeof stayRange>;

/** The last departure date a range may have, counted from the earliest today. */
export const latestDeparture = (now = new Date()) => addDays(earliestToday(now), MAX_NIGHTS_AHEAD + 1);

const guests = guestCount("guests").default(1);

export const listingAvailabilityQuery = stayRange.and(z.object({ guests }));

export const availabilitySearchQuery = stayRange.and(
  z.object({
    guests,
    category: idOrSlug.optional(),
    region: idOrSlug.optional(),
    page: z.number().int().min(1).max(1000).default(1),
    limit: z.number().int().min(1).max(100).default(24),
  }),
);

export const minNightsInput = z
  .number({ error: RULES.minNights })
  .int(RULES.minNights)
  .min(1, RULES.minNights)
  .max(MAX_MIN_NIGHTS, RULES.minNights);
