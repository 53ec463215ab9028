import { useMemo } from "react";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc } from "@/lib/trpc";

const FALLBACK = "Something went wrong. Please try again.";

export type FavoritesState = {
  isFavorite: (listingId: number) => boolean;
  /** Spec §4: a saved stay is removed, any other is added; the favourites are then refetched. */
  toggle: (listing: { id: number; name: string }) => void;
  isPending: (listingId: number) => boolean;
};

/** The signed-in member's saved stays, shared by every heart on the page (one request, cached). */
export function useFavorites(): FavoritesState {
  const { isSignedIn } = useCurrentUser();
  const utils = trpc.useUtils();
  const ids = trpc.favorites.ids.useQuery(undefined, { enabled: isSignedIn });
  const saved = useMemo(() => new Set(isSignedIn ? (ids.data ?? []) : []), [ids.data, isSignedIn]);

  const refresh = () => Promise.all([utils.favorites.ids.invalidate(), utils.favorites.list.invalidate()]);
  const add = trpc.favorites.add.useMutation({
    onSuccess: () => notify.success("Added to favorites"),
    onError: (error) => notify.error("Failed to add favorite", errorMessage(error, FALLBACK)),
    onSettled: refresh,
  });
  const remove = trpc.favorites.remove.useMutation({
    onSuccess: () => notify.success("Removed from favorites"),
    onError: (error) => notify.error("Failed to remove favorite", errorMessage(error, FALLBACK)),
    onSettled: refresh,
  });

  return {
    isFavorite: (listingId) => saved.has(listingId),
    toggle: (listing) => {
      if (!isSignedIn) return;
      if (saved.has(listing.id)) remove.mutate({ listingId: listing.id });
      else add.mutate({ listingId: listing.id });
    },
    isPending: (listingId) =>
      (add.isPending && add.variables?.listingId === listingId) || (remove.isPending && remove.variables?.listingId === listingId),
  };
}
