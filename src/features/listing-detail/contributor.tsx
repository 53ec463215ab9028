import { ButtonLink } from "@/components/ui/button";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { tierName } from "@shared/tier-labels";
import { hasTier } from "@shared/access";
import { CONTRIBUTOR_TIER } from "@shared/tiers";

/** Reviews, photos and tips are Luxe Insider benefits (the server decides; this only picks what to show). */
export function useContributor() {
  const viewer = useCurrentUser();
  return { ...viewer, canContribute: hasTier(viewer.user, CONTRIBUTOR_TIER) };
}

/** What a visitor or a member below Luxe Insider sees where the form would be. */
export function ContributionPrompt({ slug, action }: { slug: string; action: string }) {
  const { isSignedIn } = useContributor();
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-forest-900/10 bg-forest-50/60 p-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-ink">
        {isSignedIn
          ? `${tierName(CONTRIBUTOR_TIER)} members and above can ${action}.`
          : `Sign in as a ${tierName(CONTRIBUTOR_TIER)} member to ${action}.`}
      </p>
      {isSignedIn ? (
        <ButtonLink href="/membership" size="sm" variant="secondary">
          See memberships
        </ButtonLink>
      ) : (
        <ButtonLink href={`/signin?next=${encodeURIComponent(`/listings/${slug}`)}`} size="sm" variant="secondary">
          Sign in
        </ButtonLink>
      )}
    </div>
  );
}
