import { useEffect, type RefObject } from "react";
import { useLocation } from "wouter";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";
import { TripsLoading } from "./add-to-trip-menu";

type TripsListProps = {
  listing: { id: number; name: string };
  /** The open menu around the list: its first choice takes the focus once the trips are there. */
  panelRef: RefObject<HTMLDivElement | null>;
  onClose: () => void;
  onNewTrip: () => void;
};

/**
 * The open "Add to trip" menu's choices: the member's trips, each adding the stay (or opening the trip that has it).
 */
export function TripsList({ listing, panelRef, onClose, onNewTrip }: TripsListProps) {
  const [, navigate] = useLocation();
  const utils = useApiUtils();
  const trips = trpc.trips.list.useQuery();
  const add = trpc.trips.addStay.useMutation({
    onSuccess: ({ added, trip }) => {
      utils.trips.get.setData({ id: trip.id }, trip);
      void utils.trips.list.invalidate();
      onClose();
      if (added) notify.success("Added to trip", `${listing.name} is on “${trip.name}”.`);
      else notify.info("Already on this trip", `${listing.name} is already on “${trip.name}”.`);
    },
    onError: (error) =>
      notify.error("Could not add to the trip", errorMessage(error, "Something went wrong. Please try again.")),
  });

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>("button")?.focus();
  }, [trips.isPending]);

  return (
    <>
      {trips.isPending ? (
        <TripsLoading />
      ) : trips.isError ? (
        <p role="alert" className="px-2 py-2 text-sm text-red-700">
          Failed to load your trips.
        </p>
      ) : trips.data.length ? (
        <ul className="max-h-56 overflow-y-auto">
          {trips.data.map((trip) => {
            const there = trip.listingIds.includes(listing.id);
            return (
              <li key={trip.id}>
                <button
                  type="button"
                  disabled={add.isPending}
                  onClick={() =>
                    there ? navigate(`/trip-planning/${trip.id}`) : add.mutate({ id: trip.id, listingId: listing.id })
                  }
                  className="flex w-full items-center justify-between gap-3 rounded-xl px-2 py-2 text-left text-sm hover:bg-forest-50 focus-visible:bg-forest-50 focus-visible:outline-none disabled:opacity-60"
                >
                  <span className="min-w-0 truncate">{trip.name}</span>
                  {there ? <span className="shrink-0 text-xs font-semibold text-forest-700">Added · open</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="px-2 py-2 text-sm text-muted">No trips yet.</p>
      )}
      <button
        type="button"
        onClick={onNewTrip}
        className="mt-1 w-full rounded-xl px-2 py-2 text-left text-sm font-semibold text-forest-700 hover:bg-forest-50 focus-visible:bg-forest-50 focus-visible:outline-none"
      >
        + New trip with this stay
      </button>
    </>
  );
}
