import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils, type RouterOutputs } from "@/lib/trpc";

export type TripBoard = RouterOutputs["trips"]["get"];

const FALLBACK = "Something went wrong. Please try again.";

/**
 * One trip's board and every change to it. Each change answers with the whole board, which
 * replaces the cached one, so the screen shows what the server holds.
 */
export function useTrip(id: number) {
  const utils = useApiUtils();
  const board = trpc.trips.get.useQuery({ id }, { retry: false });
  const settle = (title: string, success?: (trip: TripBoard) => void) => ({
    onSuccess: (trip: TripBoard) => {
      utils.trips.get.setData({ id }, trip);
      void utils.trips.list.invalidate();
      success?.(trip);
    },
    onError: (error: unknown) => notify.error(title, errorMessage(error, FALLBACK)),
  });
  return {
    board,
    vote: trpc.trips.vote.useMutation(settle("Could not save your vote")),
    choose: trpc.trips.choose.useMutation(settle("Could not change the chosen stays")),
    removeStay: trpc.trips.removeStay.useMutation(
      settle("Could not remove the stay", () => notify.success("Stay removed")),
    ),
    addNote: trpc.trips.addNote.useMutation(settle("Could not add your note")),
    deleteNote: trpc.trips.deleteNote.useMutation(settle("Could not delete the note")),
    removePerson: trpc.trips.removePerson.useMutation(
      settle("Could not remove them", () => notify.success("Removed from the trip")),
    ),
    renewInvite: trpc.trips.renewInvite.useMutation(
      settle("Could not make a new link", () => notify.success("New invite link ready")),
    ),
    revokeInvite: trpc.trips.revokeInvite.useMutation(
      settle("Could not revoke the link", () =>
        notify.success("Invite link revoked", "The old link no longer lets anyone join."),
      ),
    ),
    share: trpc.trips.share.useMutation(settle("Could not share the trip")),
    unshare: trpc.trips.unshare.useMutation(
      settle("Could not stop sharing", () =>
        notify.success("Sharing stopped", "The read-only link no longer opens this trip."),
      ),
    ),
  };
}

export type TripActions = ReturnType<typeof useTrip>;
