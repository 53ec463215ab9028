import { adminPageData, RequireAdmin } from "@/features/admin/shared/admin-gate";
import { AdminShell, DASHBOARD_BACK } from "@/features/admin/shared/admin-shell";
import { PointsPanel } from "./points-panel";
import { pointsPanelData } from "./points-panel";

/** /admin/points-system: the Points & Prizes tab as its own page. */
export function PointsSystemPage() {
  return (
    <RequireAdmin>
      {(user) => (
        <AdminShell title="Points & Prizes" back={DASHBOARD_BACK} user={user}>
          <div className="rounded-2xl border border-forest-900/10 bg-white p-4 shadow-card sm:p-6">
            <PointsPanel />
          </div>
        </AdminShell>
      )}
    </RequireAdmin>
  );
}

export const pointsSystemPageData = adminPageData(pointsPanelData);
