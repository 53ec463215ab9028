import { useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { notify } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { messageAfterTitle } from "./action-messages";
import { SystemLogDialog } from "./system-log-dialog";

export function QuickActions() {
  const [logOpen, setLogOpen] = useState(false);
  const approvals = trpc.admin.approvals.list.useQuery();
  const sitemap = trpc.admin.generateSitemap.useMutation({
    onSuccess: (result) => notify.success("Sitemap Generated", messageAfterTitle(result.message, "Sitemap Generated")),
    onError: () => notify.error("Error", "Failed to generate sitemap. Please try again."),
  });
  const cache = trpc.admin.clearCache.useMutation({
    onSuccess: (result) => notify.success("Cache Cleared", messageAfterTitle(result.message, "Cache Cleared")),
    onError: () => notify.error("Error", "Failed to clear cache. Please try again."),
  });
  return (
    <section
      aria-labelledby="quick-actions-title"
      className="flex flex-col gap-3 rounded-2xl border border-forest-900/10 bg-white px-5 py-3.5 shadow-card sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="quick-actions-title" className="font-sans text-sm font-semibold text-forest-950">
          Quick Actions
        </h2>
        <p className="text-xs text-muted">
          Rebuild the sitemap, empty the read cache, read the server log, or review owners' requests.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" loading={sitemap.isPending} onClick={() => sitemap.mutate()}>
          Generate Sitemap
        </Button>
        <Button size="sm" variant="secondary" loading={cache.isPending} onClick={() => cache.mutate()}>
          Clear Cache
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setLogOpen(true)}>
          System Log
        </Button>
        <ButtonLink size="sm" variant="secondary" href="/admin/store">
          Store
        </ButtonLink>
        <ButtonLink size="sm" variant="secondary" href="/admin/approvals">
          Owner Approvals{approvals.data?.length ? ` (${approvals.data.length})` : ""}
        </ButtonLink>
      </div>
      {logOpen ? <SystemLogDialog onClose={() => setLogOpen(false)} /> : null}
    </section>
  );
}
