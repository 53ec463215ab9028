import { useState } from "react";
import { ButtonLink } from "@/components/ui/button";
import { LoadingBlock } from "@/components/ui/spinner";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { RequireMember } from "@/features/account/member-gate";
import { PageShell, Panel } from "@/features/account/page-shell";
import { useSeo } from "@/lib/seo/use-seo";
import { trpc } from "@/lib/trpc";
import { UsageChart } from "./usage-chart";
import { dailySeries } from "./usage-series";
import { WebhooksPanel } from "./webhooks-panel";
import type { PageData } from "@/lib/route-data";

/** /partner/dashboard: calls per day per key, the latest failed calls and the current limit. */
export function PartnerDashboardPage() {
  useSeo({ title: "Partner Dashboard", description: "Your partner API keys' calls per day, failed calls and limits." });
  return <RequireMember purpose="to see your API usage">{() => <Dashboard />}</RequireMember>;
}

function Dashboard() {
  const usage = trpc.partners.usage.useQuery();
  const keys = trpc.partners.keys.useQuery();
  const [keyId, setKeyId] = useState<number | undefined>(undefined);
  const manage = (
    <ButtonLink href="/partner/api" variant="secondary">
      Manage keys
    </ButtonLink>
  );
  if (usage.isPending || keys.isPending) return <LoadingBlock label="Loading your API usage" />;
  if (usage.isError || keys.isError)
    return (
      <PageShell title="Partner Dashboard">
        <LoadError
          title="Your API usage could not load."
          onRetry={() => void Promise.all([usage.refetch(), keys.refetch()])}
        />
      </PageShell>
    );
  const series = dailySeries(usage.data.days, new Date(), keyId);
  const total = series.reduce((sum, d) => sum + d.requests, 0);
  const failed = series.reduce((sum, d) => sum + d.errors, 0);
  return (
    <PageShell
      eyebrow="Partners"
      title="Partner Dashboard"
      subtitle={`Each key may make ${usage.data.limitPerMinute} calls a minute.`}
      actions={manage}
    >
      {keys.data.length === 0 ? (
        <StateMessage title="You have no API keys yet. Create one to start calling the partner API.">
          <ButtonLink href="/partner/api">Create a key</ButtonLink>
        </StateMessage>
      ) : (
        <div className="space-y-10">
          <Panel
            title="Calls per day"
            id="usage"
            action={
              <label className="flex items-center gap-2 text-sm">
                <span className="text-muted">Key</span>
                <select
                  className="h-9 rounded-lg border border-forest-900/15 bg-white px-2 text-sm"
                  value={keyId ?? ""}
                  onChange={(e) => setKeyId(e.target.value ? Number(e.target.value) : undefined)}
                >
                  <option value="">All keys</option>
                  {keys.data.map((k) => (
                    <option key={k.id} value={k.id}>
                      {k.name}
                    </option>
                  ))}
                </select>
              </label>
            }
          >
            <dl className="mb-4 grid grid-cols-3 gap-3 text-center">
              <Stat label="Calls (30 days)" value={total} />
              <Stat label="Failed" value={failed} />
              <Stat label="Limit per minute" value={usage.data.limitPerMinute} />
            </dl>
            <UsageChart series={series} />
          </Panel>
          <Panel title="Latest failed calls" id="errors">
            {usage.data.errors.length === 0 ? (
              <p className="text-sm text-muted">No failed calls. Nice.</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full min-w-[36rem] text-left text-sm">
                  <thead className="text-xs uppercase tracking-wide text-muted">
                    <tr>
                      <th scope="col" className="py-2 pr-3">
                        When
                      </th>
                      <th scope="col" className="py-2 pr-3">
                        Key
                      </th>
                      <th scope="col" className="py-2 pr-3">
                        Call
                      </th>
                      <th scope="col" className="py-2 pr-3">
                        Status
                      </th>
                      <th scope="col" className="py-2">
                        Message
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-forest-900/5">
                    {usage.data.errors.map((e, i) => (
                      <tr key={`${e.keyId}-${String(e.at)}-${i}`}>
                        <td className="py-2 pr-3 text-muted">
                          {new Date(e.at).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}
                        </td>
                        <td className="py-2 pr-3">{e.keyName}</td>
                        <td className="py-2 pr-3 font-mono text-xs">
                          {e.method} {e.path}
                        </td>
                        <td className="py-2 pr-3 font-semibold text-sand-800">{e.status}</td>
                        <td className="py-2 text-muted">{e.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Panel>
        </div>
      )}
      <Panel title="Webhooks" id="webhooks" className="mt-10">
        <WebhooksPanel />
      </Panel>
    </PageShell>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl bg-forest-50 px-3 py-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-1 font-serif text-2xl text-forest-950">{value.toLocaleString("en-US")}</dd>
    </div>
  );
}

export const partnerDashboardPageData: PageData = ({ user, q }) =>
  user ? [q.partners.usage.prefetch(), q.partners.keys.prefetch(), q.partners.webhooks.prefetch()] : [];
