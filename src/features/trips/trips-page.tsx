import { useState } from "react";
import { Link, useLocation } from "wouter";
import { Button, ButtonLink } from "@/components/ui/button";
import { CompassIcon } from "@/components/ui/icons";
import { ArrowRightIcon } from "@/components/ui/hero-icons";
import { SkeletonList } from "@/components/ui/skeleton";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { RequireMember } from "@/features/account/member-gate";
import { PageShell } from "@/features/account/page-shell";
import { useSeo } from "@/lib/seo/use-seo";
import { trpc } from "@/lib/trpc";
import { TripFormDialog } from "./trip-form-dialog";
import { peopleLabel, staysLabel, tripDatesLabel } from "./trip-text";
import type { PageData } from "@/lib/route-data";

/** /trip-planning: the member's trips (their own and those they joined by link). */
export function TripsPage() {
  useSeo({
    title: "Trip Planning",
    description: "Plan a trip with friends: gather stays, vote, leave notes and export the dates to your calendar.",
  });
  return <RequireMember purpose="to plan trips with friends">{() => <TripsList />}</RequireMember>;
}

function TripsList() {
  const [, navigate] = useLocation();
  const trips = trpc.trips.list.useQuery();
  const [creating, setCreating] = useState(false);

  return (
    <PageShell
      eyebrow="Trip planning"
      title="Your trips"
      subtitle="Gather stays on a board, invite friends by link, vote on where to go and leave notes for each other."
      actions={<Button onClick={() => setCreating(true)}>New trip</Button>}
    >
      {trips.isPending ? (
        <SkeletonList
          label="Loading your trips"
          count={3}
          className="grid gap-4 md:grid-cols-2 lg:grid-cols-3"
          itemClassName="h-40 rounded-3xl"
        />
      ) : trips.isError ? (
        <LoadError title="Failed to load your trips." onRetry={() => void trips.refetch()} />
      ) : trips.data.length === 0 ? (
        <StateMessage title="No trips yet. Start one, add stays from listings or your favorites, and invite friends to vote.">
          <Button onClick={() => setCreating(true)}>Plan your first trip</Button>
          <ButtonLink href="/listings" variant="secondary">
            Browse stays
          </ButtonLink>
        </StateMessage>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {trips.data.map((trip) => (
            <li key={trip.id}>
              <Link
                href={`/trip-planning/${trip.id}`}
                className="group flex h-full flex-col rounded-3xl border border-forest-900/10 bg-white p-6 shadow-card transition-shadow hover:shadow-card-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-forest-600"
              >
                <span className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.14em] text-sand-700">
                  <CompassIcon className="size-4" />
                  {trip.isOwner ? "Your trip" : "Joined"}
                </span>
                <span className="mt-2 font-serif text-2xl leading-snug text-forest-950">{trip.name}</span>
                <span className="mt-1 text-sm text-muted">
                  {tripDatesLabel(trip.startDate, trip.endDate, trip.nights)}
                </span>
                <span className="mt-auto flex items-center justify-between gap-3 pt-5 text-sm">
                  <span className="text-muted">
                    {staysLabel(trip.listingIds.length)} · {peopleLabel(trip.memberCount)}
                  </span>
                  <span
                    className="flex items-center gap-1 font-medium text-forest-700 group-hover:text-forest-900"
                    aria-hidden="true"
                  >
                    Open board
                    <ArrowRightIcon className="size-4" />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {creating ? (
        <TripFormDialog onClose={() => setCreating(false)} onSaved={(trip) => navigate(`/trip-planning/${trip.id}`)} />
      ) : null}
    </PageShell>
  );
}

export const tripsPageData: PageData = ({ user, q }) => [user && q.trips.list.prefetch()];
