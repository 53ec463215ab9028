import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils, type RouterOutputs } from "@/lib/trpc";

export type Collection = RouterOutputs["favorites"]["collections"]["list"][number];

const FALLBACK = "Something went wrong. Please try again.";

/** The member's collections and every change to them; each change refreshes the list. */
export function useCollections() {
  const utils = useApiUtils();
  const list = trpc.favorites.collections.list.useQuery();
  const refresh = () => utils.favorites.collections.list.invalidate();
  const failed = (title: string) => (error: unknown) => notify.error(title, errorMessage(error, FALLBACK));

  // Ticking a collection shows at once; the server's answer (or a failure) settles it.
  const optimistic =
    (add: boolean) =>
    async ({ id, listingId }: { id: number; listingId: number }) => {
      await utils.favorites.collections.list.cancel();
      const previous = utils.favorites.collections.list.getData();
      utils.favorites.collections.list.setData(undefined, (rows) =>
        rows?.map((c) =>
          c.id !== id
            ? c
            : add
              ? { ...c, listingIds: [...new Set([...c.listingIds, listingId])] }
              : {
                  ...c,
                  listingIds: c.listingIds.filter((x) => x !== listingId),
                  listings: c.listings.filter((l) => l.id !== listingId),
                },
        ),
      );
      return { previous };
    };
  const rollback =
    (title: string) =>
    (error: unknown, _input: unknown, context: { previous?: Collection[] | undefined } | undefined) => {
      if (context?.previous) utils.favorites.collections.list.setData(undefined, context.previous);
      failed(title)(error);
    };

  const addListing = trpc.favorites.collections.addListing.useMutation({
    onMutate: optimistic(true),
    onSuccess: (collection) => notify.success("Added to collection", `Saved to “${collection.name}”.`),
    onError: rollback("Could not add to the collection"),
    onSettled: refresh,
  });
  const removeListing = trpc.favorites.collections.removeListing.useMutation({
    onMutate: optimistic(false),
    onSuccess: (collection) => notify.success("Removed from collection", `Taken out of “${collection.name}”.`),
    onError: rollback("Could not remove from the collection"),
    onSettled: refresh,
  });
  const share = trpc.favorites.collections.share.useMutation({
    onError: failed("Could not share the collection"),
    onSettled: refresh,
  });
  const unshare = trpc.favorites.collections.unshare.useMutation({
    onSuccess: () => notify.success("Sharing stopped", "The old link no longer opens this collection."),
    onError: failed("Could not stop sharing"),
    onSettled: refresh,
  });

  return { list, addListing, removeListing, share, unshare };
}
