import { useState } from "react";
import { Button } from "@/components/ui/button";
import { AdminCard } from "@/features/admin/shared/admin-ui";
import { notify } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { SystemLogDialog } from "./system-log-dialog";

/** The server's message repeats the toast's title ("Cache Cleared: ..."); the toast shows the rest. */
export function messageAfterTitle(message: string, title: string): string {
  return message.startsWith(`${title}:`) ? message.slice(title.length + 1).trim() : message;
}

export function QuickActions() {
  const [logOpen, setLogOpen] = useState(false);
  const sitemap = trpc.admin.generateSitemap.useMutation({
    onSuccess: (result) => notify.success("Sitemap Generated", messageAfterTitle(result.message, "Sitemap Generated")),
    onError: () => notify.error("Error", "Failed to generate sitemap. Please try again."),
  });
  const cache = trpc.admin.clearCache.useMutation({
    onSuccess: (result) => notify.success("Cache Cleared", messageAfterTitle(result.message, "Cache Cleared")),
    onError: () => notify.error("Error", "Failed to clear cache. Please try again."),
  });
  return (
    <AdminCard title="Quick Actions" id="quick-actions-title" bodyClassName="flex flex-wrap gap-2 p-4">
      <Button size="sm" variant="secondary" loading={sitemap.isPending} onClick={() => sitemap.mutate()}>
        Generate Sitemap
      </Button>
      <Button size="sm" variant="secondary" loading={cache.isPending} onClick={() => cache.mutate()}>
        Clear Cache
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setLogOpen(true)}>
        System Log
      </Button>
      {logOpen ? <SystemLogDialog onClose={() => setLogOpen(false)} /> : null}
    </AdminCard>
  );
}
