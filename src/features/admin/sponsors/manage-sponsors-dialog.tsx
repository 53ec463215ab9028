import { useState } from "react";
import { Button } from "@/components/ui/button";
import { AdminDialog } from "@/features/admin/shared/admin-dialog";
import { FilterSelect, SearchInput } from "@/features/admin/shared/admin-fields";
import { Badge } from "@/features/admin/shared/admin-ui";
import { DataTable, TableBody, Td, Th } from "@/features/admin/shared/data-table";
import { useDebouncedValue } from "@/features/admin/shared/use-debounced-value";
import { formatMediumDate } from "@/features/journal/journal-dates";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { DeleteStep, ListStep } from "./sponsor-dialog-parts";
import { SponsorForm } from "./sponsor-form";
import { SponsorLogo } from "./sponsor-logo";
import {
  SPONSOR_STATUSES,
  SPONSOR_STATUS_FILTER,
  SPONSOR_TIERS,
  STATUS_TONE,
  TIER_TONE,
  labelOf,
  type Sponsor,
} from "./sponsor-options";
import { useRemoveHandlers } from "./use-sponsor-admin";

type View = { kind: "list" } | { kind: "form"; sponsor?: Sponsor | undefined } | { kind: "delete"; sponsor: Sponsor };
type StatusFilter = (typeof SPONSOR_STATUS_FILTER)[number]["value"];

const dateRange = (s: Sponsor) =>
  s.startDate || s.endDate
    ? `${s.startDate ? formatMediumDate(s.startDate) : "…"} – ${s.endDate ? formatMediumDate(s.endDate) : "…"}`
    : "—";

/** Spec §2 Manage Sponsors: filter by status, search, add, edit and remove, all in one dialog. */
export function ManageSponsorsDialog({ onClose, startWith }: { onClose: () => void; startWith?: View }) {
  const [view, setView] = useState<View>(startWith ?? { kind: "list" });
  const [status, setStatus] = useState<StatusFilter>("all");
  const [search, setSearch] = useState("");
  const settled = useDebouncedValue(search);
  const list = trpc.admin.sponsors.list.useQuery(
    { status, search: settled.trim() || undefined },
    { placeholderData: (previous) => previous, staleTime: 0 },
  );
  const removed = useRemoveHandlers(
    "Sponsor removed",
    view.kind === "delete" ? view.sponsor.name : undefined,
    "The sponsor could not be removed.",
    () => setView({ kind: "list" }),
  );
  const remove = trpc.admin.sponsors.delete.useMutation(removed);
  const back = () => (startWith ? onClose() : setView({ kind: "list" }));

  if (view.kind === "form") {
    return (
      <AdminDialog title={view.sponsor ? "Edit Sponsor" : "Add Sponsor"} size="lg" onClose={onClose}>
        <SponsorForm sponsor={view.sponsor} onDone={back} onCancel={back} />
      </AdminDialog>
    );
  }
  if (view.kind === "delete") {
    const { sponsor } = view;
    return (
      <DeleteStep
        title="Remove sponsor?"
        confirmLabel="Remove Sponsor"
        name={sponsor.name}
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ id: sponsor.id })}
        onBack={back}
        onClose={onClose}
      >
        will be removed, and its{" "}
        {sponsor.adSpaceCount === 1 ? "ad space becomes" : `${sponsor.adSpaceCount} ad spaces become`} available.
      </DeleteStep>
    );
  }

  const columns = 5;
  return (
    <ListStep
      title="Manage Sponsors"
      description="Every sponsor, with its tier, status and contract dates."
      onClose={onClose}
      error={list.isError ? errorMessage(list.error, "The sponsors could not be loaded.") : null}
      toolbar={
        <>
          <SearchInput
            label="Search sponsors"
            placeholder="Search by name or contact"
            value={search}
            onChange={setSearch}
          />
          <FilterSelect label="Status" value={status} onChange={setStatus} options={SPONSOR_STATUS_FILTER} />
          <Button size="sm" className="h-10" onClick={() => setView({ kind: "form" })}>
            Add Sponsor
          </Button>
        </>
      }
    >
      <DataTable caption="Sponsors" className="mt-4">
        <thead>
          <tr>
            <Th>Sponsor</Th>
            <Th>Tier · Status</Th>
            <Th>Contract</Th>
            <Th>Contact</Th>
            <Th className="text-right">Actions</Th>
          </tr>
        </thead>
        <TableBody rows={list.data} isPending={list.isPending} colSpan={columns} empty="No sponsors match.">
          {(items) =>
            items.map((s) => (
              <tr key={s.id} className="hover:bg-forest-50/40">
                <Td className="min-w-52">
                  <div className="flex items-center gap-2.5">
                    <SponsorLogo logo={s.logo} tier={s.tier} className="size-8 text-xs" />
                    <div className="min-w-0">
                      <p className="font-medium text-ink">{s.name}</p>
                      <p className="text-xs text-muted">
                        {s.adSpaceCount} ad {s.adSpaceCount === 1 ? "space" : "spaces"}
                      </p>
                    </div>
                  </div>
                </Td>
                <Td>
                  <span className="flex flex-wrap gap-1">
                    <Badge tone={TIER_TONE[s.tier]}>{labelOf(SPONSOR_TIERS, s.tier)}</Badge>
                    <Badge tone={STATUS_TONE[s.status]}>{labelOf(SPONSOR_STATUSES, s.status)}</Badge>
                  </span>
                </Td>
                <Td className="whitespace-nowrap text-muted">{dateRange(s)}</Td>
                <Td className="max-w-56 text-muted">
                  <span className="block truncate">{s.contactName || "—"}</span>
                  {s.contactEmail ? <span className="block truncate text-xs">{s.contactEmail}</span> : null}
                </Td>
                <Td className="text-right">
                  <div className="flex justify-end gap-1 whitespace-nowrap">
                    <Button
                      size="sm"
                      variant="ghost"
                      className="h-8 px-3"
                      onClick={() => setView({ kind: "form", sponsor: s })}
                      aria-label={`Edit ${s.name}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="h-8 px-3 text-red-700 hover:bg-red-50"
                      onClick={() => setView({ kind: "delete", sponsor: s })}
                      aria-label={`Remove ${s.name}`}
                    >
                      Remove
                    </Button>
                  </div>
                </Td>
              </tr>
            ))
          }
        </TableBody>
      </DataTable>
    </ListStep>
  );
}
