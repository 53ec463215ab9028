import { ButtonLink } from "@/components/ui/button";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import type { DataContext } from "@/lib/route-data";

const RECENT = { sort: "newest", limit: 5, page: 1 } as const;
import { PropertiesTable } from "./properties-table";

/** The dashboard's Properties tab: the newest listings and the way into the property admin. */
export function PropertiesTab() {
  const recent = trpc.admin.properties.list.useQuery(RECENT, { staleTime: 30_000 });
  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl text-forest-950">Properties</h2>
          <p className="text-sm text-muted">Create, edit, archive and restore listings.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink href="/admin/properties" variant="secondary" size="sm">
            Manage Properties
          </ButtonLink>
          <ButtonLink href="/admin/properties/new" size="sm">
            Add New Property
          </ButtonLink>
        </div>
      </div>
      <h3 className="mt-6 font-sans text-xs font-semibold uppercase tracking-wide text-muted">Recently added</h3>
      <div className="mt-2">
        <PropertiesTable
          rows={recent.data?.items}
          isPending={recent.isPending}
          error={recent.isError ? errorMessage(recent.error, "The properties could not be loaded.") : null}
          emptyText="No properties yet."
        />
      </div>
    </div>
  );
}

export const propertiesTabData = ({ q }: DataContext): readonly unknown[] => [q.admin.properties.list.prefetch(RECENT)];
