import { ButtonLink } from "@/components/ui/button";
import { CompassIcon } from "@/components/ui/icons";

/** Shown to visitors under the trending list: what signing in adds. */
export function PersonalizeBanner() {
  return (
    <aside
      aria-labelledby="personalize-title"
      className="on-dark flex flex-col gap-6 rounded-3xl bg-forest-900 px-6 py-8 text-white sm:px-10 md:flex-row md:items-center md:justify-between"
    >
      <div className="flex items-start gap-4">
        <span
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-sand-200 text-forest-900"
          aria-hidden="true"
        >
          <CompassIcon className="size-6" />
        </span>
        <div>
          <h3 id="personalize-title" className="text-2xl text-white">
            Unlock Personalized Recommendations
          </h3>
          <p className="mt-2 max-w-xl text-sm leading-relaxed text-forest-100">
            Sign in and we match stays to the places you save, the regions you dream about and the way you like to
            travel, with a match score that shows why each one fits.
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
        <ButtonLink href="/member-login" variant="sand">
          Sign In
        </ButtonLink>
        <ButtonLink href="/member-login" variant="outline-light">
          Learn About Membership
        </ButtonLink>
      </div>
    </aside>
  );
}
