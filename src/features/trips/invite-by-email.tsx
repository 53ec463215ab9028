import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/features/auth/form-alert";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc } from "@/lib/trpc";

/** Mails the invite link to a friend; the address goes into that mail only, never onto the board. */
export function InviteByEmail({ tripId }: { tripId: number }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const invite = trpc.trips.inviteByEmail.useMutation({
    onSuccess: () => {
      setEmail("");
      notify.success("Invite sent", "They get an email with the link to join this trip.");
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate({ id: tripId, email });
  };
  return (
    <form aria-label="Invite by email" className="mt-4" onSubmit={submit} noValidate>
      <label htmlFor={id} className="text-xs font-semibold uppercase tracking-[0.14em] text-sand-700">
        Invite by email
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          type="email"
          autoComplete="off"
          maxLength={254}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="friend@example.com"
          className="block h-10 min-w-0 flex-1 rounded-xl border border-forest-900/15 bg-white px-3 text-sm text-ink"
        />
        <Button type="submit" size="sm" className="h-10 shrink-0" loading={invite.isPending}>
          Send invite
        </Button>
      </div>
      <div className="mt-2">
        <FormAlert message={invite.error ? errorMessage(invite.error, "The invite could not be sent.") : null} />
      </div>
      <p className="mt-2 text-xs text-muted">The address is used for this email only; no one on the trip sees it.</p>
    </form>
  );
}
