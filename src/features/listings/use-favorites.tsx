import { useMutationState, useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { apiPathKey, useApiMutation, useApiQuery, type ApiPath } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";

const FALLBACK = "Something went wrong. Please try again.";

export type FavoritesState = {
  isFavorite: (listingId: number) => boolean;
  /** Spec §4: a saved stay is removed, any other is added; the favourites are then refetched. */
  toggle: (listing: { id: number; name: string }) => void;
  /** Whether a change to this stay is on its way (its hearts wait for it). */
  isPending: (listingId: number) => boolean;
};

type FavoritesContextValue = FavoritesState & {
  /** A heart on screen: while one is, the saved stays are fetched. Returns its removal. */
  watch: () => () => void;
};

const FavoritesContext = createContext<FavoritesContextValue | null>(null);

/** The listing ids of favourite writes (to `path`) still on their way. */
function usePendingIds(path: ApiPath): number[] {
  return useMutationState({
    filters: { mutationKey: apiPathKey(path), status: "pending" },
    select: (mutation) => (mutation.state.variables as { listingId: number }).listingId,
  });
}

/**
 * The signed-in member's saved stays, held once for every heart in the app: a page of cards had
 * six query and mutation observers per card, most of a member's server render of / and /listings.
 * The list is fetched only while a heart is on screen (each heart's `watch`), so pages without
 * cards never ask for it; the server render reads what the page declared (listingCardsData).
 */
export function FavoritesProvider({ children }: { children: ReactNode }) {
  const { isSignedIn } = useCurrentUser();
  const [hearts, setHearts] = useState(0);
  const queryClient = useQueryClient();
  const ids = useApiQuery(["favorites", "ids"], undefined, { enabled: isSignedIn && hearts > 0 });
  const saved = useMemo(() => new Set(isSignedIn ? (ids.data ?? []) : []), [ids.data, isSignedIn]);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: apiPathKey(["favorites", "ids"]) }),
      queryClient.invalidateQueries({ queryKey: apiPathKey(["favorites", "list"]) }),
    ]);
  const add = useApiMutation(["favorites", "add"], {
    onSuccess: () => notify.success("Added to favorites"),
    onError: (error) => notify.error("Failed to add favorite", errorMessage(error, FALLBACK)),
    onSettled: refresh,
  });
  const remove = useApiMutation(["favorites", "remove"], {
    onSuccess: () => notify.success("Removed from favorites"),
    onError: (error) => notify.error("Failed to remove favorite", errorMessage(error, FALLBACK)),
    onSettled: refresh,
  });
  const adding = usePendingIds(["favorites", "add"]);
  const removing = usePendingIds(["favorites", "remove"]);

  const watch = useCallback(() => {
    setHearts((n) => n + 1);
    return () => setHearts((n) => n - 1);
  }, []);
  const { mutate: addOne } = add;
  const { mutate: removeOne } = remove;
  const value = useMemo<FavoritesContextValue>(
    () => ({
      isFavorite: (listingId) => saved.has(listingId),
      toggle: (listing) => {
        if (!isSignedIn) return;
        if (saved.has(listing.id)) removeOne({ listingId: listing.id });
        else addOne({ listingId: listing.id });
      },
      isPending: (listingId) => adding.includes(listingId) || removing.includes(listingId),
      watch,
    }),
    [saved, isSignedIn, addOne, removeOne, adding, removing, watch],
  );
  return <FavoritesContext.Provider value={value}>{children}</FavoritesContext.Provider>;
}

/** For one heart: the member's saved stays (shared by every heart on the page, one request, cached). */
export function useFavorites(): FavoritesState {
  const value = useContext(FavoritesContext);
  if (!value) throw new Error("useFavorites is used outside FavoritesProvider (src/app.tsx).");
  const { watch } = value;
  useEffect(watch, [watch]);
  return value;
}
