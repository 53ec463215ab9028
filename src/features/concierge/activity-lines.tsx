import { Link } from "wouter";
import { stayDatesInWords } from "@shared/stay-dates-words";
import type { ConciergeActivity } from "../../../db/schema";

export type { ConciergeActivity };

/** What Chrissy did for an answer (dates checked, a stay added to a trip), as short lines above her words. */
export function ActivityLines({ activity }: { activity: ConciergeActivity[] }) {
  if (!activity.length) return null;
  return (
    <ul aria-label="What Chrissy did" className="mb-2 space-y-1 text-sm">
      {activity.map((a, i) => (
        <li
          key={i}
          data-activity={a.kind}
          className="flex flex-wrap items-center gap-x-1.5 rounded-lg bg-white/70 px-2.5 py-1.5 text-forest-900 ring-1 ring-forest-900/10"
        >
          <span aria-hidden className={a.kind === "availability" && !a.bookable ? "text-red-700" : "text-forest-600"}>
            {a.kind === "availability" && !a.bookable ? "✕" : "✓"}
          </span>
          {a.kind === "availability" ? <Checked activity={a} /> : <AddedToTrip activity={a} />}
        </li>
      ))}
    </ul>
  );
}

function Checked({ activity: a }: { activity: Extract<ConciergeActivity, { kind: "availability" }> }) {
  return (
    <>
      <span className="font-semibold">Checked availability</span>
      <span className="text-muted">
        {a.name}, {stayDatesInWords(a.from, a.to)}, {a.guests} guest{a.guests === 1 ? "" : "s"}:
      </span>
      <span className={a.bookable ? "font-semibold text-forest-700" : "font-semibold text-red-800"}>
        {a.bookable ? "free" : "not bookable"}
      </span>
    </>
  );
}

function AddedToTrip({ activity: a }: { activity: Extract<ConciergeActivity, { kind: "trip" }> }) {
  return (
    <>
      <span className="font-semibold">{a.added ? "Added to your trip" : "Already on your trip"}</span>
      <Link
        href={`/trip-planning/${a.tripId}`}
        className="font-semibold text-forest-800 underline underline-offset-2 hover:text-forest-600"
      >
        {a.tripName}
      </Link>
    </>
  );
}
