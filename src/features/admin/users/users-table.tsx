import { useState } from "react";
import { UserAvatar } from "@/components/ui/avatar";
import { displayNameOf } from "@/components/ui/avatar-rules";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/features/account/confirm-dialog";
import { Badge } from "@/features/admin/shared/admin-ui";
import { DataTable, TableBody, Td, Th } from "@/features/admin/shared/data-table";
import { formatMediumDate } from "@/features/journal/journal-dates";
import { membershipLevelName } from "@shared/tiers";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils, type RouterOutputs } from "@/lib/trpc";

export type AdminUserRow = RouterOutputs["admin"]["users"]["list"]["items"][number];

type Action = "grantAdmin" | "revokeAdmin" | "disable" | "enable";

const DONE: Record<Action, (name: string) => [string, string]> = {
  grantAdmin: (name) => ["Admin access granted", `${name} is now an administrator.`],
  revokeAdmin: (name) => ["Admin access revoked", `${name} is no longer an administrator.`],
  disable: (name) => ["Account disabled", `${name} can no longer sign in; their sessions have ended.`],
  enable: (name) => ["Account enabled", `${name} can sign in again.`],
};

/** Only these two need a second look: they take something away. */
const CONFIRM: Partial<Record<Action, { title: string; label: string; body: (name: string) => string }>> = {
  revokeAdmin: {
    title: "Revoke admin access?",
    label: "Revoke Admin",
    body: (name) => `${name} will lose access to the admin dashboard.`,
  },
  disable: {
    title: "Disable this account?",
    label: "Disable Account",
    body: (name) => `${name} will be signed out everywhere and cannot sign in until the account is enabled again.`,
  },
};

type UsersTableProps = {
  rows: AdminUserRow[] | undefined;
  isPending: boolean;
  error: string | null;
  /** The signed-in admin, who cannot disable their own account. */
  currentUserId: number;
};

export function UsersTable({ rows, isPending, error, currentUserId }: UsersTableProps) {
  const utils = useApiUtils();
  const [pending, setPending] = useState<{ action: Action; user: AdminUserRow } | null>(null);
  const handlers = (action: Action) => ({
    onSuccess: (user: AdminUserRow) => {
      const [title, message] = DONE[action](user.username);
      notify.success(title, message);
      setPending(null);
      void utils.admin.users.invalidate();
      void utils.admin.stats.invalidate();
    },
    // The server's refusal (e.g. the last administrator) is shown as it is.
    onError: (e: unknown) => {
      setPending(null);
      notify.error("Error", errorMessage(e, "The change could not be saved."));
    },
  });
  const mutations = {
    grantAdmin: trpc.admin.users.grantAdmin.useMutation(handlers("grantAdmin")),
    revokeAdmin: trpc.admin.users.revokeAdmin.useMutation(handlers("revokeAdmin")),
    disable: trpc.admin.users.disable.useMutation(handlers("disable")),
    enable: trpc.admin.users.enable.useMutation(handlers("enable")),
  };
  const run = (action: Action, user: AdminUserRow) => {
    if (CONFIRM[action] && pending?.action !== action) return setPending({ action, user });
    setPending({ action, user });
    mutations[action].mutate({ userId: user.id });
  };
  const busy = (action: Action, user: AdminUserRow) =>
    mutations[action].isPending && pending?.user.id === user.id && pending.action === action;
  const confirm = pending ? CONFIRM[pending.action] : undefined;

  const columns = 6;
  return (
    <>
      <DataTable caption="Users">
        <thead>
          <tr>
            <Th>User</Th>
            <Th>Role</Th>
            <Th>Membership</Th>
            <Th>Status</Th>
            <Th>Joined</Th>
            <Th className="text-right">Actions</Th>
          </tr>
        </thead>
        <TableBody
          rows={rows}
          isPending={isPending}
          error={error}
          colSpan={columns}
          empty="No users match these filters."
        >
          {(items) =>
            items.map((user) => {
              const name = displayNameOf(user);
              return (
                <tr key={user.id} className="hover:bg-forest-50/40">
                  <Td>
                    <div className="flex items-center gap-3">
                      <UserAvatar name={name} className="size-8 text-xs" />
                      <div className="min-w-0">
                        <p className="truncate font-medium text-ink">
                          {name}
                          {user.id === currentUserId ? (
                            <span className="ml-1.5 text-xs font-normal text-muted">(you)</span>
                          ) : null}
                        </p>
                        <p className="truncate text-xs text-muted">
                          @{user.username} · {user.email}
                        </p>
                      </div>
                    </div>
                  </Td>
                  <Td>
                    <span className="flex flex-wrap gap-1">
                      {user.isAdmin ? <Badge tone="forest">Admin</Badge> : <Badge>Member</Badge>}
                      {user.twoFactorEnabled ? <Badge tone="blue">2FA</Badge> : null}
                    </span>
                  </Td>
                  <Td className="whitespace-nowrap text-muted">{membershipLevelName(user.membershipTier)}</Td>
                  <Td>{user.disabled ? <Badge tone="red">Disabled</Badge> : <Badge tone="green">Active</Badge>}</Td>
                  <Td className="whitespace-nowrap text-muted">{formatMediumDate(user.createdAt)}</Td>
                  <Td className="text-right">
                    <div className="flex justify-end gap-1">
                      {user.isAdmin ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          className="h-8 px-3"
                          loading={busy("revokeAdmin", user)}
                          onClick={() => run("revokeAdmin", user)}
                          aria-label={`Revoke admin access from ${user.username}`}
                        >
                          Revoke Admin
                        </Button>
                      ) : (
                        <Button
                          size="sm"
                          variant="ghost"
                          className="h-8 px-3"
                          loading={busy("grantAdmin", user)}
                          onClick={() => run("grantAdmin", user)}
                          aria-label={`Grant admin access to ${user.username}`}
                        >
                          Grant Admin
                        </Button>
                      )}
                      {user.disabled ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          className="h-8 px-3"
                          loading={busy("enable", user)}
                          onClick={() => run("enable", user)}
                          aria-label={`Enable ${user.username}`}
                        >
                          Enable
                        </Button>
                      ) : (
                        <Button
                          size="sm"
                          variant="ghost"
                          className="h-8 px-3 text-red-700 hover:bg-red-50"
                          disabled={user.id === currentUserId}
                          title={user.id === currentUserId ? "You cannot disable your own account." : undefined}
                          loading={busy("disable", user)}
                          onClick={() => run("disable", user)}
                          aria-label={`Disable ${user.username}`}
                        >
                          Disable
                        </Button>
                      )}
                    </div>
                  </Td>
                </tr>
              );
            })
          }
        </TableBody>
      </DataTable>
      {pending && confirm ? (
        <ConfirmDialog
          title={confirm.title}
          confirmLabel={confirm.label}
          pending={mutations[pending.action].isPending}
          onConfirm={() => run(pending.action, pending.user)}
          onClose={() => setPending(null)}
        >
          <p>{confirm.body(`${displayNameOf(pending.user)} (@${pending.user.username})`)}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
