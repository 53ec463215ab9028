import { useEffect } from "react";
import { useLocation } from "wouter";
import { Button, ButtonLink } from "@/components/ui/button";
import { LoadingBlock } from "@/components/ui/spinner";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { errorCode, signInHref } from "@/features/account/access-errors";
import { PageShell } from "@/features/account/page-shell";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { useSeo } from "@/lib/seo/use-seo";
import { trpc, useApiUtils } from "@/lib/trpc";
import { peopleLabel, tripDatesLabel } from "./trip-text";
import type { PageData } from "@/lib/route-data";

/** /trip-planning/join/:token: what the invite is for, and joining (after signing in). */
export function JoinTripPage({ params }: { params: { token: string } }) {
  useSeo({ title: "Join a trip", description: "You are invited to plan a trip on Wildluxe." });
  const [location, navigate] = useLocation();
  const viewer = useCurrentUser();
  const utils = useApiUtils();
  const invite = trpc.trips.invitation.useQuery({ token: params.token }, { retry: false });
  const join = trpc.trips.join.useMutation({
    onSuccess: ({ tripId }) => {
      void utils.trips.list.invalidate();
      notify.success("You joined the trip", "Vote for the stays you like and leave notes for the group.");
      navigate(`/trip-planning/${tripId}`);
    },
    onError: (error) => notify.error("Could not join the trip", errorMessage(error, "Please try again.")),
  });
  const memberTripId = invite.data?.tripId;
  useEffect(() => {
    // Someone already on the trip goes straight to its board.
    if (memberTripId) navigate(`/trip-planning/${memberTripId}`, { replace: true });
  }, [memberTripId, navigate]);

  if (invite.isPending || memberTripId) return <LoadingBlock label="Opening the invitation" className="min-h-[60vh]" />;
  if (invite.isError) {
    const code = errorCode(invite.error);
    const gone = code === "NOT_FOUND" || code === "BAD_REQUEST";
    return (
      <PageShell
        eyebrow="Trip invitation"
        title={gone ? "This invite link no longer works" : "Something went wrong"}
        width="narrow"
      >
        {gone ? (
          <StateMessage title={invite.error.message}>
            <ButtonLink href="/trip-planning">Your trips</ButtonLink>
          </StateMessage>
        ) : (
          <LoadError title="Failed to load this invitation." onRetry={() => void invite.refetch()} />
        )}
      </PageShell>
    );
  }

  const trip = invite.data;
  return (
    <PageShell eyebrow="Trip invitation" title={`Join “${trip.name}”`} width="narrow">
      <div className="rounded-3xl border border-forest-900/10 bg-white p-6 shadow-card sm:p-8">
        <p className="text-lg text-ink">
          {trip.ownerName ? `${trip.ownerName} invites you` : "You are invited"} to plan this trip together: add stays,
          vote on where to go and leave notes.
        </p>
        <p className="mt-3 text-sm text-muted">
          {tripDatesLabel(trip.startDate, trip.endDate, trip.nights)} · {peopleLabel(trip.memberCount)} planning
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {viewer.user ? (
            <Button loading={join.isPending} onClick={() => join.mutate({ token: params.token })}>
              Join trip
            </Button>
          ) : (
            <>
              <ButtonLink href={signInHref(location)}>Sign in to join</ButtonLink>
              <ButtonLink href={`/signup?next=${encodeURIComponent(location)}`} variant="secondary">
                Create Account
              </ButtonLink>
            </>
          )}
        </div>
      </div>
    </PageShell>
  );
}

export const joinTripPageData: PageData = ({ params, q }) => [
  q.trips.invitation.prefetch({ token: params["token"] ?? "" }),
];
