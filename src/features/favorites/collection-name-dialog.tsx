import { useState } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextField } from "@/components/ui/text-field";
import { errorMessage, fieldErrorsOf } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";
import type { Collection } from "./use-collections";

type CollectionNameDialogProps = {
  /** Rename this collection; left out, a new one is created. */
  collection?: Collection | undefined;
  /** Stays to put in a new collection straight away. */
  listingIds?: number[] | undefined;
  onClose: () => void;
  onDone: (collection: Collection) => void;
};

const NAME_MAX = 80;

/** Create or rename a collection; the server's words (e.g. a name already in use) show on the field. */
export function CollectionNameDialog({ collection, listingIds, onClose, onDone }: CollectionNameDialogProps) {
  const utils = useApiUtils();
  const [name, setName] = useState(collection?.name ?? "");
  const [error, setError] = useState<string | undefined>();
  const handlers = {
    onSuccess: (saved: Collection) => {
      void utils.favorites.collections.list.invalidate();
      notify.success(collection ? "Collection renamed" : "Collection created", `“${saved.name}” is ready.`);
      onDone(saved);
    },
    onError: (e: unknown) =>
      setError(fieldErrorsOf(e).name ?? errorMessage(e, "Something went wrong. Please try again.")),
  };
  const create = trpc.favorites.collections.create.useMutation(handlers);
  const rename = trpc.favorites.collections.rename.useMutation(handlers);
  const pending = create.isPending || rename.isPending;

  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return setError("Give the collection a name.");
    if (trimmed.length > NAME_MAX) return setError("Collection names must be at most 80 characters.");
    if (collection) rename.mutate({ id: collection.id, name: trimmed });
    else create.mutate({ name: trimmed, listingIds });
  };

  return (
    <FormDialog
      title={collection ? "Rename collection" : "New collection"}
      intro={
        collection
          ? "Pick a name you will recognise later."
          : "Group saved stays by trip, season or mood, and share them when you are ready."
      }
      submitLabel={collection ? "Save name" : "Create collection"}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        className="mt-6"
        label="Collection name"
        name="name"
        placeholder="Summer in the Alps"
        maxLength={NAME_MAX}
        autoComplete="off"
        required
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
    </FormDialog>
  );
}
