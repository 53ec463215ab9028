import { useState, type ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Badge, EmptyState, InlineAlert, Metric } from "@/features/admin/shared/admin-ui";
import { formatCount } from "@/features/admin/shared/format";
import { formatMediumDate } from "@/features/journal/journal-dates";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import type { DataContext } from "@/lib/route-data";
import { AdSpacesTable } from "./ad-spaces-table";
import { ManageAdSpacesDialog } from "./manage-ad-spaces-dialog";
import { ManageSponsorsDialog } from "./manage-sponsors-dialog";
import { SponsorLogo } from "./sponsor-logo";
import { SPONSOR_TIERS, TIER_TONE, formatTierPrice, labelOf } from "./sponsor-options";
import { TierStructureDialog } from "./tier-structure-dialog";

type Dialog = "tiers" | "sponsors" | "add-sponsor" | "ad-spaces" | "create-ad-space" | null;

function SectionHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h3 id={id} className="text-lg text-forest-950">
        {title}
      </h3>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

/** Spec §2 Sponsors tab: analytics totals, tier cards, active sponsors and ad placements, all from the server. */
export function SponsorsPanel({ standalone = false }: { standalone?: boolean }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const tiers = trpc.admin.sponsors.tiers.useQuery(undefined, { staleTime: 30_000 });
  const active = trpc.admin.sponsors.list.useQuery({ status: "active" }, { staleTime: 0 });
  const spaces = trpc.admin.sponsors.adSpaces.useQuery({}, { staleTime: 0 });
  const analytics = trpc.admin.sponsors.analytics.useQuery(undefined, { staleTime: 0 });
  const close = () => setDialog(null);

  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          {standalone ? null : <h2 className="text-xl text-forest-950">Sponsors</h2>}
          <p className="text-sm text-muted">Sponsor tiers, who is sponsoring now, and where their placements run.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {standalone ? null : (
            <Link
              href="/admin/sponsors"
              className="inline-flex h-9 items-center rounded-full px-4 text-sm font-medium text-forest-800 hover:bg-forest-50"
            >
              Sponsor dashboard
            </Link>
          )}
          <Button size="sm" variant="secondary" onClick={() => setDialog("sponsors")}>
            Manage Sponsors
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setDialog("ad-spaces")}>
            Manage Ad Spaces
          </Button>
        </div>
      </div>

      <section aria-label="Ad analytics">
        {analytics.isError ? (
          <InlineAlert tone="error">{errorMessage(analytics.error, "Analytics could not be loaded.")}</InlineAlert>
        ) : (
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Metric
              label="Impressions"
              value={analytics.data ? formatCount(analytics.data.impressions) : "—"}
              hint="All ad spaces"
            />
            <Metric
              label="Clicks"
              value={analytics.data ? formatCount(analytics.data.clicks) : "—"}
              hint="All ad spaces"
            />
            <Metric label="CTR" value={analytics.data ? `${analytics.data.ctr}%` : "—"} hint="Clicks per impression" />
            <Metric
              label="Spaces filled"
              value={analytics.data ? `${analytics.data.filled} / ${analytics.data.spaces}` : "—"}
              hint={analytics.data ? `${analytics.data.available} available` : undefined}
            />
          </div>
        )}
      </section>

      <section aria-labelledby="sponsor-tiers-title">
        <SectionHeading id="sponsor-tiers-title" title="Sponsor tiers">
          <Button size="sm" variant="ghost" disabled={!tiers.data} onClick={() => setDialog("tiers")}>
            Edit Tier Structure
          </Button>
        </SectionHeading>
        {tiers.isError ? (
          <InlineAlert tone="error" className="mt-3">
            {errorMessage(tiers.error, "The tiers could not be loaded.")}
          </InlineAlert>
        ) : (
          <ul className="mt-3 grid gap-3 md:grid-cols-3">
            {(tiers.data ?? []).map((tier) => (
              <li key={tier.id} className="rounded-xl border border-forest-900/10 bg-white p-4">
                <div className="flex items-center justify-between gap-2">
                  <p className="font-serif text-lg font-semibold text-forest-950">{tier.name}</p>
                  <Badge tone={TIER_TONE[tier.name.toLowerCase()] ?? "neutral"}>
                    {tier.adPlacements} {tier.adPlacements === 1 ? "placement" : "placements"}
                  </Badge>
                </div>
                <p className="mt-1 text-sm font-medium text-forest-800">{formatTierPrice(tier.price)}</p>
                <ul className="mt-3 space-y-1 text-sm text-muted">
                  {tier.benefits.map((b) => (
                    <li key={b} className="flex gap-2">
                      <span className="mt-2 size-1 shrink-0 rounded-full bg-forest-500" aria-hidden="true" />
                      {b}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
            {tiers.isPending ? (
              <li className="h-40 animate-pulse rounded-xl bg-sand-100 md:col-span-3" aria-hidden="true" />
            ) : null}
          </ul>
        )}
      </section>

      <section aria-labelledby="active-sponsors-title">
        <SectionHeading id="active-sponsors-title" title="Active sponsors">
          <Button size="sm" variant="ghost" onClick={() => setDialog("add-sponsor")}>
            Add Sponsor
          </Button>
        </SectionHeading>
        <div className="mt-3">
          {active.isError ? (
            <InlineAlert tone="error">{errorMessage(active.error, "The sponsors could not be loaded.")}</InlineAlert>
          ) : active.data && active.data.length === 0 ? (
            <EmptyState>No active sponsors right now.</EmptyState>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {(active.data ?? []).map((s) => (
                <li key={s.id} className="flex items-center gap-3 rounded-xl border border-forest-900/10 bg-white p-3">
                  <SponsorLogo logo={s.logo} tier={s.tier} className="size-11" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-ink">{s.name}</p>
                    <p className="truncate text-xs text-muted">
                      {s.endDate ? `Until ${formatMediumDate(s.endDate)}` : "No end date"} · {s.adSpaceCount} ad{" "}
                      {s.adSpaceCount === 1 ? "space" : "spaces"}
                    </p>
                  </div>
                  <Badge tone={TIER_TONE[s.tier]}>{labelOf(SPONSOR_TIERS, s.tier)}</Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section aria-labelledby="ad-placements-title">
        <SectionHeading id="ad-placements-title" title="Ad placements">
          <Button size="sm" variant="ghost" onClick={() => setDialog("create-ad-space")}>
            Create Ad Space
          </Button>
        </SectionHeading>
        {spaces.isError ? (
          <InlineAlert tone="error" className="mt-3">
            {errorMessage(spaces.error, "The ad spaces could not be loaded.")}
          </InlineAlert>
        ) : (
          <AdSpacesTable className="mt-3" rows={spaces.data} isPending={spaces.isPending} />
        )}
      </section>

      {dialog === "tiers" && tiers.data ? <TierStructureDialog tiers={tiers.data} onClose={close} /> : null}
      {dialog === "sponsors" ? <ManageSponsorsDialog onClose={close} /> : null}
      {dialog === "add-sponsor" ? <ManageSponsorsDialog onClose={close} startWith={{ kind: "form" }} /> : null}
      {dialog === "ad-spaces" ? <ManageAdSpacesDialog onClose={close} /> : null}
      {dialog === "create-ad-space" ? <ManageAdSpacesDialog onClose={close} startWith={{ kind: "form" }} /> : null}
    </div>
  );
}

/** The Sponsors panel's queries. */
export const sponsorsPanelData = ({ q }: DataContext): readonly unknown[] => [
  q.admin.sponsors.tiers.prefetch(),
  q.admin.sponsors.list.prefetch({ status: "active" }),
  q.admin.sponsors.adSpaces.prefetch({}),
  q.admin.sponsors.analytics.prefetch(),
];
