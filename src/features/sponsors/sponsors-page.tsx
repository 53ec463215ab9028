import { Link } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { useSeo } from "@/lib/seo/use-seo";
import { useCheckoutRedirect } from "@/features/membership/use-membership-checkout";
import { trpc } from "@/lib/trpc";
import { MySponsorPlacements } from "./my-placements";
import { PackageCard, type Package } from "./package-card";
import type { PageData } from "@/lib/route-data";

const SIGN_IN_HREF = `/signin?next=${encodeURIComponent("/sponsors")}`;

const GROUPS = [
  {
    kind: "sponsor",
    id: "sponsor-packages",
    eyebrow: "For brands",
    title: "Sponsor Packages",
    text: "Put your brand in front of travelers planning their next escape, alongside the stays and stories they come here for.",
  },
  {
    kind: "owner",
    id: "owner-packages",
    eyebrow: "For property owners",
    title: "Owner Listing Packages",
    text: "List your cabin, treehouse or camp with Wildluxe and reach members who travel for the setting, not just the bed.",
  },
] as const;

export function SponsorsPage() {
  useSeo({
    title: "Sponsors & Property Owners",
    description:
      "Sponsor packages for outdoor brands and listing packages for property owners: reach travelers who seek out luxury cabins, treehouses and glamping.",
  });
  const { isSignedIn } = useCurrentUser();
  const packages = trpc.catalog.packages.useQuery();
  const { mutateAsync } = trpc.payments.packageCheckout.useMutation();
  const checkout = useCheckoutRedirect();

  const buy = (pkg: Package) =>
    void checkout.start(`${pkg.kind}:${pkg.id}`, () => mutateAsync({ kind: pkg.kind, packageName: pkg.name }));

  return (
    <>
      <section
        aria-labelledby="sponsors-title"
        className="on-dark relative isolate overflow-hidden bg-forest-950 py-20 text-center"
      >
        <img
          src="/images/hero-landscape.svg"
          alt=""
          aria-hidden="true"
          className="absolute inset-0 -z-10 size-full object-cover opacity-40"
        />
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-sand-200">Partners</p>
          <h1 id="sponsors-title" className="mt-3 text-4xl text-white sm:text-5xl">
            Grow with Wildluxe
          </h1>
          <p className="mt-4 text-lg text-sand-100">
            Whether you make the gear travelers pack or own the retreat they dream about, there is a package to put you
            in front of them.
          </p>
          <nav aria-label="Packages" className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <a
              href="#sponsor-packages"
              className="rounded-full bg-sand-200 px-6 py-3 text-sm font-semibold text-forest-950 hover:bg-sand-100"
            >
              Sponsor packages
            </a>
            <a
              href="#owner-packages"
              className="rounded-full border border-white/60 px-6 py-3 text-sm font-semibold text-white hover:bg-white/10"
            >
              Owner packages
            </a>
          </nav>
        </div>
      </section>

      {isSignedIn ? <MySponsorPlacements /> : null}
      {isSignedIn ? null : (
        <div className="border-b border-forest-900/10 bg-sand-100">
          <p className="mx-auto max-w-7xl px-4 py-4 text-center text-sm text-ink sm:px-6 lg:px-8">
            Packages are bought from a member account.{" "}
            <Link href={SIGN_IN_HREF} className="font-semibold text-forest-800 underline underline-offset-4">
              Sign in
            </Link>{" "}
            or{" "}
            <Link
              href={`/signup?next=${encodeURIComponent("/sponsors")}`}
              className="font-semibold text-forest-800 underline underline-offset-4"
            >
              create a free account
            </Link>{" "}
            to purchase.
          </p>
        </div>
      )}

      {GROUPS.map((group, index) => {
        const items = packages.data?.filter((p) => p.kind === group.kind) ?? [];
        return (
          <section
            key={group.kind}
            id={group.id}
            aria-labelledby={`${group.id}-title`}
            className={index % 2 === 0 ? "scroll-mt-20 py-20" : "scroll-mt-20 bg-sand-50 py-20"}
          >
            <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
              <div className="max-w-2xl">
                <p className="text-xs font-semibold uppercase tracking-[0.18em] text-sand-700">{group.eyebrow}</p>
                <h2 id={`${group.id}-title`} className="mt-2 text-3xl text-forest-950 sm:text-4xl">
                  {group.title}
                </h2>
                <p className="mt-3 text-muted">{group.text}</p>
              </div>
              <div className="mt-10">
                {packages.isPending ? (
                  <div role="status" className="grid gap-6 md:grid-cols-3">
                    <span className="sr-only">Loading packages</span>
                    {Array.from({ length: 3 }, (_, i) => (
                      <Skeleton key={i} className="h-96 rounded-3xl" />
                    ))}
                  </div>
                ) : packages.isError ? (
                  <LoadError title="Failed to load packages." onRetry={() => void packages.refetch()} />
                ) : items.length === 0 ? (
                  <StateMessage title="No packages are available right now." />
                ) : (
                  <ul className="grid gap-6 md:grid-cols-3">
                    {items.map((pkg) => (
                      <li key={pkg.id} className="min-w-0">
                        <PackageCard
                          pkg={pkg}
                          signInHref={isSignedIn ? null : SIGN_IN_HREF}
                          pending={checkout.pendingKey === `${pkg.kind}:${pkg.id}`}
                          disabled={checkout.isPending}
                          onBuy={buy}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
          </section>
        );
      })}

      <section className="px-4 py-20 text-center sm:px-6">
        <h2 className="text-2xl text-forest-950 sm:text-3xl">Looking for something bespoke?</h2>
        <p className="mx-auto mt-3 max-w-xl text-muted">
          Multi-property groups, destination campaigns and long-term partnerships are planned with our team.
        </p>
        <Link
          href="/contact"
          className="mt-6 inline-block font-semibold text-forest-700 underline-offset-4 hover:underline"
        >
          Contact our partnerships team
        </Link>
      </section>
    </>
  );
}

export const sponsorsPageData: PageData = ({ user, q }) => [
  q.catalog.packages.prefetch(),
  user && q.sponsors.myPlacements.prefetch(),
];
