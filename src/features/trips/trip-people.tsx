import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/ui/avatar";
import { Panel } from "@/features/account/page-shell";
import { shareUrl } from "@/features/favorites/favorites-rules";
import { copyText } from "@/lib/clipboard";
import { notify } from "@/lib/notify";
import { useSiteOrigin } from "@/lib/seo/server-head";
import { InviteByEmail } from "./invite-by-email";
import type { TripActions, TripBoard } from "./use-trip";

/** A link to copy, shown in a field too for when the clipboard is refused. */
function CopyLink({ label, url, copiedText }: { label: string; url: string; copiedText: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const ok = await copyText(url);
    setCopied(ok);
    if (ok) notify.success("Link copied", copiedText);
    else notify.info("Copy the link", "Select the link in the field and copy it.");
  };
  return (
    <div>
      <label htmlFor={id} className="text-xs font-semibold uppercase tracking-[0.14em] text-sand-700">
        {label}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="block h-10 min-w-0 flex-1 rounded-xl border border-forest-900/15 bg-sand-50 px-3 text-sm text-ink"
        />
        <Button size="sm" className="h-10 shrink-0" onClick={() => void copy()}>
          {copied ? "Copied!" : "Copy"}
          <span className="sr-only"> {label.toLowerCase()}</span>
        </Button>
      </div>
    </div>
  );
}

/** Who plans the trip, the invite link to bring more, and (for the owner) removing people and revoking the link. */
export function TripPeople({ trip, actions }: { trip: TripBoard; actions: TripActions }) {
  const origin = useSiteOrigin();
  const { removePerson, renewInvite, revokeInvite } = actions;
  return (
    <Panel title="People" id="trip-people-title">
      <ul className="space-y-3">
        {trip.members.map((person) => (
          <li key={person.id} className="flex items-center gap-3">
            <UserAvatar name={person.name} imageUrl={person.imageUrl} />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-ink">
                {person.name}
                {person.isYou ? " (you)" : ""}
              </span>
              <span className="text-xs text-muted">{person.isOwner ? "Owner" : "Member"}</span>
            </span>
            {trip.isOwner && !person.isOwner ? (
              <button
                type="button"
                disabled={removePerson.isPending}
                onClick={() => removePerson.mutate({ id: trip.id, userId: person.id })}
                className="rounded-full px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-60"
              >
                Remove<span className="sr-only"> {person.name}</span>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="mt-6 border-t border-forest-900/10 pt-5">
        {trip.invitePath ? (
          <>
            <CopyLink
              label="Invite link"
              url={shareUrl(origin, trip.invitePath)}
              copiedText="Friends who open it and sign in join this trip."
            />
            <p className="mt-2 text-xs text-muted">Anyone with this link can join after signing in.</p>
            <InviteByEmail tripId={trip.id} />
            {trip.isOwner ? (
              <Button
                size="sm"
                variant="secondary"
                className="mt-3"
                loading={revokeInvite.isPending}
                onClick={() => revokeInvite.mutate({ id: trip.id })}
              >
                Revoke link
              </Button>
            ) : null}
          </>
        ) : (
          <>
            <p className="text-sm text-muted">
              {trip.isOwner
                ? "No invite link is active. Make a new one to bring more people."
                : "The owner has turned the invite link off."}
            </p>
            {trip.isOwner ? (
              <Button
                size="sm"
                className="mt-3"
                loading={renewInvite.isPending}
                onClick={() => renewInvite.mutate({ id: trip.id })}
              >
                New invite link
              </Button>
            ) : null}
          </>
        )}
      </div>
    </Panel>
  );
}

/** The owner's read-only page for anyone (no emails on it); members see the link once it exists. */
export function TripSharing({ trip, actions }: { trip: TripBoard; actions: TripActions }) {
  const origin = useSiteOrigin();
  const { share, unshare } = actions;
  if (!trip.isOwner && !trip.sharePath) return null;
  return (
    <Panel title="Read-only page" id="trip-share-title">
      {trip.sharePath ? (
        <>
          <CopyLink
            label="Read-only link"
            url={shareUrl(origin, trip.sharePath)}
            copiedText="Anyone with the link can view the board, without joining."
          />
          {trip.isOwner ? (
            <Button
              size="sm"
              variant="secondary"
              className="mt-3"
              loading={unshare.isPending}
              onClick={() => unshare.mutate({ id: trip.id })}
            >
              Stop sharing
            </Button>
          ) : null}
        </>
      ) : (
        <>
          <p className="text-sm text-muted">
            Show the board to anyone, such as family, without letting them join or vote. No emails are shown.
          </p>
          <Button size="sm" className="mt-3" loading={share.isPending} onClick={() => share.mutate({ id: trip.id })}>
            Share a read-only page
          </Button>
        </>
      )}
    </Panel>
  );
}
