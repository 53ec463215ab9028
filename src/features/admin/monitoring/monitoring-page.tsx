import { adminPageData, RequireAdmin } from "@/features/admin/shared/admin-gate";
import { AdminShell, DASHBOARD_BACK } from "@/features/admin/shared/admin-shell";
import { MonitoringPanel } from "./monitoring-panel";
import { monitoringPanelData } from "./monitoring-panel";

/** /admin/monitoring. */
export function MonitoringPage() {
  return (
    <RequireAdmin>
      {(user) => (
        <AdminShell title="Monitoring" back={DASHBOARD_BACK} user={user}>
          <MonitoringPanel standalone />
        </AdminShell>
      )}
    </RequireAdmin>
  );
}

export const monitoringPageData = adminPageData(monitoringPanelData);
