import { Button } from "@/components/ui/button";
import { Badge } from "@/features/admin/shared/admin-ui";
import { DataTable, TableBody, Td, Th } from "@/features/admin/shared/data-table";
import { formatCount } from "@/features/admin/shared/format";
import { AD_LOCATIONS, AD_TYPES, labelOf, type AdSpace } from "./sponsor-options";

type AdSpacesTableProps = {
  rows: AdSpace[] | undefined;
  isPending: boolean;
  onEdit?: (space: AdSpace) => void;
  onDelete?: (space: AdSpace) => void;
  onRemoveArtwork?: (space: AdSpace) => void;
  className?: string;
};

/** Ad placements with their sponsor and counters. */
export function AdSpacesTable({ rows, isPending, onEdit, onDelete, onRemoveArtwork, className }: AdSpacesTableProps) {
  const withActions = Boolean(onEdit || onDelete);
  const columns = withActions ? 6 : 5;
  return (
    <DataTable caption="Ad placements" className={className}>
      <thead>
        <tr>
          <Th>Placement</Th>
          <Th>Where</Th>
          <Th>Status</Th>
          <Th>Sponsor</Th>
          <Th className="text-right">Impressions · Clicks · CTR</Th>
          {withActions ? <Th className="text-right">Actions</Th> : null}
        </tr>
      </thead>
      <TableBody rows={rows} isPending={isPending} colSpan={columns} empty="No ad spaces match.">
        {(items) =>
          items.map((space) => (
            <tr key={space.id} className="hover:bg-forest-50/40">
              <Td>
                <p className="font-medium text-ink">{space.name}</p>
                <p className="text-xs text-muted">
                  {labelOf(AD_TYPES, space.type)} · {space.dimensions}
                </p>
              </Td>
              <Td className="text-muted">{labelOf(AD_LOCATIONS, space.location)}</Td>
              <Td>{space.status === "filled" ? <Badge tone="green">Filled</Badge> : <Badge>Available</Badge>}</Td>
              <Td className="text-muted">
                <p>{space.sponsor?.name ?? "—"}</p>
                {space.artwork ? (
                  <div className="mt-1.5 flex items-center gap-2">
                    <img
                      src={space.artwork.imageUrl}
                      alt={space.artwork.altText}
                      className="h-8 w-20 shrink-0 rounded border border-forest-900/10 object-cover"
                    />
                    <a
                      href={space.artwork.linkUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="truncate text-xs text-forest-700 underline-offset-2 hover:underline"
                    >
                      {new URL(space.artwork.linkUrl).hostname}
                    </a>
                  </div>
                ) : space.sponsor ? (
                  <p className="text-xs">No artwork yet</p>
                ) : null}
              </Td>
              <Td className="whitespace-nowrap text-right tabular-nums">
                {formatCount(space.analytics.impressions)} · {formatCount(space.analytics.clicks)} ·{" "}
                <span className="font-medium">{space.analytics.ctr}%</span>
              </Td>
              {withActions ? (
                <Td className="text-right">
                  <div className="flex justify-end gap-1">
                    {onEdit ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        className="h-8 px-3"
                        onClick={() => onEdit(space)}
                        aria-label={`Edit ${space.name}`}
                      >
                        Edit
                      </Button>
                    ) : null}
                    {onRemoveArtwork && space.artwork ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        className="h-8 whitespace-nowrap px-3 text-red-700 hover:bg-red-50"
                        onClick={() => onRemoveArtwork(space)}
                        aria-label={`Remove artwork of ${space.name}`}
                      >
                        Remove artwork
                      </Button>
                    ) : null}
                    {onDelete ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        className="h-8 px-3 text-red-700 hover:bg-red-50"
                        onClick={() => onDelete(space)}
                        aria-label={`Delete ${space.name}`}
                      >
                        Delete
                      </Button>
                    ) : null}
                  </div>
                </Td>
              ) : null}
            </tr>
          ))
        }
      </TableBody>
    </DataTable>
  );
}
