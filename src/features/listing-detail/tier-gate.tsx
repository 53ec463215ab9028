import { ButtonLink } from "@/components/ui/button";
import { LockIcon } from "@/components/ui/icons";
import { upgradeRequiredText } from "@shared/access";
import { tierName } from "@shared/tier-labels";
import { membershipLevelName } from "@shared/tiers";

type TierGateProps = {
  listingName: string;
  slug: string;
  tierLevel: number;
  signedIn: boolean;
  memberTier: number;
};

/** Shown instead of a listing's full details when the reader's tier is below the listing's. */
export function TierGate({ listingName, slug, tierLevel, signedIn, memberTier }: TierGateProps) {
  const signInHref = `/signin?next=${encodeURIComponent(`/listings/${slug}`)}`;
  return (
    <section aria-labelledby="tier-gate-title" className="rounded-3xl border border-sand-300 bg-sand-50 p-6 sm:p-8">
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-sand-200 text-sand-800">
          <LockIcon className="size-6" />
        </span>
        <div>
          <h2 id="tier-gate-title" className="text-2xl leading-snug text-forest-950">
            {upgradeRequiredText(tierLevel)}
          </h2>
          <p className="mt-3 text-muted">
            The full description, photos, amenities and booking for {listingName} are open to {tierName(tierLevel)}{" "}
            members and above.{" "}
            {signedIn
              ? `Your membership is ${membershipLevelName(memberTier)}; upgrade to see everything about this stay.`
              : "Sign in if you're already a member, or choose a membership to unlock it."}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink href="/membership">{signedIn ? "Upgrade membership" : "View membership plans"}</ButtonLink>
            {signedIn ? null : (
              <ButtonLink href={signInHref} variant="secondary">
                Sign in
              </ButtonLink>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
