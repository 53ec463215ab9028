import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { AdminCard, Badge } from "@/features/admin/shared/admin-ui";
import { AdminDialog, DialogFormFooter } from "@/features/admin/shared/admin-dialog";
import { TextAreaField } from "@/features/admin/shared/admin-fields";
import { QueryList } from "@/features/admin/shared/query-list";
import { DataTable, Td, Th } from "@/features/admin/shared/data-table";
import { ImageDropZone } from "@/features/admin/shared/image-drop-zone";
import { FormAlert } from "@/features/auth/form-alert";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils, type RouterOutputs } from "@/lib/trpc";

type Collection = RouterOutputs["admin"]["store"]["collections"][number];

/** The shop's collections: added, renamed, given a photo, archived (their products stay, without a collection page). */
export function StoreCollectionsCard() {
  const collections = trpc.admin.store.collections.useQuery();
  const utils = useApiUtils();
  const [editing, setEditing] = useState<Collection | "new" | null>(null);
  const archive = trpc.admin.store.archiveCollection.useMutation({
    onSuccess: () => void utils.admin.store.collections.invalidate(),
    onError: (e) => notify.error("Could not save", errorMessage(e, "Please try again.")),
  });
  return (
    <AdminCard
      title="Collections"
      id="store-collections-title"
      description="How /store groups its products."
      actions={
        <Button size="sm" onClick={() => setEditing("new")}>
          Add collection
        </Button>
      }
    >
      <div className="p-4">
        <QueryList query={collections} noun="collections" size="sm" empty="No collections yet.">
          {(rows) => (
            <DataTable caption="Store collections">
              <thead>
                <tr>
                  <Th>Collection</Th>
                  <Th>Description</Th>
                  <Th />
                </tr>
              </thead>
              <tbody>
                {rows.map((c) => (
                  <tr key={c.id} className={c.archivedAt ? "opacity-50" : undefined}>
                    <Td>
                      <span className="font-medium">{c.name}</span>
                      {c.archivedAt ? <Badge className="ml-2">archived</Badge> : null}
                    </Td>
                    <Td className="max-w-md text-sm text-muted">{c.description}</Td>
                    <Td className="whitespace-nowrap">
                      <Button size="sm" variant="ghost" aria-label={`Edit ${c.name}`} onClick={() => setEditing(c)}>
                        Edit
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`${c.archivedAt ? "Restore" : "Archive"} ${c.name}`}
                        loading={archive.isPending && archive.variables?.id === c.id}
                        onClick={() => archive.mutate({ id: c.id, archived: !c.archivedAt })}
                      >
                        {c.archivedAt ? "Restore" : "Archive"}
                      </Button>
                    </Td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
        </QueryList>
      </div>
      {editing ? (
        <CollectionDialog collection={editing === "new" ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
    </AdminCard>
  );
}

function CollectionDialog({ collection, onClose }: { collection?: Collection; onClose: () => void }) {
  const utils = useApiUtils();
  const [values, setValues] = useState({
    name: collection?.name ?? "",
    description: collection?.description ?? "",
    image: collection?.image ?? null,
  });
  const [error, setError] = useState<string | null>(null);
  const options = {
    onSuccess: () => {
      notify.success(collection ? "Collection saved" : "Collection added", values.name);
      void utils.admin.store.collections.invalidate();
      onClose();
    },
    onError: (e: unknown) => setError(errorMessage(e, "The collection could not be saved.")),
  };
  const create = trpc.admin.store.createCollection.useMutation(options);
  const update = trpc.admin.store.updateCollection.useMutation(options);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) return setError("Name the collection.");
    setError(null);
    if (collection) update.mutate({ id: collection.id, ...values });
    else create.mutate(values);
  };
  return (
    <AdminDialog
      title={collection ? `Edit ${collection.name}` : "Add a collection"}
      onClose={onClose}
      onSubmit={submit}
      footer={
        <DialogFormFooter
          onCancel={onClose}
          submitLabel={collection ? "Save collection" : "Add collection"}
          saving={create.isPending || update.isPending}
        />
      }
    >
      <div className="space-y-4">
        <FormAlert message={error} />
        <TextField
          label="Name"
          value={values.name}
          onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
        />
        <TextAreaField
          label="Description"
          rows={3}
          value={values.description}
          onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
        />
        {values.image ? (
          <img src={values.image} alt="Collection photo" className="size-32 rounded-xl object-cover" />
        ) : null}
        <ImageDropZone
          endpoint="/api/admin/upload-image"
          onUploaded={(url) => setValues((v) => ({ ...v, image: url }))}
          prompt="Drop the collection photo here"
        />
      </div>
    </AdminDialog>
  );
}
