import { cn } from "@/lib/cn";
import { utcDateText } from "@/lib/date-text";
import type { DateRange } from "./month-calendar";
import type { Night } from "@shared/stay-dates";

const dayLabel = (date: string) =>
  utcDateText(new Date(`${date}T00:00:00Z`), { weekday: "short", month: "short", day: true });

/** A row of nights around a stay: the chosen nights stand out, taken nights are struck through. */
export function NightStrip({ nights, range }: { nights: Night[]; range: DateRange }) {
  return (
    <ol className="flex gap-1 overflow-x-auto pb-1" aria-label="Nightly calendar">
      {nights.map((n) => {
        const chosen = n.date >= range.from && n.date < range.to;
        return (
          <li
            key={n.date}
            title={`${dayLabel(n.date)}: ${n.state}`}
            data-state={n.state}
            className={cn(
              "flex min-w-8 flex-col items-center rounded-md px-1 py-0.5 text-[11px] leading-tight tabular-nums",
              chosen
                ? "bg-forest-800 text-white"
                : n.state === "available"
                  ? "bg-forest-50 text-forest-900"
                  : "bg-sand-100 text-muted line-through",
            )}
          >
            <span aria-hidden="true">{dayLabel(n.date).slice(0, 2)}</span>
            <span aria-hidden="true">{Number(n.date.slice(8))}</span>
            <span className="sr-only">
              {dayLabel(n.date)}: {n.state}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
