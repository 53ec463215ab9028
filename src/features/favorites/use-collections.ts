import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, type RouterOutputs } from "@/lib/trpc";

export type Collection = RouterOutputs["favorites"]["collections"]["list"][number];

const FALLBACK = "Something went wrong. Please try again.";

/** The member's collections and every change to them; each change refreshes the list. */
export function useCollections() {
  const utils = trpc.useUtils();
  const list = trpc.favorites.collections.list.useQuery();
  const refresh = () => utils.favorites.collections.list.invalidate();
  const failed = (title: string) => (error: unknown) => notify.error(title, errorMessage(error, FALLBACK));

  const addListing = trpc.favorites.collections.addListing.useMutation({
    onSuccess: (collection) => notify.success("Added to collection", `Saved to “${collection.name}”.`),
    onError: failed("Could not add to the collection"),
    onSettled: refresh,
  });
  const removeListing = trpc.favorites.collections.removeListing.useMutation({
    onSuccess: (collection) => notify.success("Removed from collection", `Taken out of “${collection.name}”.`),
    onError: failed("Could not remove from the collection"),
    onSettled: refresh,
  });
  const share = trpc.favorites.collections.share.useMutation({ onError: failed("Could not share the collection"), onSettled: refresh });
  const unshare = trpc.favorites.collections.unshare.useMutation({
    onSuccess: () => notify.success("Sharing stopped", "The old link no longer opens this collection."),
    onError: failed("Could not stop sharing"),
    onSettled: refresh,
  });

  return { list, refresh, addListing, removeListing, share, unshare };
}
