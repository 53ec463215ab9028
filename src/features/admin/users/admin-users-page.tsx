import { useState } from "react";
import { adminPageData, RequireAdmin, type AdminSessionUser } from "@/features/admin/shared/admin-gate";
import { FilterSelect, SearchInput, Toolbar } from "@/features/admin/shared/admin-fields";
import { AdminShell, DASHBOARD_BACK } from "@/features/admin/shared/admin-shell";
import { formatCount } from "@/features/admin/shared/format";
import { useDebouncedValue } from "@/features/admin/shared/use-debounced-value";
import { Pagination } from "@/features/listings/pagination";
import { pageCount } from "@/lib/points/points-format";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { ROLE_OPTIONS, STATUS_OPTIONS, type RoleFilter, type StatusFilter } from "./user-filters";
import { UsersTable } from "./users-table";

/** The filters the screen opens with: administrators, of any status. */
const FIRST_ROLE: RoleFilter = "admin";
const FIRST_STATUS: StatusFilter = "all";

/** The users list's input for the screen's filters (by default, its first screen). */
const usersListInput = ({
  search = "",
  role = FIRST_ROLE,
  status = FIRST_STATUS,
  page = 1,
}: { search?: string; role?: RoleFilter; status?: StatusFilter; page?: number } = {}) => ({
  search: search.trim() || undefined,
  role,
  status,
  page,
  limit: 20,
});

function AdminUsers({ user }: { user: AdminSessionUser }) {
  const [search, setSearch] = useState("");
  const settled = useDebouncedValue(search);
  const [role, setRole] = useState<RoleFilter>(FIRST_ROLE);
  const [status, setStatus] = useState<StatusFilter>(FIRST_STATUS);
  const [page, setPage] = useState(1);
  const list = trpc.admin.users.list.useQuery(usersListInput({ search: settled, role, status, page }), {
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
  const total = list.data?.total ?? 0;
  const resetPage =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setPage(1);
    };
  return (
    <AdminShell
      title="Administrators"
      subtitle={
        list.data
          ? `${formatCount(total)} ${total === 1 ? "account" : "accounts"} match. Grant or revoke admin access, or disable an account.`
          : "Grant or revoke admin access, or disable an account."
      }
      back={DASHBOARD_BACK}
      user={user}
    >
      <div className="rounded-2xl border border-forest-900/10 bg-white p-4 shadow-card sm:p-5">
        <Toolbar>
          <SearchInput
            label="Search users"
            placeholder="Search by username, email or name"
            value={search}
            onChange={resetPage(setSearch)}
          />
          <FilterSelect label="Role" value={role} onChange={resetPage(setRole)} options={ROLE_OPTIONS} />
          <FilterSelect label="Status" value={status} onChange={resetPage(setStatus)} options={STATUS_OPTIONS} />
        </Toolbar>
        <p className="mt-3 text-xs text-muted">
          At least one active administrator must remain; the server refuses to revoke or disable the last one.
        </p>
        <div className="mt-4">
          <UsersTable
            rows={list.data?.items}
            isPending={list.isPending}
            error={list.isError ? errorMessage(list.error, "The users could not be loaded.") : null}
            currentUserId={user.id}
          />
        </div>
        <div className="mt-5">
          <Pagination page={page} totalPages={pageCount(total, list.data?.limit ?? 20)} onChange={setPage} />
        </div>
      </div>
    </AdminShell>
  );
}

/** /direct-admin/admin-users, /admin-users and /admin/users. */
export function AdminUsersPage() {
  return <RequireAdmin>{(user) => <AdminUsers user={user} />}</RequireAdmin>;
}

export const adminUsersPageData = adminPageData(({ q }) => [q.admin.users.list.prefetch(usersListInput())]);
