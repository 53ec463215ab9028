import { adminPageData, RequireAdmin } from "@/features/admin/shared/admin-gate";
import { AdminShell, DASHBOARD_BACK } from "@/features/admin/shared/admin-shell";
import { SettingsPanel } from "./settings-panel";
import { settingsPanelData } from "./settings-panel";

/** /direct-admin/settings. */
export function AdminSettingsPage() {
  return (
    <RequireAdmin>
      {(user) => (
        <AdminShell title="Admin Settings" back={DASHBOARD_BACK} user={user}>
          <SettingsPanel user={user} standalone />
        </AdminShell>
      )}
    </RequireAdmin>
  );
}

export const adminSettingsPageData = adminPageData(settingsPanelData);
