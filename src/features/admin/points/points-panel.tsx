import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/features/account/confirm-dialog";
import { Badge, Metric } from "@/features/admin/shared/admin-ui";
import { DataTable, LoadingRows, MessageRow, Td, Th } from "@/features/admin/shared/data-table";
import { formatCount } from "@/features/admin/shared/format";
import { RowMenu } from "@/features/admin/shared/row-menu";
import { actionLimits } from "@/lib/points/points-format";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";
import type { DataContext } from "@/lib/route-data";
import { PointActionDialog } from "./point-action-dialog";
import type { PointAction } from "./point-action-form";

/** Spec §2 Points tab: summary cards, the actions table with its Edit/Delete menu, and the dialog. */
export function PointsPanel() {
  const utils = useApiUtils();
  const actions = trpc.admin.pointActions.list.useQuery(undefined, { staleTime: 0 });
  const summary = trpc.admin.pointActions.summary.useQuery(undefined, { staleTime: 0 });
  const [editing, setEditing] = useState<PointAction | "new" | null>(null);
  const [deleting, setDeleting] = useState<PointAction | null>(null);
  const remove = trpc.admin.pointActions.delete.useMutation({
    onSuccess: () => {
      notify.success("Point action deleted");
      setDeleting(null);
      void utils.admin.pointActions.invalidate();
    },
    onError: (e) => notify.error("Error", errorMessage(e, "The point action could not be deleted.")),
  });

  const columns = 6;
  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl text-forest-950">Points & Prizes</h2>
          <p className="text-sm text-muted">What members earn points for, how much, and how often.</p>
        </div>
        <Button size="sm" onClick={() => setEditing("new")}>
          Create Point Action
        </Button>
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-3">
        <Metric
          label="Active actions"
          value={summary.data ? formatCount(summary.data.activeCount) : "—"}
          hint="Earning points right now"
        />
        <Metric
          label="Total points (active)"
          value={summary.data ? formatCount(summary.data.totalActivePoints) : "—"}
          hint="One of each active action"
        />
        <Metric
          label="Highest reward"
          value={summary.data?.highestReward ? formatCount(summary.data.highestReward.points) : "—"}
          hint={summary.data ? (summary.data.highestReward?.name ?? "No active actions") : undefined}
        />
      </div>
      <div className="mt-5">
        <DataTable caption="Point actions">
          <thead>
            <tr>
              <Th>Activity</Th>
              <Th>Description</Th>
              <Th className="text-right">Points</Th>
              <Th>Status</Th>
              <Th>Limits</Th>
              <Th className="w-12">
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {actions.isPending ? (
              <LoadingRows colSpan={columns} />
            ) : actions.isError ? (
              <MessageRow colSpan={columns} tone="error">
                {errorMessage(actions.error, "The point actions could not be loaded.")}
              </MessageRow>
            ) : actions.data.length === 0 ? (
              <MessageRow colSpan={columns}>No point actions yet.</MessageRow>
            ) : (
              actions.data.map((action) => (
                <tr key={action.id} className="hover:bg-forest-50/40">
                  <Td className="font-medium text-ink">{action.name}</Td>
                  <Td className="max-w-sm text-muted">{action.description || "—"}</Td>
                  <Td className="text-right font-semibold tabular-nums text-forest-900">
                    {formatCount(action.pointsAwarded)}
                  </Td>
                  <Td>{action.isActive ? <Badge tone="green">Active</Badge> : <Badge>Inactive</Badge>}</Td>
                  <Td className="whitespace-nowrap text-muted">
                    {actionLimits(action).map((limit) => (
                      <span key={limit} className="block">
                        {limit}
                      </span>
                    ))}
                  </Td>
                  <Td className="text-right">
                    <RowMenu
                      label={`Actions for ${action.name}`}
                      items={[
                        { label: "Edit", onSelect: () => setEditing(action) },
                        { label: "Delete", tone: "danger", onSelect: () => setDeleting(action) },
                      ]}
                    />
                  </Td>
                </tr>
              ))
            )}
          </tbody>
        </DataTable>
      </div>
      {editing ? (
        <PointActionDialog action={editing === "new" ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete point action?"
          confirmLabel="Delete"
          pending={remove.isPending}
          onConfirm={() => remove.mutate({ id: deleting.id })}
          onClose={() => setDeleting(null)}
        >
          <p>Are you sure you want to delete this point action?</p>
          <p className="mt-1 font-medium text-ink">{deleting.name}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/** The Points & Prizes panel's queries. */
export const pointsPanelData = ({ q }: DataContext): readonly unknown[] => [
  q.admin.pointActions.list.prefetch(),
  q.admin.pointActions.summary.prefetch(),
];
