import { ButtonLink } from "@/components/ui/button";
import { UserAvatar } from "@/components/ui/avatar";
import { displayNameOf } from "@/components/ui/avatar-rules";
import { Badge, EmptyState, InlineAlert } from "@/features/admin/shared/admin-ui";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import type { DataContext } from "@/lib/route-data";

const ADMINS = { role: "admin", limit: 50 } as const;

/** The dashboard's Administrators tab: who has admin access, and the way to manage it. */
export function AdministratorsTab() {
  const admins = trpc.admin.users.list.useQuery(ADMINS, { staleTime: 30_000 });
  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl text-forest-950">Administrators</h2>
          <p className="text-sm text-muted">Accounts with access to this dashboard.</p>
        </div>
        <ButtonLink href="/direct-admin/admin-users" size="sm">
          Manage Administrators
        </ButtonLink>
      </div>
      <div className="mt-4">
        {admins.isPending ? (
          <p className="text-sm text-muted">Loading…</p>
        ) : admins.isError ? (
          <InlineAlert tone="error">
            {errorMessage(admins.error, "The administrators could not be loaded.")}
          </InlineAlert>
        ) : admins.data.items.length === 0 ? (
          <EmptyState>No administrators found.</EmptyState>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {admins.data.items.map((admin) => (
              <li
                key={admin.id}
                className="flex items-center gap-3 rounded-xl border border-forest-900/10 bg-sand-50/50 p-3"
              >
                <UserAvatar name={displayNameOf(admin)} className="size-10" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-ink">{displayNameOf(admin)}</p>
                  <p className="truncate text-xs text-muted">{admin.email}</p>
                </div>
                <span className="flex flex-col items-end gap-1">
                  {admin.disabled ? <Badge tone="red">Disabled</Badge> : <Badge tone="green">Active</Badge>}
                  {admin.twoFactorEnabled ? <Badge tone="blue">2FA</Badge> : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export const administratorsTabData = ({ q }: DataContext): readonly unknown[] => [q.admin.users.list.prefetch(ADMINS)];
