import { UserAvatar } from "@/components/ui/avatar";
import type { AdminSessionUser } from "@/features/admin/shared/admin-gate";
import { AdminCard, Badge } from "@/features/admin/shared/admin-ui";
import { GeneralSettings } from "./general-settings-form";
import { TwoFactorSection } from "./two-factor-section";
import type { DataContext } from "@/lib/route-data";

/** Spec §2 Settings tab: the admin's account, two-factor sign-in and the site's general settings. */
export function SettingsPanel({ user, standalone = false }: { user: AdminSessionUser; standalone?: boolean }) {
  const name = user.fullName?.trim() || user.username;
  return (
    <div className="space-y-5">
      {standalone ? null : (
        <div>
          <h2 className="text-xl text-forest-950">Settings</h2>
          <p className="text-sm text-muted">Your admin account and the site&apos;s general settings.</p>
        </div>
      )}
      <div className="grid gap-5 lg:grid-cols-2">
        <AdminCard title="Admin account" id="admin-account-title">
          <div className="flex items-center gap-4">
            <UserAvatar name={name} className="size-14 text-lg" />
            <div className="min-w-0">
              <dl className="grid grid-cols-[5.5rem_1fr] gap-y-1 text-sm">
                <dt className="text-muted">Name</dt>
                <dd className="truncate font-medium text-ink">{name}</dd>
                <dt className="text-muted">Username</dt>
                <dd className="truncate font-medium text-ink">{user.username}</dd>
                <dt className="text-muted">Email</dt>
                <dd className="truncate font-medium text-ink">{user.email}</dd>
              </dl>
              <Badge tone="forest" className="mt-2">
                Administrator
              </Badge>
            </div>
          </div>
        </AdminCard>
        <AdminCard title="Two-factor authentication" id="two-factor-title">
          <TwoFactorSection />
        </AdminCard>
      </div>
      <AdminCard title="General settings" id="general-settings-title">
        <GeneralSettings />
      </AdminCard>
    </div>
  );
}

/** The Settings panel's queries: two-factor sign-in and the general settings. */
export const settingsPanelData = ({ q }: DataContext): readonly unknown[] => [
  q.admin.twoFactor.status.prefetch(),
  q.admin.settings.get.prefetch(),
];
