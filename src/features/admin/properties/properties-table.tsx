import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { StarIcon } from "@/components/ui/icons";
import { Badge } from "@/features/admin/shared/admin-ui";
import { DataTable, TableBody, Td, Th } from "@/features/admin/shared/data-table";
import { formatRating } from "@shared/listing-text";
import type { RouterOutputs } from "@/lib/trpc";
import { AdminThumb } from "./admin-thumb";
import { ACCESS_CHOICES } from "./property-form";

export type AdminPropertyRow = RouterOutputs["admin"]["properties"]["list"]["items"][number];

const tierLabel = (tier: number) => ACCESS_CHOICES.find((t) => t.value === tier)?.label ?? "Open to everyone";

type PropertiesTableProps = {
  rows: AdminPropertyRow[] | undefined;
  isPending: boolean;
  error: string | null;
  /** Archive or restore; left out, the table has no such buttons. */
  onToggleArchive?: (row: AdminPropertyRow) => void;
  busyId?: number | null;
  emptyText?: string;
};

export function PropertiesTable({
  rows,
  isPending,
  error,
  onToggleArchive,
  busyId,
  emptyText = "No properties match these filters.",
}: PropertiesTableProps) {
  const columns = 7;
  return (
    <DataTable caption="Properties">
      <thead>
        <tr>
          <Th>Property</Th>
          <Th className="hidden lg:table-cell">Location</Th>
          <Th>Category</Th>
          <Th>Tier</Th>
          <Th>Rating</Th>
          <Th>Status</Th>
          <Th className="text-right">Actions</Th>
        </tr>
      </thead>
      <TableBody rows={rows} isPending={isPending} error={error} colSpan={columns} empty={emptyText}>
        {(items) =>
          items.map((row) => (
            <tr key={row.id} className="hover:bg-forest-50/40">
              <Td>
                <div className="flex items-center gap-3">
                  <AdminThumb src={row.mainImage} alt="" sizes="2.75rem" className="size-11 shrink-0" />
                  <div className="min-w-0">
                    <Link
                      href={`/admin/properties/${row.id}`}
                      className="block max-w-64 truncate font-medium text-forest-900 hover:underline"
                    >
                      {row.name}
                    </Link>
                    <p className="max-w-64 truncate font-mono text-xs text-muted">
                      #{row.id} · {row.slug}
                    </p>
                    <p className="max-w-64 truncate text-xs text-muted lg:hidden">{row.location}</p>
                  </div>
                </div>
              </Td>
              <Td className="hidden max-w-48 truncate text-muted lg:table-cell">{row.location}</Td>
              <Td className="min-w-36">
                <span className="block">{row.category?.name ?? "—"}</span>
                <span className="block text-xs text-muted">{row.region?.name ?? "No region"}</span>
              </Td>
              <Td className="whitespace-nowrap">
                {row.tierLevel} <span className="text-muted">{tierLabel(row.tierLevel)}</span>
              </Td>
              <Td>
                <span className="inline-flex items-center gap-1 tabular-nums">
                  <StarIcon className="size-3.5 text-sand-500" />
                  {formatRating(row.rating)}
                </span>
              </Td>
              <Td>
                <div className="flex flex-wrap gap-1">
                  {row.archivedAt ? (
                    <Badge tone="red">Archived</Badge>
                  ) : row.approved ? (
                    <Badge tone="green">Live</Badge>
                  ) : (
                    <Badge tone="amber">Not approved</Badge>
                  )}
                  {row.featured ? <Badge tone="purple">Featured</Badge> : null}
                  {row.verified ? <Badge tone="blue">Verified</Badge> : null}
                </div>
              </Td>
              <Td className="text-right">
                <div className="flex justify-end gap-1">
                  <Link
                    href={`/admin/properties/${row.id}`}
                    className="inline-flex h-8 items-center rounded-full px-3 text-sm font-medium text-forest-800 hover:bg-forest-50"
                    aria-label={`Edit ${row.name}`}
                  >
                    Edit
                  </Link>
                  {onToggleArchive ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="h-8 px-3"
                      loading={busyId === row.id}
                      onClick={() => onToggleArchive(row)}
                      aria-label={`${row.archivedAt ? "Restore" : "Archive"} ${row.name}`}
                    >
                      {row.archivedAt ? "Restore" : "Archive"}
                    </Button>
                  ) : null}
                </div>
              </Td>
            </tr>
          ))
        }
      </TableBody>
    </DataTable>
  );
}
