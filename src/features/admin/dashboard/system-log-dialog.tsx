import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { AdminDialog } from "@/features/admin/shared/admin-dialog";
import { FilterSelect } from "@/features/admin/shared/admin-fields";
import { Badge, EmptyState, InlineAlert, type BadgeTone } from "@/features/admin/shared/admin-ui";
import { formatTime } from "@/features/admin/shared/format";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

const LEVELS = [
  { value: "all", label: "All" },
  { value: "info", label: "Info" },
  { value: "warn", label: "Warnings" },
  { value: "error", label: "Errors" },
] as const;

type Level = (typeof LEVELS)[number]["value"];

const LEVEL_TONE: Record<string, BadgeTone> = { info: "neutral", warn: "amber", error: "red" };

/** Recent request lines and recorded errors of this server process, newest first. */
export function SystemLogDialog({ onClose }: { onClose: () => void }) {
  const [level, setLevel] = useState<Level>("all");
  const log = trpc.admin.systemLog.useQuery({ limit: 100, level }, { staleTime: 0 });
  return (
    <AdminDialog
      title="System Log"
      description="Recent requests and errors on this server (last 24 hours), newest first."
      size="xl"
      onClose={onClose}
      footer={
        <Button variant="secondary" size="sm" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FilterSelect label="Level" value={level} onChange={setLevel} options={LEVELS} />
        <Button size="sm" variant="ghost" loading={log.isFetching} onClick={() => void log.refetch()}>
          Refresh
        </Button>
      </div>
      <div className="mt-4">
        {log.isPending ? (
          <div role="status" className="flex justify-center py-10 text-forest-700">
            <Spinner className="size-6" />
            <span className="sr-only">Loading the log</span>
          </div>
        ) : log.isError ? (
          <InlineAlert tone="error" title="Could not load the log">
            {errorMessage(log.error, "Please try again.")}
          </InlineAlert>
        ) : log.data.lines.length === 0 ? (
          <EmptyState>No log lines yet.</EmptyState>
        ) : (
          <ol className="max-h-[55vh] divide-y divide-forest-900/5 overflow-y-auto rounded-xl border border-forest-900/10 bg-white font-mono text-xs">
            {log.data.lines.map((line, index) => (
              <li key={`${line.timestamp}-${index}`} className="flex items-start gap-3 px-3 py-1.5">
                <time dateTime={line.timestamp} className="shrink-0 tabular-nums text-muted">
                  {formatTime(line.timestamp)}
                </time>
                <Badge tone={LEVEL_TONE[line.level] ?? "neutral"} className="w-12 justify-center font-sans">
                  {line.level}
                </Badge>
                <span className="min-w-0 break-all text-ink">{line.line}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </AdminDialog>
  );
}
