import { addDays, MAX_GUESTS, MAX_NIGHTS_AHEAD, nightsBetween } from "@shared/stay-dates";
import { MAX_QUOTE_NIGHTS } from "@shared/stay-quote";
import type { StayDates } from "./stay-dates-params";

export type StayDatesField = "checkin" | "checkout" | "guests";
export type StayDatesProblems = Partial<Record<StayDatesField, string>>;

/**
 * What is wrong with a choice of dates and guests, field by field, as the search checks it before it
 * asks (the server checks the same and names the field when it refuses). `today` is the traveller's own.
 */
export function stayDatesProblems(dates: StayDates, today: string): StayDatesProblems {
  const problems: StayDatesProblems = {};
  const { checkin, checkout, guests } = dates;
  if (checkin && checkin < today) problems.checkin = "Check-in can't be in the past.";
  if (checkout && checkin && checkout <= checkin) problems.checkout = "Check-out must be after check-in.";
  else if (checkout && checkin && nightsBetween(checkin, checkout) > MAX_QUOTE_NIGHTS)
    problems.checkout = `Check-out must be at most ${MAX_QUOTE_NIGHTS} nights after check-in.`;
  else if (checkout && checkout > addDays(today, MAX_NIGHTS_AHEAD + 1))
    problems.checkout = `Check-out must be at most ${MAX_NIGHTS_AHEAD} nights from today.`;
  if (checkin && !checkout) problems.checkout = "Choose a check-out date too.";
  if (checkout && !checkin) problems.checkin = "Choose a check-in date too.";
  if (guests !== undefined && (!Number.isInteger(guests) || guests < 1 || guests > MAX_GUESTS))
    problems.guests = `Guests must be between 1 and ${MAX_GUESTS}.`;
  return problems;
}

/** The first field with a problem, to move the focus to. */
export function firstProblemField(problems: StayDatesProblems): StayDatesField | undefined {
  return (["checkin", "checkout", "guests"] as const).find((field) => problems[field]);
}
