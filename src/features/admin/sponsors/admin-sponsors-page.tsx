import { adminPageData, RequireAdmin } from "@/features/admin/shared/admin-gate";
import { AdminShell, DASHBOARD_BACK } from "@/features/admin/shared/admin-shell";
import { SponsorsPanel } from "./sponsors-panel";
import { sponsorsPanelData } from "./sponsors-panel";

/** /admin/sponsors: the sponsor dashboard. */
export function AdminSponsorsPage() {
  return (
    <RequireAdmin>
      {(user) => (
        <AdminShell title="Sponsors" back={DASHBOARD_BACK} user={user}>
          <div className="rounded-2xl border border-forest-900/10 bg-white p-4 shadow-card sm:p-6">
            <SponsorsPanel standalone />
          </div>
        </AdminShell>
      )}
    </RequireAdmin>
  );
}

export const adminSponsorsPageData = adminPageData(sponsorsPanelData);
