import { useState, type FormEvent } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { signInHref } from "@/features/account/access-errors";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { FormAlert } from "@/features/auth/form-alert";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc } from "@/lib/trpc";

const EMPTY = { name: "", line1: "", city: "", state: "", postalCode: "" };

/** The Luxe Explorer benefit: the decal pack, free once, to a US address. */
export function DecalClaim() {
  const { user } = useCurrentUser();
  const [address, setAddress] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [claimedOrder, setClaimedOrder] = useState<number | null>(null);
  const claim = trpc.store.claimDecalPack.useMutation({
    onSuccess: (r) => {
      setClaimedOrder(r.orderId);
      notify.success("Decal pack on its way", "We will email you when it ships.");
    },
    onError: (e) => setError(errorMessage(e, "The claim could not be sent.")),
  });
  const box = "rounded-2xl border border-forest-900/10 bg-forest-50 p-5";
  if (!user)
    return (
      <div className={box}>
        <p className="font-medium text-forest-950">Free for Luxe Explorer members and up (US addresses).</p>
        <ButtonLink href={signInHref("/store/products/wildluxe-decal-pack")} size="sm" className="mt-3">
          Sign in to claim yours
        </ButtonLink>
      </div>
    );
  if (user.membershipTier < 1)
    return (
      <div className={box}>
        <p className="font-medium text-forest-950">The decal pack is free for Luxe Explorer members and up.</p>
        <ButtonLink href="/membership" size="sm" className="mt-3">
          See memberships
        </ButtonLink>
      </div>
    );
  if (claimedOrder) return <p className={box}>Claimed: it ships with order #{claimedOrder}.</p>;
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setAddress((a) => ({ ...a, [k]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!address.name.trim() || !address.line1.trim() || !address.city.trim() || !address.postalCode.trim())
      return setError("Fill in the name, street, city and ZIP code.");
    setError(null);
    claim.mutate({ ...address, state: address.state || undefined, country: "US" });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Claim your decal pack" className={`${box} space-y-3`}>
      <p className="font-medium text-forest-950">
        Your membership includes one decal pack, free. Where should we send it? (US addresses only)
      </p>
      <FormAlert message={error} />
      <TextField label="Full name" autoComplete="shipping name" value={address.name} onChange={set("name")} />
      <TextField
        label="Street address"
        autoComplete="shipping address-line1"
        value={address.line1}
        onChange={set("line1")}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label="City" autoComplete="shipping address-level2" value={address.city} onChange={set("city")} />
        <TextField label="State" autoComplete="shipping address-level1" value={address.state} onChange={set("state")} />
        <TextField
          label="ZIP code"
          autoComplete="shipping postal-code"
          value={address.postalCode}
          onChange={set("postalCode")}
        />
      </div>
      <Button type="submit" loading={claim.isPending}>
        Claim my free decal pack
      </Button>
    </form>
  );
}
