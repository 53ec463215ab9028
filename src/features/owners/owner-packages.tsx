import { useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { useCheckoutRedirect } from "@/features/membership/use-membership-checkout";
import { PackageCard, type Package } from "@/features/sponsors/package-card";
import { trpc } from "@/lib/trpc";
import type { OwnerStay } from "./stay-card";

/** Owner packages, each bought for one of the owner's live stays. */
export function OwnerPackages({ stays }: { stays: readonly OwnerStay[] }) {
  const live = stays.filter((s) => s.status === "live");
  const [stayId, setStayId] = useState<number | null>(live[0]?.id ?? null);
  const packages = trpc.catalog.packages.useQuery();
  const { mutateAsync } = trpc.payments.packageCheckout.useMutation();
  const checkout = useCheckoutRedirect();
  const buy = (pkg: Package) => {
    if (stayId === null) return;
    void checkout.start(`owner:${pkg.id}`, () =>
      mutateAsync({ kind: "owner", packageName: pkg.name, listingId: stayId }),
    );
  };

  if (!live.length)
    return (
      <StateMessage title="Packages feature one of your live stays. Claim a stay or submit a new one first; once it is approved you can feature it here." />
    );
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
  if (packages.isError) return <LoadError title="Failed to load packages." onRetry={() => void packages.refetch()} />;
  const owner = packages.data.filter((p) => p.kind === "owner");
  if (owner.length === 0)
    return <StateMessage title="No owner packages are available right now. Please check back soon." />;
  return (
    <div className="space-y-6">
      <label className="flex max-w-md flex-col gap-1.5 text-sm font-medium text-ink">
        Feature which stay?
        <select
          className="h-11 rounded-xl border border-forest-900/15 bg-white px-3 text-sm"
          value={stayId ?? ""}
          onChange={(e) => setStayId(Number(e.target.value))}
        >
          {live.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <ul className="grid gap-6 md:grid-cols-3">
        {owner.map((pkg) => (
          <li key={pkg.id} className="min-w-0">
            <PackageCard
              pkg={pkg}
              signInHref={null}
              pending={checkout.pendingKey === `owner:${pkg.id}`}
              disabled={checkout.isPending}
              onBuy={buy}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
