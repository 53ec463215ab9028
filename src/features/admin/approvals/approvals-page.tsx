import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/state-message";
import { adminPageData, RequireAdmin } from "@/features/admin/shared/admin-gate";
import { TextAreaField } from "@/features/admin/shared/admin-fields";
import { AdminShell, DASHBOARD_BACK } from "@/features/admin/shared/admin-shell";
import { Badge, EmptyState } from "@/features/admin/shared/admin-ui";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils, type RouterOutputs } from "@/lib/trpc";

type Request = RouterOutputs["admin"]["approvals"]["list"][number];
const KIND = { claim: "Claim", submission: "New stay", edit: "Edit" } as const;
const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  location: "Location",
  description: "Description",
  mainImage: "Main photo",
  gallery: "Photos",
  externalUrl: "Booking link",
  categoryId: "Category",
  regionId: "Region",
  latitude: "Latitude",
  longitude: "Longitude",
  amenityIds: "Amenities",
};

const show = (value: unknown) => {
  const text = Array.isArray(value)
    ? `${value.length} item${value.length === 1 ? "" : "s"}`
    : value === null || value === undefined || value === ""
      ? "—"
      : String(value);
  return text.length > 240 ? `${text.slice(0, 240)}…` : text;
};

/** /admin/approvals: owners' claims, new stays and edits to live stays, waiting for an admin. */
export function ApprovalsPage() {
  return (
    <RequireAdmin>
      {(user) => (
        <AdminShell
          title="Owner approvals"
          subtitle="Claims, new stays and edits to live stays. Owners are emailed the decision."
          back={DASHBOARD_BACK}
          user={user}
        >
          <ApprovalsQueue />
        </AdminShell>
      )}
    </RequireAdmin>
  );
}

function ApprovalsQueue() {
  const list = trpc.admin.approvals.list.useQuery();
  if (list.isPending)
    return (
      <p role="status" className="text-muted">
        Loading requests…
      </p>
    );
  if (list.isError)
    return <LoadError title="The approvals queue could not load." onRetry={() => void list.refetch()} />;
  if (!list.data.length) return <EmptyState>Nothing is waiting for approval.</EmptyState>;
  return (
    <ul aria-label="Waiting for approval" className="space-y-4">
      {list.data.map((r) => (
        <RequestCard key={r.id} request={r} />
      ))}
    </ul>
  );
}

function RequestCard({ request: r }: { request: Request }) {
  const utils = useApiUtils();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const decide = trpc.admin.approvals.decide.useMutation({
    onSuccess: (result) => {
      notify.success(result.status === "approved" ? "Approved" : "Rejected", `${KIND[r.kind]} for ${r.listing.name}.`);
      void utils.admin.approvals.list.invalidate();
    },
    onError: (e) => notify.error("Could not decide", errorMessage(e, "Please try again.")),
  });
  const changes = Object.entries(r.patch ?? {});
  return (
    <li
      className="rounded-2xl border border-forest-900/10 bg-white p-5 shadow-card"
      aria-label={`${KIND[r.kind]}: ${r.listing.name}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <Badge tone="amber">{KIND[r.kind]}</Badge>
            <Link href={`/listings/${r.listing.slug}`} className="font-serif text-xl text-forest-950 hover:underline">
              {r.listing.name}
            </Link>
          </p>
          <p className="mt-1 text-sm text-muted">
            From {r.owner.name ?? r.owner.username} ({r.owner.email}) ·{" "}
            {new Date(r.createdAt).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}
          </p>
          {r.message ? <p className="mt-2 text-sm text-ink">“{r.message}”</p> : null}
        </div>
      </div>
      {changes.length ? (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Changes to {r.listing.name}</caption>
          <thead className="text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="py-1 pr-3">
                Field
              </th>
              <th scope="col" className="py-1 pr-3">
                Now
              </th>
              <th scope="col" className="py-1">
                Proposed
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-forest-900/5 align-top">
            {changes.map(([field, value]) => (
              <tr key={field}>
                <th scope="row" className="py-1.5 pr-3 font-medium">
                  {FIELD_LABELS[field] ?? field}
                </th>
                <td className="py-1.5 pr-3 text-muted">{show((r.listing as Record<string, unknown>)[field])}</td>
                <td className="py-1.5 text-forest-900">{show(value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {rejecting ? (
        <div className="mt-4 space-y-3">
          <TextAreaField
            label="Reason for the owner"
            name="reason"
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="flex gap-2">
            <Button
              size="sm"
              loading={decide.isPending}
              disabled={reason.trim().length < 3}
              onClick={() => decide.mutate({ id: r.id, approve: false, reason: reason.trim() })}
            >
              Reject with this reason
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setRejecting(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-4 flex gap-2">
          <Button size="sm" loading={decide.isPending} onClick={() => decide.mutate({ id: r.id, approve: true })}>
            Approve
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setRejecting(true)}>
            Reject…
          </Button>
        </div>
      )}
    </li>
  );
}

export const approvalsPageData = adminPageData(({ q }) => [q.admin.approvals.list.prefetch()]);
