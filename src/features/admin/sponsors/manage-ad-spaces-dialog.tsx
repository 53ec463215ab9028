import { useState } from "react";
import { Button } from "@/components/ui/button";
import { AdminDialog } from "@/features/admin/shared/admin-dialog";
import { FilterSelect, SearchInput } from "@/features/admin/shared/admin-fields";
import { useDebouncedValue } from "@/features/admin/shared/use-debounced-value";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { AdSpaceForm } from "./ad-space-form";
import { AdSpacesTable } from "./ad-spaces-table";
import { DeleteStep, ListStep } from "./sponsor-dialog-parts";
import { AD_LOCATIONS, AD_STATUS_FILTER, type AdSpace } from "./sponsor-options";
import { useRemoveHandlers } from "./use-sponsor-admin";

type View =
  | { kind: "list" }
  | { kind: "form"; space?: AdSpace | undefined }
  | { kind: "delete"; space: AdSpace }
  | { kind: "remove-artwork"; space: AdSpace };
type StatusFilter = (typeof AD_STATUS_FILTER)[number]["value"];
type LocationFilter = "all" | (typeof AD_LOCATIONS)[number]["value"];

const LOCATION_FILTER = [{ value: "all", label: "All" }, ...AD_LOCATIONS] as const;

/** Spec §2 Manage Ad Spaces: filter by status and location, create, edit and delete. */
export function ManageAdSpacesDialog({ onClose, startWith }: { onClose: () => void; startWith?: View }) {
  const [view, setView] = useState<View>(startWith ?? { kind: "list" });
  const [status, setStatus] = useState<StatusFilter>("all");
  const [location, setLocation] = useState<LocationFilter>("all");
  const [search, setSearch] = useState("");
  const settled = useDebouncedValue(search);
  const list = trpc.admin.sponsors.adSpaces.useQuery(
    { status, location, search: settled.trim() || undefined },
    { placeholderData: (previous) => previous, staleTime: 0 },
  );
  const removed = useRemoveHandlers(
    "Ad space deleted",
    view.kind === "delete" ? view.space.name : undefined,
    "The ad space could not be deleted.",
    () => setView({ kind: "list" }),
  );
  const remove = trpc.admin.sponsors.deleteAdSpace.useMutation(removed);
  const artworkRemoved = useRemoveHandlers(
    "Artwork removed",
    view.kind === "remove-artwork" ? view.space.name : undefined,
    "The artwork could not be removed.",
    () => setView({ kind: "list" }),
  );
  const removeArtwork = trpc.admin.sponsors.removeArtwork.useMutation(artworkRemoved);
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
      <DeleteStep
        title="Delete ad space?"
        confirmLabel="Delete Ad Space"
        name={view.space.name}
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ id: view.space.id })}
        onBack={back}
        onClose={onClose}
      >
        and its impression and click counts will be deleted.
      </DeleteStep>
    );
  }
  if (view.kind === "remove-artwork") {
    return (
      <DeleteStep
        title="Remove artwork?"
        confirmLabel="Remove Artwork"
        name={view.space.name}
        pending={removeArtwork.isPending}
        onConfirm={() => removeArtwork.mutate({ id: view.space.id })}
        onBack={back}
        onClose={onClose}
      >
        will show {view.space.sponsor?.name ?? "the sponsor"}&apos;s name and logo again until they upload new artwork.
        The removal is kept in the activity log.
      </DeleteStep>
    );
  }

  return (
    <ListStep
      title="Manage Ad Spaces"
      description="Where sponsors appear on the site; a space with a sponsor is filled."
      onClose={onClose}
      error={list.isError ? errorMessage(list.error, "The ad spaces could not be loaded.") : null}
      toolbar={
        <>
          <SearchInput label="Search ad spaces" placeholder="Search by name" value={search} onChange={setSearch} />
          <FilterSelect label="Status" value={status} onChange={setStatus} options={AD_STATUS_FILTER} />
          <FilterSelect label="Location" value={location} onChange={setLocation} options={LOCATION_FILTER} />
          <Button size="sm" className="h-10" onClick={() => setView({ kind: "form" })}>
            Create Ad Space
          </Button>
        </>
      }
    >
      <AdSpacesTable
        className="mt-4"
        rows={list.data}
        isPending={list.isPending}
        onEdit={(space) => setView({ kind: "form", space })}
        onDelete={(space) => setView({ kind: "delete", space })}
        onRemoveArtwork={(space) => setView({ kind: "remove-artwork", space })}
      />
    </ListStep>
  );
}
