import { useState } from "react";
import { adminPageData, RequireAdmin } from "@/features/admin/shared/admin-gate";
import { AdminShell, DASHBOARD_BACK } from "@/features/admin/shared/admin-shell";
import { FilterSelect } from "@/features/admin/shared/admin-fields";
import { Badge, EmptyState, InlineAlert, type BadgeTone } from "@/features/admin/shared/admin-ui";
import { formatDateTime } from "@/features/admin/shared/format";
import { Pagination } from "@/features/listings/pagination";
import { pageCount } from "@/lib/points/points-format";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/errors";
import { trpc, type RouterOutputs } from "@/lib/trpc";

type OutboxMessage = RouterOutputs["admin"]["outbox"]["list"]["items"][number];

const STATUSES = [
  { value: "all", label: "All" },
  { value: "queued", label: "Queued" },
  { value: "sent", label: "Sent" },
  { value: "failed", label: "Failed" },
] as const;

type Status = (typeof STATUSES)[number]["value"];

/** The outbox list's input for a status and page. */
const FIRST_STATUS: Status = "all";
const outboxInput = (status: Status = FIRST_STATUS, page = 1) => ({ status, page, limit: 20 });

const STATUS_TONE: Record<string, BadgeTone> = { queued: "neutral", sent: "green", failed: "red" };

function MessageView({ message }: { message: OutboxMessage }) {
  const [view, setView] = useState<"html" | "text">(message.html ? "html" : "text");
  return (
    <article aria-labelledby="message-subject" className="flex min-h-0 flex-col">
      <header className="border-b border-forest-900/10 pb-4">
        <h2 id="message-subject" className="text-xl text-forest-950">
          {message.subject}
        </h2>
        <dl className="mt-2 grid grid-cols-[4rem_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">From</dt>
          <dd className="break-all text-ink">{message.fromAddress}</dd>
          <dt className="text-muted">To</dt>
          <dd className="break-all text-ink">{message.toAddress}</dd>
          <dt className="text-muted">Date</dt>
          <dd className="text-ink">{formatDateTime(message.createdAt)}</dd>
          <dt className="text-muted">Status</dt>
          <dd>
            <Badge tone={STATUS_TONE[message.status] ?? "neutral"}>{message.status}</Badge>
            {message.error ? <span className="ml-2 text-red-700">{message.error}</span> : null}
          </dd>
        </dl>
        {message.html ? (
          <div
            role="group"
            aria-label="Message format"
            className="mt-3 inline-flex rounded-full border border-forest-900/15 p-0.5 text-sm"
          >
            {(["html", "text"] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => setView(v)}
                className={cn(
                  "rounded-full px-3 py-1",
                  view === v ? "bg-forest-800 text-white" : "text-muted hover:text-ink",
                )}
              >
                {v === "html" ? "HTML" : "Plain text"}
              </button>
            ))}
          </div>
        ) : null}
      </header>
      {view === "html" && message.html ? (
        // Mail HTML is shown in a sandbox with no scripts, forms or same-origin access.
        <iframe
          title={`HTML of “${message.subject}”`}
          sandbox=""
          srcDoc={message.html}
          className="mt-4 h-[28rem] w-full rounded-xl border border-forest-900/10 bg-white"
        />
      ) : (
        <pre className="mt-4 max-h-[28rem] overflow-auto whitespace-pre-wrap rounded-xl border border-forest-900/10 bg-white p-4 font-mono text-sm text-ink">
          {message.text}
        </pre>
      )}
    </article>
  );
}

function Outbox() {
  const [status, setStatus] = useState<Status>(FIRST_STATUS);
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const outbox = trpc.admin.outbox.list.useQuery(outboxInput(status, page), {
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
  const items = outbox.data?.items ?? [];
  const selected = items.find((m) => m.id === selectedId) ?? items[0];

  return (
    <div className="rounded-2xl border border-forest-900/10 bg-white shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-forest-900/10 px-5 py-3">
        <p className="text-sm text-muted">
          {outbox.data ? `${outbox.data.total} ${outbox.data.total === 1 ? "message" : "messages"}` : "Loading…"}
        </p>
        <FilterSelect
          label="Status"
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
            setSelectedId(null);
          }}
          options={STATUSES}
        />
      </div>
      {outbox.isError ? (
        <InlineAlert tone="error" className="m-5">
          {errorMessage(outbox.error, "The outbox could not be loaded.")}
        </InlineAlert>
      ) : outbox.data && items.length === 0 ? (
        <EmptyState className="m-5">No messages yet. Send one from the Email Testing tab of the dashboard.</EmptyState>
      ) : (
        <div className="grid min-h-[32rem] md:grid-cols-[20rem_1fr]">
          <nav aria-label="Messages" className="border-b border-forest-900/10 md:border-b-0 md:border-r">
            <ul className="max-h-[36rem] divide-y divide-forest-900/5 overflow-y-auto">
              {items.map((m) => (
                <li key={m.id}>
                  <button
                    type="button"
                    aria-current={selected?.id === m.id ? "true" : undefined}
                    onClick={() => setSelectedId(m.id)}
                    className={cn(
                      "block w-full px-4 py-3 text-left hover:bg-forest-50/60",
                      selected?.id === m.id ? "bg-forest-50" : null,
                    )}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="truncate text-sm font-medium text-ink">{m.subject}</span>
                      <Badge tone={STATUS_TONE[m.status] ?? "neutral"}>{m.status}</Badge>
                    </span>
                    <span className="mt-0.5 block truncate text-xs text-muted">To {m.toAddress}</span>
                    <span className="block text-xs text-muted">{formatDateTime(m.createdAt)}</span>
                  </button>
                </li>
              ))}
            </ul>
            <div className="p-3">
              <Pagination
                page={page}
                totalPages={pageCount(outbox.data?.total ?? 0, outbox.data?.limit ?? 20)}
                onChange={setPage}
              />
            </div>
          </nav>
          <div className="min-w-0 p-5">
            {selected ? (
              <MessageView key={selected.id} message={selected} />
            ) : (
              <p className="text-sm text-muted">Loading…</p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

/** /email-preview: the outbox, for admins. Without SMTP_URL every message the site sends lands here. */
export function EmailPreviewPage() {
  return (
    <RequireAdmin>
      {(user) => (
        <AdminShell
          title="Email Preview"
          subtitle="Messages the site has sent or kept in its outbox, newest first."
          back={DASHBOARD_BACK}
          user={user}
        >
          <Outbox />
        </AdminShell>
      )}
    </RequireAdmin>
  );
}

export const emailPreviewPageData = adminPageData(({ q }) => [q.admin.outbox.list.prefetch(outboxInput())]);
