import { useState } from "react";
import { Link } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { RequireMember } from "@/features/account/member-gate";
import { PageShell, Panel } from "@/features/account/page-shell";
import type { ListingSummary } from "@/features/listings/types";
import { useCheckoutRedirect } from "@/features/membership/use-membership-checkout";
import { useSeo } from "@/features/seo/use-seo";
import { PackageCard, type Package } from "@/features/sponsors/package-card";
import { trpc } from "@/lib/trpc";
import { ListingPicker } from "./listing-picker";

const STEPS = [
  { title: "Find your property", text: "Search for your listing by name or location." },
  { title: "Choose a package", text: "Basic, Featured or Premium, each a one-time purchase." },
  { title: "Get featured", text: "After checkout your listing is marked Featured and linked to your account." },
] as const;

function OwnerPackages({ listing }: { listing: ListingSummary | null }) {
  const packages = trpc.catalog.packages.useQuery();
  const { mutateAsync } = trpc.payments.packageCheckout.useMutation();
  const checkout = useCheckoutRedirect();
  const buy = (pkg: Package) =>
    void checkout.start(`owner:${pkg.id}`, () => mutateAsync({ kind: "owner", packageName: pkg.name, listingId: listing?.id }));

  if (packages.isPending) {
    return (
      <div role="status" className="grid gap-6 md:grid-cols-3">
        <span className="sr-only">Loading packages</span>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-96 rounded-3xl" />
        ))}
      </div>
    );
  }
  if (packages.isError) {
    return (
      <LoadError title="Failed to load packages." onRetry={() => void packages.refetch()} />
    );
  }
  const owner = packages.data.filter((p) => p.kind === "owner");
  if (owner.length === 0) return <StateMessage title="No owner packages are available right now. Please check back soon." />;
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {owner.map((pkg) => (
        <li key={pkg.id} className="min-w-0">
          <PackageCard pkg={pkg} signInHref={null} pending={checkout.pendingKey === `owner:${pkg.id}`} disabled={checkout.isPending} onBuy={buy} />
        </li>
      ))}
    </ul>
  );
}

function OwnerDashboard() {
  const [listing, setListing] = useState<ListingSummary | null>(null);
  return (
    <PageShell
      eyebrow="Property owners"
      title="Property Owner Dashboard"
      subtitle="Put your cabin, treehouse or camp in front of members who travel for the setting. Packages feature your listing across Wildluxe."
    >
      <div className="grid gap-6 lg:grid-cols-[1fr_1.2fr]">
        <Panel title="Your listings" id="owner-listings-title">
          <p className="text-muted">
            Listings you feature are linked to your account when the purchase completes. Here is how to get featured:
          </p>
          <ol className="mt-5 space-y-4">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-forest-800 text-sm font-semibold text-white" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <p className="font-semibold text-ink">{step.title}</p>
                  <p className="text-sm text-muted">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-6 text-sm text-muted">
            Questions about a listing you manage?{" "}
            <Link href="/contact" className="font-medium text-forest-700 underline-offset-4 hover:underline">
              Contact our owner team
            </Link>
            .
          </p>
        </Panel>
        <Panel title="Which property?" id="owner-property-title">
          <ListingPicker selected={listing} onSelect={setListing} />
        </Panel>
      </div>

      <section aria-labelledby="owner-packages-title" className="mt-14">
        <h2 id="owner-packages-title" className="text-3xl text-forest-950 sm:text-4xl">
          Owner Listing Packages
        </h2>
        <p className="mt-3 max-w-2xl text-muted">
          {listing ? `Applied to ${listing.name}.` : "Pick your property above so the package features it as soon as checkout completes."} Each
          package is a one-time purchase; nothing renews.
        </p>
        <div className="mt-8">
          <OwnerPackages listing={listing} />
        </div>
      </section>
    </PageShell>
  );
}

export function OwnerDashboardPage() {
  useSeo({ title: "Property Owner Dashboard", description: "Feature your property on Wildluxe with a Basic, Featured or Premium listing package." });
  return <RequireMember purpose="to manage your property listings">{() => <OwnerDashboard />}</RequireMember>;
}
