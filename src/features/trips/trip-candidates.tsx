import { Button, ButtonLink } from "@/components/ui/button";
import { HeartIcon } from "@/components/ui/shell-icons";
import { StateMessage } from "@/components/ui/state-message";
import { cn } from "@/lib/cn";
import { CandidateCard } from "./candidate-card";
import { votersText, votesLabel } from "./trip-text";
import type { TripActions, TripBoard } from "./use-trip";

/** The stays on the board, each with its votes: one per person, pressed again to take it back. */
export function TripCandidates({ trip, actions }: { trip: TripBoard; actions: TripActions }) {
  const { vote, choose, removeStay } = actions;
  if (!trip.stays.length) {
    return (
      <StateMessage title="No stays on this trip yet. Use “Add to trip” on any stay, from listings, search results or your favorites.">
        <ButtonLink href="/listings">Browse stays</ButtonLink>
        <ButtonLink href="/favorites" variant="secondary">
          My favorites
        </ButtonLink>
      </StateMessage>
    );
  }
  const most = Math.max(...trip.stays.map((s) => s.votes));
  const me = trip.members.find((m) => m.isYou)?.id;
  return (
    <ul className="grid gap-5 sm:grid-cols-2">
      {trip.stays.map((stay) => (
        <li key={stay.id}>
          <CandidateCard candidate={stay}>
            <div className="flex items-center justify-between gap-3">
              <button
                type="button"
                // One name for both states (aria-pressed tells them apart), so it is the same button to everyone.
                aria-label={`Vote for ${stay.listing.name}`}
                aria-pressed={stay.voted}
                disabled={vote.isPending}
                onClick={() => vote.mutate({ id: trip.id, stayId: stay.id, voted: !stay.voted })}
                className={cn(
                  "inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors disabled:opacity-70",
                  stay.voted
                    ? "border-forest-800 bg-forest-800 text-white hover:bg-forest-900"
                    : "border-forest-900/15 bg-white text-forest-900 hover:bg-forest-50",
                )}
              >
                <HeartIcon filled={stay.voted} className="size-4" />
                {stay.voted ? "Voted" : "Vote"}
              </button>
              <span
                className={cn(
                  "text-sm font-semibold",
                  stay.votes > 0 && stay.votes === most ? "text-forest-800" : "text-muted",
                )}
                data-testid="vote-count"
              >
                {votesLabel(stay.votes)}
                {stay.votes > 0 && stay.votes === most ? <span className="font-normal"> · most</span> : null}
              </span>
            </div>
            <p className="mt-2 text-xs text-muted">
              {stay.votes
                ? `Voted by ${votersText(stay.voters.map((v) => (v.id === me ? "you" : v.name)))}`
                : "No votes yet"}
              {stay.addedBy ? ` · added by ${stay.addedBy.name}` : ""}
            </p>
            {trip.isOwner || stay.canRemove ? (
              <div className="mt-3 flex flex-wrap gap-2 border-t border-forest-900/10 pt-3">
                {trip.isOwner ? (
                  <Button
                    size="sm"
                    variant={stay.chosen ? "primary" : "secondary"}
                    aria-label={`Choose ${stay.listing.name}`}
                    aria-pressed={stay.chosen}
                    disabled={choose.isPending}
                    onClick={() => choose.mutate({ id: trip.id, stayId: stay.id, chosen: !stay.chosen })}
                  >
                    {stay.chosen ? "Chosen" : "Choose this stay"}
                  </Button>
                ) : null}
                {stay.canRemove ? (
                  <button
                    type="button"
                    disabled={removeStay.isPending}
                    onClick={() => removeStay.mutate({ id: trip.id, stayId: stay.id })}
                    className="inline-flex h-9 items-center rounded-full px-3 text-sm font-medium text-red-700 transition-colors hover:bg-red-50 disabled:opacity-60"
                  >
                    Remove<span className="sr-only"> {stay.listing.name} from the trip</span>
                  </button>
                ) : null}
              </div>
            ) : null}
          </CandidateCard>
        </li>
      ))}
    </ul>
  );
}
