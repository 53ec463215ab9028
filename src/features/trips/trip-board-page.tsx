import { useState } from "react";
import { Link, useLocation } from "wouter";
import { Button, ButtonLink } from "@/components/ui/button";
import { buttonClass } from "@/components/ui/button-styles";
import { ChevronLeftIcon } from "@/components/ui/icons";
import { LoadingBlock } from "@/components/ui/spinner";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { ConfirmDialog } from "@/features/account/confirm-dialog";
import { isNotFound } from "@/features/account/access-errors";
import { RequireMember } from "@/features/account/member-gate";
import { PageShell } from "@/features/account/page-shell";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { useSeo } from "@/lib/seo/use-seo";
import { trpc, useApiUtils } from "@/lib/trpc";
import { TripCandidates } from "./trip-candidates";
import { TripFormDialog } from "./trip-form-dialog";
import { TripNotes } from "./trip-notes";
import { TripPeople, TripSharing } from "./trip-people";
import { peopleLabel, staysLabel, tripDatesLabel } from "./trip-text";
import { useTrip, type TripBoard } from "./use-trip";
import type { PageData } from "@/lib/route-data";

/** The trip's id from the URL, or null when it cannot be one. */
const tripIdFrom = (param: string | undefined) => (param && /^\d{1,9}$/.test(param) ? Number(param) : null);

const backLink = (
  <Link
    href="/trip-planning"
    className="mb-6 inline-flex items-center gap-1 text-sm text-muted hover:text-ink hover:underline"
  >
    <ChevronLeftIcon className="size-4" />
    All trips
  </Link>
);

/** /trip-planning/:id: one trip's board, for the people on it. */
export function TripBoardPage({ params }: { params: { id: string } }) {
  useSeo({ title: "Trip board", description: "A trip planned with friends on Wildluxe." });
  const id = tripIdFrom(params.id);
  return <RequireMember purpose="to see this trip">{() => (id ? <Board id={id} /> : <TripMissing />)}</RequireMember>;
}

function TripMissing() {
  return (
    <PageShell before={backLink} eyebrow="Trip planning" title="Trip not found" width="narrow">
      <StateMessage title="This trip doesn't exist, or you are not on it. Ask its owner for an invite link.">
        <ButtonLink href="/trip-planning">Your trips</ButtonLink>
      </StateMessage>
    </PageShell>
  );
}

function Board({ id }: { id: number }) {
  const actions = useTrip(id);
  const { board } = actions;
  if (board.isPending) return <LoadingBlock label="Loading the trip" className="min-h-[60vh]" />;
  if (board.isError) {
    if (isNotFound(board.error)) return <TripMissing />;
    return (
      <PageShell before={backLink} eyebrow="Trip planning" title="Something went wrong" width="narrow">
        <LoadError title="Failed to load this trip." onRetry={() => void board.refetch()} />
      </PageShell>
    );
  }
  return <BoardView trip={board.data} actions={actions} />;
}

function BoardView({ trip, actions }: { trip: TripBoard; actions: ReturnType<typeof useTrip> }) {
  const [, navigate] = useLocation();
  const utils = useApiUtils();
  const [dialog, setDialog] = useState<"edit" | "delete" | "leave" | null>(null);
  // Deleting or leaving ends the board for this member: back to the trips list.
  const goneWith = (message: string) => ({
    onSuccess: () => {
      notify.success(message);
      void utils.trips.list.invalidate();
      navigate("/trip-planning");
    },
    onError: (error: unknown) => notify.error("Something went wrong", errorMessage(error, "Please try again.")),
  });
  const remove = trpc.trips.delete.useMutation(goneWith("Trip deleted"));
  const leave = trpc.trips.leave.useMutation(goneWith("You left the trip"));
  const dated = Boolean(trip.startDate && trip.endDate);

  return (
    <PageShell
      before={backLink}
      eyebrow={trip.isOwner ? "Your trip" : `Planned by ${trip.owner?.name ?? "a member"}`}
      title={trip.name}
      subtitle={
        <p>
          {tripDatesLabel(trip.startDate, trip.endDate, trip.nights)} · {staysLabel(trip.stays.length)} ·{" "}
          {peopleLabel(trip.members.length)}
        </p>
      }
      actions={
        <>
          {dated ? (
            <a href={`/api/trips/${trip.id}/calendar.ics`} download className={buttonClass("secondary", "md")}>
              Export to calendar (.ics)
            </a>
          ) : null}
          {trip.isOwner ? (
            <>
              <Button variant="secondary" onClick={() => setDialog("edit")}>
                {dated ? "Edit trip" : "Add dates"}
              </Button>
              <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setDialog("delete")}>
                Delete trip
              </Button>
            </>
          ) : (
            <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setDialog("leave")}>
              Leave trip
            </Button>
          )}
        </>
      }
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="trip-stays-title" className="min-w-0">
          <h2 id="trip-stays-title" className="mb-5 text-3xl text-forest-950">
            Stays to choose from
          </h2>
          <TripCandidates trip={trip} actions={actions} />
        </section>
        <div className="space-y-6">
          <TripPeople trip={trip} actions={actions} />
          <TripNotes trip={trip} actions={actions} />
          <TripSharing trip={trip} actions={actions} />
        </div>
      </div>

      {dialog === "edit" ? (
        <TripFormDialog trip={trip} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
      ) : null}
      {dialog === "delete" ? (
        <ConfirmDialog
          title={`Delete “${trip.name}”?`}
          confirmLabel="Delete trip"
          pending={remove.isPending}
          onConfirm={() => remove.mutate({ id: trip.id })}
          onClose={() => setDialog(null)}
        >
          <p>The board, its votes and notes go for everyone on it. This cannot be undone.</p>
        </ConfirmDialog>
      ) : null}
      {dialog === "leave" ? (
        <ConfirmDialog
          title={`Leave “${trip.name}”?`}
          confirmLabel="Leave trip"
          pending={leave.isPending}
          onConfirm={() => leave.mutate({ id: trip.id })}
          onClose={() => setDialog(null)}
        >
          <p>Your votes are taken back. To come back you need a new invite link.</p>
        </ConfirmDialog>
      ) : null}
    </PageShell>
  );
}

export const tripBoardPageData: PageData = ({ params, user, q }) => {
  const id = tripIdFrom(params["id"]);
  return [user && id && q.trips.get.prefetch({ id })];
};
