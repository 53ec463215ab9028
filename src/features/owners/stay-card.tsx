import { ButtonLink } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { RouterOutputs } from "@/lib/trpc";
import { FiguresChart } from "./figures-chart";

export type OwnerStay = RouterOutputs["owners"]["dashboard"]["stays"][number];

const dateText = (d: Date | string) =>
  new Date(d).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });

function StatusBadge({ stay }: { stay: OwnerStay }) {
  const [text, tone] =
    stay.status !== "live"
      ? ["Awaiting approval", "bg-sand-100 text-sand-900"]
      : stay.pendingEdit
        ? ["Live · edit awaiting approval", "bg-sand-100 text-sand-900"]
        : ["Live", "bg-forest-50 text-forest-800"];
  return <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", tone)}>{text}</span>;
}

/** One of the owner's stays: status, package and renewal, and the last 30 days' figures. */
export function StayCard({ stay }: { stay: OwnerStay }) {
  const { views, favorites, bookingClicks } = stay.totals;
  return (
    <article
      aria-labelledby={`stay-${stay.id}`}
      className="flex flex-col overflow-hidden rounded-2xl border border-forest-900/10 bg-white shadow-card sm:flex-row"
    >
      <img
        src={stay.mainImage}
        alt=""
        width={320}
        height={240}
        className="aspect-[4/3] w-full bg-sand-100 object-cover sm:w-56"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={`stay-${stay.id}`} className="truncate text-xl text-forest-950">
              {stay.name}
            </h3>
            <p className="truncate text-sm text-muted">{stay.location}</p>
          </div>
          <StatusBadge stay={stay} />
        </div>
        <p className="text-sm">
          {stay.package ? (
            stay.package.active ? (
              <span className="text-forest-800">
                <strong>{stay.package.packageName} package</strong> · featured until {dateText(stay.package.endsAt)};
                buying again extends it.
              </span>
            ) : (
              <span className="text-sand-900">
                {stay.package.packageName} package ended {dateText(stay.package.endsAt)}. Renew it below to feature this
                stay again.
              </span>
            )
          ) : (
            <span className="text-muted">No package yet. Feature this stay with one below.</span>
          )}
        </p>
        <dl className="grid grid-cols-3 gap-2 text-center" aria-label={`${stay.name}, last 30 days`}>
          {[
            ["Views", views],
            ["Saves", favorites],
            ["Booking clicks", bookingClicks],
          ].map(([label, value]) => (
            <div key={label} className="rounded-xl bg-forest-50 px-2 py-2">
              <dt className="text-[11px] text-muted">{label}</dt>
              <dd className="font-serif text-xl text-forest-950">{value}</dd>
            </div>
          ))}
        </dl>
        <FiguresChart
          days={stay.days}
          label={`${stay.name}: ${views} views, ${favorites} saves and ${bookingClicks} booking clicks in the last 30 days`}
        />
        <div className="flex flex-wrap gap-2">
          <ButtonLink href={`/owner/stays/${stay.id}`} size="sm">
            Edit stay
          </ButtonLink>
          <ButtonLink href={`/listings/${stay.slug}`} size="sm" variant="secondary">
            {stay.status === "live" ? "View on Wildluxe" : "Preview"}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
