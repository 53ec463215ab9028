import { useState } from "react";
import { Button } from "@/components/ui/button";
import { AdminDialog } from "@/features/admin/shared/admin-dialog";
import { FilterSelect, SearchInput, Toolbar } from "@/features/admin/shared/admin-fields";
import { InlineAlert } from "@/features/admin/shared/admin-ui";
import { useDebouncedValue } from "@/features/admin/shared/use-debounced-value";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { AdSpaceForm } from "./ad-space-form";
import { AdSpacesTable } from "./ad-spaces-table";
import { AD_LOCATIONS, AD_STATUS_FILTER, type AdSpace } from "./sponsor-options";

type View = { kind: "list" } | { kind: "form"; space?: AdSpace | undefined } | { kind: "delete"; space: AdSpace };
type StatusFilter = (typeof AD_STATUS_FILTER)[number]["value"];
type LocationFilter = "all" | (typeof AD_LOCATIONS)[number]["value"];

const LOCATION_FILTER = [{ value: "all", label: "All" }, ...AD_LOCATIONS] as const;

/** Spec §2 Manage Ad Spaces: filter by status and location, create, edit and delete. */
export function ManageAdSpacesDialog({ onClose, startWith }: { onClose: () => void; startWith?: View }) {
  const utils = trpc.useUtils();
  const [view, setView] = useState<View>(startWith ?? { kind: "list" });
  const [status, setStatus] = useState<StatusFilter>("all");
  const [location, setLocation] = useState<LocationFilter>("all");
  const [search, setSearch] = useState("");
  const settled = useDebouncedValue(search);
  const list = trpc.admin.sponsors.adSpaces.useQuery({ status, location, search: settled.trim() || undefined }, { placeholderData: (previous) => previous, staleTime: 0 });
  const remove = trpc.admin.sponsors.deleteAdSpace.useMutation({
    onSuccess: () => {
      notify.success("Ad space deleted", view.kind === "delete" ? view.space.name : undefined);
      void utils.admin.sponsors.invalidate();
      setView({ kind: "list" });
    },
    onError: (e) => notify.error("Error", errorMessage(e, "The ad space could not be deleted.")),
  });
  const back = () => (startWith ? onClose() : setView({ kind: "list" }));

  if (view.kind === "form") {
    return (
      <AdminDialog title={view.space ? "Edit Ad Space" : "Create Ad Space"} size="lg" onClose={onClose}>
        <AdSpaceForm space={view.space} onDone={back} onCancel={back} />
      </AdminDialog>
    );
  }
  if (view.kind === "delete") {
    return (
      <AdminDialog
        title="Delete ad space?"
        onClose={onClose}
        footer={
          <>
            <Button variant="secondary" size="sm" onClick={back} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button size="sm" className="bg-red-700 hover:bg-red-800" loading={remove.isPending} onClick={() => remove.mutate({ id: view.space.id })}>
              Delete Ad Space
            </Button>
          </>
        }
      >
        <p className="text-muted">
          This action cannot be undone. <strong className="text-ink">{view.space.name}</strong> and its impression and click counts will be deleted.
        </p>
      </AdminDialog>
    );
  }

  return (
    <AdminDialog
      title="Manage Ad Spaces"
      description="Where sponsors appear on the site; a space with a sponsor is filled."
      size="xl"
      onClose={onClose}
      footer={
        <Button variant="secondary" size="sm" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Toolbar>
        <SearchInput label="Search ad spaces" placeholder="Search by name" value={search} onChange={setSearch} />
        <FilterSelect label="Status" value={status} onChange={setStatus} options={AD_STATUS_FILTER} />
        <FilterSelect label="Location" value={location} onChange={setLocation} options={LOCATION_FILTER} />
        <Button size="sm" className="h-10" onClick={() => setView({ kind: "form" })}>
          Create Ad Space
        </Button>
      </Toolbar>
      {list.isError ? (
        <InlineAlert tone="error" className="mt-4">
          {errorMessage(list.error, "The ad spaces could not be loaded.")}
        </InlineAlert>
      ) : (
        <AdSpacesTable
          className="mt-4"
          rows={list.data}
          isPending={list.isPending}
          onEdit={(space) => setView({ kind: "form", space })}
          onDelete={(space) => setView({ kind: "delete", space })}
        />
      )}
    </AdminDialog>
  );
}
