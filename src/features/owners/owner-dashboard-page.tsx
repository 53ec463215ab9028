import { ButtonLink } from "@/components/ui/button";
import { LoadingBlock } from "@/components/ui/spinner";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { RequireMember } from "@/features/account/member-gate";
import { PageShell, Panel } from "@/features/account/page-shell";
import { useSeo } from "@/lib/seo/use-seo";
import { cn } from "@/lib/cn";
import { trpc, type RouterOutputs } from "@/lib/trpc";
import { ClaimPanel } from "./claim-panel";
import { OwnerPackages } from "./owner-packages";
import { StayCard } from "./stay-card";
import type { PageData } from "@/lib/route-data";

type Request = RouterOutputs["owners"]["dashboard"]["requests"][number];
const KIND = { claim: "Claim", submission: "New stay", edit: "Edit" } as const;
const STATUS_TONE = {
  pending: "bg-sand-100 text-sand-900",
  approved: "bg-forest-50 text-forest-800",
  rejected: "bg-red-50 text-red-800",
} as const;

/** /owner/dashboard: the member's stays with their figures and packages, their requests, claiming and submitting. */
export function OwnerDashboardPage() {
  useSeo({
    title: "Property Owner Dashboard",
    description:
      "Manage your stays on Wildluxe: claim or submit a stay, edit it, see its views and feature it with a package.",
  });
  return <RequireMember purpose="to manage your stays">{() => <OwnerDashboard />}</RequireMember>;
}

function OwnerDashboard() {
  const dashboard = trpc.owners.dashboard.useQuery();
  const submit = <ButtonLink href="/owner/stays/new">Submit a new stay</ButtonLink>;
  if (dashboard.isPending) return <LoadingBlock label="Loading your stays" />;
  if (dashboard.isError)
    return (
      <PageShell title="Property Owner Dashboard">
        <LoadError title="Your stays could not load." onRetry={() => void dashboard.refetch()} />
      </PageShell>
    );
  const { stays, requests } = dashboard.data;
  return (
    <PageShell
      eyebrow="Property owners"
      title="Property Owner Dashboard"
      subtitle="Your stays on Wildluxe, how travellers find them, and the packages that feature them."
      actions={submit}
    >
      <div className="space-y-12">
        <section aria-labelledby="your-stays-title">
          <h2 id="your-stays-title" className="text-3xl text-forest-950">
            Your listings
          </h2>
          <p className="mt-2 text-sm text-muted">
            Figures cover the last 30 days. Changes to a live stay go to our team before they show on the site.
          </p>
          <div className="mt-6 space-y-4">
            {stays.length ? (
              stays.map((stay) => <StayCard key={stay.id} stay={stay} />)
            ) : (
              <StateMessage title="No stays yet. Claim the stay you host if it is already on Wildluxe, or submit a new one.">
                {submit}
              </StateMessage>
            )}
          </div>
        </section>
        {requests.length ? (
          <Panel title="Your requests" id="requests">
            <ul className="divide-y divide-forest-900/10">
              {requests.map((r) => (
                <RequestRow key={r.id} request={r} />
              ))}
            </ul>
          </Panel>
        ) : null}
        <Panel title="Claim a stay already on Wildluxe" id="claim">
          <ClaimPanel />
        </Panel>
        <section aria-labelledby="owner-packages-title">
          <h2 id="owner-packages-title" className="text-3xl text-forest-950 sm:text-4xl">
            Owner Listing Packages
          </h2>
          <p className="mt-3 max-w-2xl text-muted">
            Each package features one of your stays across Wildluxe for a year from checkout; buying again before it
            ends extends it.
          </p>
          <div className="mt-8">
            <OwnerPackages stays={stays} />
          </div>
        </section>
      </div>
    </PageShell>
  );
}

function RequestRow({ request: r }: { request: Request }) {
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="text-sm">
          <span className="font-semibold text-forest-950">{KIND[r.kind]}</span> · {r.listing.name}
        </p>
        {r.reason ? <p className="text-sm text-red-800">Reason: {r.reason}</p> : null}
      </div>
      <span
        className={cn(
          "self-start rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize sm:self-auto",
          STATUS_TONE[r.status],
        )}
      >
        {r.status}
      </span>
    </li>
  );
}

export const ownerDashboardPageData: PageData = ({ user, q }) =>
  user ? [q.owners.dashboard.prefetch(), q.catalog.packages.prefetch()] : [];
