import { useEffect, useState } from "react";
import { useSearchParams } from "wouter";
import { ButtonLink } from "@/components/ui/button";
import { adminPageData, RequireAdmin, type AdminSessionUser } from "@/features/admin/shared/admin-gate";
import { FilterSelect, SearchInput, Toolbar } from "@/features/admin/shared/admin-fields";
import { AdminShell, DASHBOARD_BACK } from "@/features/admin/shared/admin-shell";
import { formatCount } from "@/features/admin/shared/format";
import { useDebouncedValue } from "@/features/admin/shared/use-debounced-value";
import { Pagination } from "@/features/listings/pagination";
import { useCatalog } from "@/features/listings/use-catalog";
import { pageCount } from "@/lib/points/points-format";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";
import { PropertiesTable, type AdminPropertyRow } from "./properties-table";
import {
  ARCHIVED_OPTIONS,
  FEATURED_OPTIONS,
  SORT_OPTIONS,
  filtersFromParams,
  listInput,
  paramsFromFilters,
  type PropertyFilters,
} from "./property-filters";
import { ACCESS_CHOICES } from "./property-form";
import { catalogData } from "@/features/listings/use-catalog";

function PropertiesList({ user }: { user: AdminSessionUser }) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const [search, setSearch] = useState(filters.search);
  const settled = useDebouncedValue(search);
  const { categories, regions } = useCatalog();
  const utils = useApiUtils();

  const apply = (change: Partial<PropertyFilters>) =>
    setParams(paramsFromFilters({ ...filters, page: 1, ...change }), { replace: true });
  useEffect(() => {
    if (settled.trim() !== filters.search.trim()) apply({ search: settled });
    // Only a settled change of the search box writes the address, not every keystroke.
  }, [settled]);

  const list = trpc.admin.properties.list.useQuery(listInput(filters), {
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
  const [busyId, setBusyId] = useState<number | null>(null);
  const done = (title: string, message: string) => {
    notify.success(title, message);
    void utils.admin.properties.list.invalidate();
    void utils.admin.stats.invalidate();
  };
  const archive = trpc.admin.properties.archive.useMutation({
    onSuccess: (_, input) =>
      done("Property archived", `${nameOf(input.id)} is hidden from the site. Restore it any time.`),
    onError: (e) => notify.error("Error", errorMessage(e, "Failed to archive the property.")),
    onSettled: () => setBusyId(null),
  });
  const restore = trpc.admin.properties.restore.useMutation({
    onSuccess: (_, input) => done("Property restored", `${nameOf(input.id)} is back on the site.`),
    onError: (e) => notify.error("Error", errorMessage(e, "Failed to restore the property.")),
    onSettled: () => setBusyId(null),
  });
  const nameOf = (id: number) => list.data?.items.find((r) => r.id === id)?.name ?? "The property";
  const toggleArchive = (row: AdminPropertyRow) => {
    setBusyId(row.id);
    if (row.archivedAt) restore.mutate({ id: row.id });
    else archive.mutate({ id: row.id });
  };

  const total = list.data?.total ?? 0;
  return (
    <AdminShell
      title="Properties"
      subtitle={
        list.data
          ? `${formatCount(total)} ${total === 1 ? "property" : "properties"} match.`
          : "Every listing, live or archived."
      }
      back={DASHBOARD_BACK}
      user={user}
      actions={<ButtonLink href="/admin/properties/new">Add New Property</ButtonLink>}
    >
      <div className="rounded-2xl border border-forest-900/10 bg-white p-4 shadow-card sm:p-5">
        <Toolbar>
          <SearchInput
            label="Search properties"
            placeholder="Search by name, slug or location"
            value={search}
            onChange={setSearch}
            className="basis-full md:basis-auto"
          />
          <FilterSelect
            label="Category"
            value={filters.category}
            onChange={(category) => apply({ category })}
            options={[
              { value: "", label: "All" },
              ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
            ]}
          />
          <FilterSelect
            label="Region"
            value={filters.region}
            onChange={(region) => apply({ region })}
            options={[
              { value: "", label: "All" },
              ...(regions.data ?? []).map((r) => ({ value: String(r.id), label: r.name })),
            ]}
          />
          <FilterSelect
            label="Tier"
            value={filters.tier}
            onChange={(tier) => apply({ tier })}
            options={[
              { value: "", label: "All" },
              ...ACCESS_CHOICES.map((t) => ({ value: String(t.value), label: `${t.value} ${t.label}` })),
            ]}
          />
          <FilterSelect
            label="Featured"
            value={filters.featured}
            onChange={(featured) => apply({ featured })}
            options={FEATURED_OPTIONS}
          />
          <FilterSelect
            label="Show"
            value={filters.archived}
            onChange={(archived) => apply({ archived })}
            options={ARCHIVED_OPTIONS}
          />
          <FilterSelect label="Sort" value={filters.sort} onChange={(sort) => apply({ sort })} options={SORT_OPTIONS} />
        </Toolbar>
        <div className="mt-4">
          <PropertiesTable
            rows={list.data?.items}
            isPending={list.isPending}
            error={list.isError ? errorMessage(list.error, "The properties could not be loaded.") : null}
            onToggleArchive={toggleArchive}
            busyId={busyId}
          />
        </div>
        <div className="mt-5">
          <Pagination
            page={filters.page}
            totalPages={pageCount(total, list.data?.limit ?? 20)}
            onChange={(page) => setParams(paramsFromFilters({ ...filters, page }))}
          />
        </div>
      </div>
    </AdminShell>
  );
}

/** /admin/properties. */
export function PropertiesListPage() {
  return <RequireAdmin>{(user) => <PropertiesList user={user} />}</RequireAdmin>;
}

export const propertiesListPageData = adminPageData((ctx) => [
  ctx.q.admin.properties.list.prefetch(listInput(filtersFromParams(ctx.search))),
  ...catalogData(ctx),
]);
