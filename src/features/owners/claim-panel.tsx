import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/features/admin/shared/admin-fields";
import { FormAlert } from "@/features/auth/form-alert";
import type { ListingSummary } from "@/features/listings/types";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";
import { ListingPicker } from "./listing-picker";

/** Claim a stay already on Wildluxe: pick it, say how you are connected, and an admin approves. */
export function ClaimPanel() {
  const utils = useApiUtils();
  const [listing, setListing] = useState<ListingSummary | null>(null);
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const claim = trpc.owners.claim.useMutation({
    onSuccess: () => {
      notify.success("Claim sent", "An admin will review it; we will email you the answer.");
      setListing(null);
      setMessage("");
      void utils.owners.dashboard.invalidate();
    },
    onError: (e) => setError(errorMessage(e, "The claim could not be sent.")),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!listing) return setError("Find your stay first.");
    if (message.trim().length < 10) return setError("Tell us in a sentence or two how you are connected to this stay.");
    setError(null);
    claim.mutate({ listingId: listing.id, message: message.trim() });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Claim a stay" className="space-y-4">
      <FormAlert message={error} />
      <ListingPicker selected={listing} onSelect={setListing} />
      <TextAreaField
        label="How are you connected to this stay?"
        name="message"
        rows={3}
        maxLength={1000}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        hint="For example: we own the land and host the guests."
      />
      <div className="flex justify-end">
        <Button type="submit" loading={claim.isPending}>
          Send claim
        </Button>
      </div>
    </form>
  );
}
