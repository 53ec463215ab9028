import { useEffect, useState } from "react";
import { useStayDates } from "@/features/search/stay-dates-params";
import { errorMessage } from "@/lib/errors";
import { useApiQuery } from "@/lib/api-client";
import { localToday, type NightState } from "@shared/stay-dates";
import type { DateRange } from "./month-calendar";
import { partySize, stayProblems, type StayRules } from "./stay-pick";

const NO_NIGHTS: ReadonlyMap<string, NightState> = new Map();

/** The reader's today, known after the server's render (empty until then). */
export function useToday(): string {
  const [today, setToday] = useState("");
  useEffect(() => setToday(localToday()), []);
  return today;
}

/**
 * The dates and party picked on a stay's page. The page's URL holds them (`checkin`, `checkout`, `guests`, as search
 * sets them), so the availability calendar and the booking card read and change one choice; a change replaces the
 * URL, never adds a step to the back button. The chosen nights are checked with the server (one request, shared by
 * both) unless `check` is false (a stay the reader may not book); `known` adds nights the caller already knows (the
 * calendar's months), so a problem shows at once.
 */
export function useStayPick(
  stay: StayRules & { slug: string },
  { known = NO_NIGHTS, check: checkDates = true }: { known?: ReadonlyMap<string, NightState>; check?: boolean } = {},
) {
  const [dates, setDates] = useStayDates();
  const today = useToday();
  const range: DateRange = { from: dates.checkin ?? "", to: dates.checkout ?? "" };
  const guests = partySize(dates.guests, stay.maxGuests);
  const whole = checkDates && Boolean(today && range.from >= today && range.to > range.from);
  // Through the light client: the page's first screen carries no tRPC hooks (they come with a member's first write).
  const check = useApiQuery(
    ["availability", "listing"],
    { slug: stay.slug, from: range.from, to: range.to, guests },
    { enabled: whole, retry: false },
  );
  const checked = whole && check.data ? check.data : undefined;
  const states = checked ? new Map([...known, ...checked.nightly.map((n) => [n.date, n.state] as const)]) : known;
  const problems = stayProblems({ range, guests, today }, states, stay, checked?.reasons);
  if (!problems.length && whole && check.isError)
    problems.push(errorMessage(check.error, "These dates could not be checked."));

  return {
    range,
    guests,
    today,
    problems,
    /** The server has checked these nights and party, and found them free. */
    available: Boolean(checked?.bookable) && !problems.length,
    checking: whole && check.isFetching && !checked,
    setRange: (next: DateRange) =>
      setDates({ ...dates, checkin: next.from || undefined, checkout: next.to || undefined }, { replace: true }),
    setGuests: (next: number) => setDates({ ...dates, guests: next }, { replace: true }),
  };
}
