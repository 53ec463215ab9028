import { Suspense, useEffect } from "react";
import { Link, useSearchParams } from "wouter";
import { Button } from "@/components/ui/button";
import { LoadingBlock } from "@/components/ui/spinner";
import { adminPageData, RequireAdmin, type AdminSessionUser } from "@/features/admin/shared/admin-gate";
import { AdminShell } from "@/features/admin/shared/admin-shell";
import { lazyNamed } from "@/lib/lazy-named";
import { TabList, TabPanel } from "@/features/admin/shared/tabs";
import { notify } from "@/lib/notify";
import type { DataContext } from "@/lib/route-data";
import { trpc } from "@/lib/trpc";
import { DASHBOARD_TABS, tabFromParam, type DashboardTab } from "./dashboard-tabs";
import { QuickActions } from "./quick-actions";
import { StatCards } from "./stat-cards";
import { useAdminLogout } from "./use-admin-logout";

const PropertiesTab = lazyNamed(() => import("@/features/admin/properties/properties-tab"), "PropertiesTab");
const JournalTab = lazyNamed(() => import("@/features/admin/journal/journal-tab"), "JournalTab");
const AdministratorsTab = lazyNamed(() => import("@/features/admin/users/administrators-tab"), "AdministratorsTab");
const PointsPanel = lazyNamed(() => import("@/features/admin/points/points-panel"), "PointsPanel");
const SponsorsPanel = lazyNamed(() => import("@/features/admin/sponsors/sponsors-panel"), "SponsorsPanel");
const ActivityPanel = lazyNamed(() => import("@/features/admin/activity/activity-panel"), "ActivityPanel");
const MonitoringPanel = lazyNamed(() => import("@/features/admin/monitoring/monitoring-panel"), "MonitoringPanel");
const SettingsPanel = lazyNamed(() => import("@/features/admin/settings/settings-panel"), "SettingsPanel");
const EmailTestingPanel = lazyNamed(() => import("@/features/admin/email/email-testing-panel"), "EmailTestingPanel");

const ID_PREFIX = "admin";

function ActiveTab({ tab, user }: { tab: DashboardTab; user: AdminSessionUser }) {
  switch (tab) {
    case "properties":
      return <PropertiesTab />;
    case "journal":
      return <JournalTab />;
    case "administrators":
      return <AdministratorsTab />;
    case "points":
      return <PointsPanel />;
    case "sponsors":
      return <SponsorsPanel />;
    case "activity":
      return <ActivityPanel />;
    case "monitoring":
      return <MonitoringPanel />;
    case "settings":
      return <SettingsPanel user={user} />;
    case "email":
      return <EmailTestingPanel user={user} />;
  }
}

function Dashboard({ user }: { user: AdminSessionUser }) {
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get("tab"));
  const stats = trpc.admin.stats.useQuery(undefined, { staleTime: 30_000 });
  const { logout, isPending } = useAdminLogout();
  useEffect(() => {
    if (stats.isError) notify.error("Error", "Failed to load dashboard data");
  }, [stats.isError]);

  const selectTab = (key: DashboardTab) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set("tab", key);
        return next;
      },
      { replace: true },
    );

  return (
    <AdminShell
      title="Admin Dashboard"
      subtitle="Run Wildluxe: listings, stories, members, rewards and the health of the site."
      back={{ href: "/", label: "Back to home" }}
      user={user}
    >
      <StatCards stats={stats.data} isError={stats.isError} onRetry={() => void stats.refetch()} />
      <div className="mt-6">
        <QuickActions />
      </div>
      <section
        aria-label="Admin sections"
        className="mt-6 rounded-2xl border border-forest-900/10 bg-white shadow-card"
      >
        <TabList
          label="Admin sections"
          idPrefix={ID_PREFIX}
          items={DASHBOARD_TABS}
          active={tab}
          onChange={selectTab}
          className="px-3 pt-2"
        />
        <TabPanel idPrefix={ID_PREFIX} tabKey={tab} className="p-4 sm:p-6">
          <Suspense fallback={<LoadingBlock label="Loading section" className="min-h-64" />}>
            <ActiveTab tab={tab} user={user} />
          </Suspense>
        </TabPanel>
      </section>
      <footer className="mt-8 flex flex-col gap-4 border-t border-forest-900/10 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label="Admin footer" className="flex flex-wrap gap-x-6 gap-y-2">
          <Link href="/settings" className="font-medium text-forest-700 hover:text-forest-900 hover:underline">
            Account Settings
          </Link>
          <Link href="/help" className="font-medium text-forest-700 hover:text-forest-900 hover:underline">
            Help Center
          </Link>
        </nav>
        <Button variant="secondary" size="sm" loading={isPending} onClick={logout}>
          Log Out
        </Button>
      </footer>
    </AdminShell>
  );
}

/** /direct-admin and /admin. */
export function AdminDashboardPage() {
  return <RequireAdmin>{(user) => <Dashboard user={user} />}</RequireAdmin>;
}

/** Each tab's queries, from the tab's own (lazily loaded) module. */
const TAB_DATA: Record<DashboardTab, () => Promise<(ctx: DataContext) => readonly unknown[]>> = {
  properties: async () => (await import("@/features/admin/properties/properties-tab")).propertiesTabData,
  administrators: async () => (await import("@/features/admin/users/administrators-tab")).administratorsTabData,
  points: async () => (await import("@/features/admin/points/points-panel")).pointsPanelData,
  sponsors: async () => (await import("@/features/admin/sponsors/sponsors-panel")).sponsorsPanelData,
  monitoring: async () => (await import("@/features/admin/monitoring/monitoring-panel")).monitoringPanelData,
  settings: async () => (await import("@/features/admin/settings/settings-panel")).settingsPanelData,
  journal: async () => (await import("@/features/admin/journal/journal-tab")).journalTabData,
  activity: async () => (await import("@/features/admin/activity/activity-panel")).activityPanelData,
  email: async () => (await import("@/features/admin/email/email-testing-panel")).emailTestingPanelData,
};

/** The stats, the approvals waiting and the open tab's data. */
export const adminDashboardPageData = adminPageData((ctx) => {
  const tab = TAB_DATA[tabFromParam(ctx.search.get("tab"))];
  return [
    ctx.q.admin.stats.prefetch(),
    ctx.q.admin.approvals.list.prefetch(),
    tab().then((data) => Promise.allSettled(data(ctx))),
  ];
});
