import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FilterSelect, Toolbar } from "@/features/admin/shared/admin-fields";
import { Badge } from "@/features/admin/shared/admin-ui";
import { DataTable, LoadingRows, MessageRow, Td, Th } from "@/features/admin/shared/data-table";
import { formatDateTime } from "@/features/admin/shared/format";
import { timeAgo } from "@/features/community/community-format";
import { Pagination } from "@/features/listings/pagination";
import { pageCount } from "@/lib/points/points-format";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import {
  AREA_OPTIONS,
  OUTCOME_OPTIONS,
  OUTCOME_TONE,
  describeAction,
  detailsLine,
  type AreaFilter,
  type OutcomeFilter,
} from "./activity-format";

import type { DataContext } from "@/lib/route-data";

const PAGE_SIZE = 20;

/** The audit log's input for the panel's filters. */
const FIRST_OUTCOME: OutcomeFilter = "all";
const FIRST_AREA: AreaFilter = "";
const activityInput = (outcome: OutcomeFilter = FIRST_OUTCOME, area: AreaFilter = FIRST_AREA, page = 1) => ({
  outcome,
  action: area || undefined,
  page,
  limit: PAGE_SIZE,
});

/** Spec §2 Activity tab: the audit log (who, what, when, outcome), newest first. */
export function ActivityPanel() {
  const [outcome, setOutcome] = useState<OutcomeFilter>(FIRST_OUTCOME);
  const [area, setArea] = useState<AreaFilter>(FIRST_AREA);
  const [page, setPage] = useState(1);
  const log = trpc.admin.activity.list.useQuery(activityInput(outcome, area, page), {
    placeholderData: (previous) => previous,
    staleTime: 0,
  });

  const columns = 4;
  return (
    <div>
      <div>
        <h2 className="text-xl text-forest-950">Activity</h2>
        <p className="text-sm text-muted">Every admin change and refusal, newest first.</p>
      </div>
      <Toolbar className="mt-4">
        <FilterSelect
          label="Outcome"
          value={outcome}
          onChange={(value) => {
            setOutcome(value);
            setPage(1);
          }}
          options={OUTCOME_OPTIONS}
        />
        <FilterSelect
          label="Area"
          value={area}
          onChange={(value) => {
            setArea(value);
            setPage(1);
          }}
          options={AREA_OPTIONS}
        />
        <Button
          size="sm"
          variant="secondary"
          className="h-10"
          loading={log.isFetching && !log.isPending}
          onClick={() => void log.refetch()}
        >
          Refresh
        </Button>
      </Toolbar>
      <DataTable caption="Activity log" className="mt-4">
        <thead>
          <tr>
            <Th>When</Th>
            <Th>Who</Th>
            <Th>What</Th>
            <Th>Outcome</Th>
          </tr>
        </thead>
        <tbody>
          {log.isPending ? (
            <LoadingRows colSpan={columns} rows={6} />
          ) : log.isError ? (
            <MessageRow colSpan={columns} tone="error">
              {errorMessage(log.error, "The activity log could not be loaded.")}
            </MessageRow>
          ) : log.data.items.length === 0 ? (
            <MessageRow colSpan={columns}>No activity matches.</MessageRow>
          ) : (
            log.data.items.map((entry) => {
              const detail = detailsLine(entry.details);
              return (
                <tr key={entry.id} className="hover:bg-forest-50/40">
                  <Td className="whitespace-nowrap">
                    <time
                      dateTime={new Date(entry.createdAt).toISOString()}
                      title={formatDateTime(entry.createdAt)}
                      className="text-ink"
                    >
                      {timeAgo(entry.createdAt)}
                    </time>
                    <span className="block text-xs text-muted">{formatDateTime(entry.createdAt)}</span>
                  </Td>
                  <Td className="whitespace-nowrap">
                    {entry.actorName ?? (entry.actorId === null ? "System" : `User #${entry.actorId}`)}
                  </Td>
                  <Td>
                    <p className="font-medium text-ink">{describeAction(entry.action)}</p>
                    <p className="max-w-xl truncate text-xs text-muted">
                      {entry.target ? <span className="font-mono">{entry.target}</span> : null}
                      {entry.target && detail ? " · " : null}
                      {detail}
                    </p>
                  </Td>
                  <Td>
                    <Badge tone={OUTCOME_TONE[entry.outcome] ?? "neutral"}>{entry.outcome}</Badge>
                  </Td>
                </tr>
              );
            })
          )}
        </tbody>
      </DataTable>
      <div className="mt-4">
        <Pagination
          page={page}
          totalPages={pageCount(log.data?.total ?? 0, log.data?.limit ?? PAGE_SIZE)}
          onChange={setPage}
        />
      </div>
    </div>
  );
}

export const activityPanelData = ({ q }: DataContext): readonly unknown[] => [
  q.admin.activity.list.prefetch(activityInput()),
];
