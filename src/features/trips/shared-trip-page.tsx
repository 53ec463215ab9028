import { ButtonLink } from "@/components/ui/button";
import { LoadingBlock } from "@/components/ui/spinner";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { errorCode } from "@/features/account/access-errors";
import { PageShell, Panel } from "@/features/account/page-shell";
import { useSeo } from "@/lib/seo/use-seo";
import { trpc } from "@/lib/trpc";
import { CandidateCard } from "./candidate-card";
import { peopleLabel, staysLabel, tripDatesLabel, votesLabel } from "./trip-text";
import type { PageData } from "@/lib/route-data";

/** /trip-planning/shared/:token: a trip's board, read-only, for anyone with the link; no emails on it. */
export function SharedTripPage({ params }: { params: { token: string } }) {
  const shared = trpc.trips.shared.useQuery({ token: params.token }, { retry: false });
  useSeo({
    title: shared.data ? `${shared.data.name} · Shared trip` : "Shared trip",
    description: "A trip being planned on Wildluxe, shared read-only.",
  });

  if (shared.isPending) return <LoadingBlock label="Loading the shared trip" className="min-h-[60vh]" />;
  if (shared.isError) {
    const code = errorCode(shared.error);
    const gone = code === "NOT_FOUND" || code === "BAD_REQUEST";
    return (
      <PageShell eyebrow="Shared trip" title={gone ? "Trip not available" : "Something went wrong"} width="narrow">
        {gone ? (
          <StateMessage title={shared.error.message}>
            <ButtonLink href="/listings">Browse stays</ButtonLink>
          </StateMessage>
        ) : (
          <LoadError title="Failed to load this trip." onRetry={() => void shared.refetch()} />
        )}
      </PageShell>
    );
  }

  const trip = shared.data;
  return (
    <PageShell
      eyebrow="Shared trip · read-only"
      title={trip.name}
      subtitle={`${tripDatesLabel(trip.startDate, trip.endDate, trip.nights)} · ${staysLabel(trip.stays.length)} · ${peopleLabel(trip.memberCount)} planning`}
      actions={
        <ButtonLink href="/trip-planning" variant="secondary">
          Plan your own trip
        </ButtonLink>
      }
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="shared-stays-title" className="min-w-0">
          <h2 id="shared-stays-title" className="mb-5 text-3xl text-forest-950">
            Stays being considered
          </h2>
          {trip.stays.length ? (
            <ul className="grid gap-5 sm:grid-cols-2">
              {trip.stays.map((stay) => (
                <li key={stay.id}>
                  <CandidateCard candidate={stay}>
                    <p className="text-sm font-semibold text-forest-800" data-testid="vote-count">
                      {votesLabel(stay.votes)}
                    </p>
                  </CandidateCard>
                </li>
              ))}
            </ul>
          ) : (
            <StateMessage title="No stays on this trip yet." />
          )}
        </section>
        <Panel title="Notes" id="shared-notes-title">
          {trip.notes.length ? (
            <ul className="space-y-4">
              {trip.notes.map((note) => (
                <li key={note.id} className="rounded-2xl bg-sand-50 p-4">
                  <p className="whitespace-pre-line break-words text-sm text-ink">{note.body}</p>
                  <p className="mt-2 text-xs text-muted">{note.author ?? "Someone who left"}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">No notes yet.</p>
          )}
        </Panel>
      </div>
    </PageShell>
  );
}

export const sharedTripPageData: PageData = ({ params, q }) => [
  q.trips.shared.prefetch({ token: params["token"] ?? "" }),
];
