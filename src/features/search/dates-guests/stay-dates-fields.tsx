import { addDays, earliestToday, localToday, MAX_GUESTS } from "@shared/stay-dates";
import { cn } from "@/lib/cn";
import { useBrowserValue } from "@/lib/use-browser-value";
import type { StayDatesField, StayDatesProblems } from "../stay-dates-check";
import type { StayDates } from "../stay-dates-params";

type StayDatesFieldsProps = {
  /** Unique on the page (useId): the fields' ids are made from it (`stayDateFieldId`). */
  idBase: string;
  value: StayDates;
  onChange: (next: StayDates) => void;
  problems?: StayDatesProblems | undefined;
  /** The traveller's own today: no earlier date is offered. */
  today: string;
  className?: string;
};

/** The traveller's own today; the server's page says the earliest date still today somewhere. */
export function useTravellerToday(): string {
  return useBrowserValue(localToday, earliestToday());
}

const GUEST_COUNTS = Array.from({ length: MAX_GUESTS }, (_, i) => i + 1);

const fieldClass =
  "mt-1 block h-11 w-full min-w-0 rounded-xl border bg-white px-3 text-base text-ink shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-forest-600/40 sm:text-sm";
const labelClass = "block text-left text-xs font-semibold uppercase tracking-wide text-forest-900";

/** The id a field of the picker gets, so a form can move the focus to the first field with a problem. */
export function stayDateFieldId(base: string, field: StayDatesField): string {
  return `${base}-${field}`;
}

/**
 * Check-in, check-out, guests and "Flexible by ±3 days": the one date-and-guests picker every search uses.
 * Native date fields (the phone's own calendar, the keyboard's arrows), named as the URL names them, so a
 * form sent before the app has taken over carries them too. Choosing a check-in moves a check-out that no
 * longer follows it to the next day.
 */
export function StayDatesFields(props: StayDatesFieldsProps) {
  const { idBase: base, value, onChange, problems = {}, today, className } = props;
  const set = (change: Partial<StayDates>) => onChange({ ...value, ...change });
  const onCheckin = (checkin: string) => {
    const checkout =
      checkin && (!value.checkout || value.checkout <= checkin) && checkin >= today
        ? addDays(checkin, 1)
        : value.checkout;
    set({ checkin: checkin || undefined, checkout });
  };
  const errorId = (field: StayDatesField) => `${stayDateFieldId(base, field)}-error`;
  const input = (field: StayDatesField) => ({
    id: stayDateFieldId(base, field),
    name: field,
    "aria-invalid": problems[field] ? true : undefined,
    "aria-describedby": problems[field] ? errorId(field) : undefined,
    className: cn(
      fieldClass,
      problems[field] ? "border-red-600" : "border-forest-900/15 focus-visible:border-forest-600",
    ),
  });
  const message = (field: StayDatesField) =>
    problems[field] ? (
      <p id={errorId(field)} className="mt-1 text-left text-sm text-red-700" data-field-error={field}>
        {problems[field]}
      </p>
    ) : null;

  return (
    <div className={cn("@container min-w-0", className)}>
      <div
        // Laid out by the room it has, not the screen's: the hero's card, a results page's bar, AI search's column.
        className={cn(
          "grid grid-cols-2 gap-x-2 gap-y-3 @md:grid-cols-[1fr_1fr_minmax(7.5rem,auto)]",
          "@2xl:grid-cols-[1fr_1fr_minmax(7.5rem,auto)_auto] @2xl:gap-x-3",
        )}
      >
        <div className="min-w-0">
          <label htmlFor={stayDateFieldId(base, "checkin")} className={labelClass}>
            Check-in
          </label>
          <input
            {...input("checkin")}
            type="date"
            min={today}
            value={value.checkin ?? ""}
            onChange={(e) => onCheckin(e.target.value)}
          />
          {message("checkin")}
        </div>
        <div className="min-w-0">
          <label htmlFor={stayDateFieldId(base, "checkout")} className={labelClass}>
            Check-out
          </label>
          <input
            {...input("checkout")}
            type="date"
            min={value.checkin ? addDays(value.checkin, 1) : today}
            value={value.checkout ?? ""}
            onChange={(e) => set({ checkout: e.target.value || undefined })}
          />
          {message("checkout")}
        </div>
        <div className="min-w-0">
          <label htmlFor={stayDateFieldId(base, "guests")} className={labelClass}>
            Guests
          </label>
          <select
            {...input("guests")}
            value={value.guests ?? ""}
            onChange={(e) => set({ guests: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">Any</option>
            {GUEST_COUNTS.map((n) => (
              <option key={n} value={n}>
                {n === 1 ? "1 guest" : `${n} guests`}
              </option>
            ))}
          </select>
          {message("guests")}
        </div>
        <label
          className={cn(
            "mt-5 flex min-h-11 cursor-pointer items-center gap-2.5 text-left text-sm text-ink @md:col-span-3 @md:mt-0",
            "@2xl:col-span-1 @2xl:mt-5 @2xl:self-start @2xl:whitespace-nowrap",
          )}
        >
          <input
            type="checkbox"
            name="flexible"
            value="1"
            checked={Boolean(value.flexible)}
            onChange={(e) => set({ flexible: e.target.checked || undefined })}
            className="size-5 shrink-0 accent-forest-800"
          />
          Flexible by ±3 days
        </label>
      </div>
    </div>
  );
}
