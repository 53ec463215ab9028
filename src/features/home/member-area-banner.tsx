import { ButtonLink } from "@/components/ui/button";
import { displayNameOf } from "@/components/ui/avatar-rules";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { membershipLevelName } from "@shared/tiers";

/** The member area banner: a way in for members, and for signed-in members a way back to their dashboard. */
export function MemberAreaBanner() {
  const { user } = useCurrentUser();
  return (
    <section aria-labelledby="member-area-title" className="px-4 pb-20 sm:px-6 lg:px-8">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 rounded-3xl border border-forest-900/10 bg-white px-6 py-8 shadow-card sm:px-10 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-sand-700">Member area</p>
          {user ? (
            <>
              <h2 id="member-area-title" className="mt-2 text-2xl text-forest-950 sm:text-3xl">
                Welcome back, {displayNameOf(user)}
              </h2>
              <p className="mt-2 max-w-xl text-muted">
                {membershipLevelName(user.membershipTier)} membership. Your points, favorites and trip stories are
                waiting on your dashboard.
              </p>
            </>
          ) : (
            <>
              <h2 id="member-area-title" className="mt-2 text-2xl text-forest-950 sm:text-3xl">
                Already a member?
              </h2>
              <p className="mt-2 max-w-xl text-muted">
                Sign in to see your points, saved stays and the recommendations picked for you.
              </p>
            </>
          )}
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
          {user ? (
            <>
              <ButtonLink href="/member/dashboard">My Dashboard</ButtonLink>
              <ButtonLink href="/travelers/dashboard" variant="secondary">
                Traveler's Home
              </ButtonLink>
            </>
          ) : (
            <>
              <ButtonLink href="/member-login">Member Sign In</ButtonLink>
              <ButtonLink href="/membership" variant="secondary">
                See Membership Plans
              </ButtonLink>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
