import { useState } from "react";
import { useLocation, useSearch } from "wouter";
import { Button, ButtonLink } from "@/components/ui/button";
import { HeartIcon } from "@/components/ui/shell-icons";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { ConfirmDialog } from "@/features/account/confirm-dialog";
import { RequireMember } from "@/features/account/member-gate";
import { PageShell } from "@/features/account/page-shell";
import { ListingCard } from "@/features/listings/listing-card";
import { ListingGrid, ListingGridSkeleton } from "@/features/listings/listing-grid";
import { AddToTripMenu } from "@/features/trips/add-to-trip-menu";
import type { ListingSummary } from "@/features/listings/types";
import { useSeo } from "@/lib/seo/use-seo";
import { cn } from "@/lib/cn";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";
import { CollectionNameDialog } from "./collection-name-dialog";
import { CollectionPicker } from "./collection-picker";
import { CollectionToolbar } from "./collection-toolbar";
import { selectedCollectionId, sharedToken, staysLabel } from "./favorites-rules";
import { SharedCollectionView } from "./shared-collection-view";
import { useCollections, type Collection } from "./use-collections";
import type { PageData } from "@/lib/route-data";

type DialogState =
  | { kind: "create"; listing?: ListingSummary }
  | { kind: "rename"; collection: Collection }
  | { kind: "delete"; collection: Collection }
  | null;

export function FavoritesPage() {
  const token = sharedToken(useSearch());
  if (token) return <SharedCollectionView token={token} />;
  return <MemberFavorites />;
}

function MemberFavorites() {
  useSeo({
    title: "My Favorites",
    description: "Your saved Wildluxe stays and the collections you have made from them.",
  });
  return <RequireMember purpose="to see your favorites and collections">{() => <FavoritesBoard />}</RequireMember>;
}

function chipClass(active: boolean) {
  return cn(
    "flex shrink-0 items-center gap-2 whitespace-nowrap rounded-full border px-4 py-2 text-sm font-medium transition-colors",
    active
      ? "border-forest-800 bg-forest-800 text-white"
      : "border-forest-900/15 bg-white text-forest-900 hover:bg-forest-50",
  );
}

function FavoritesBoard() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const favorites = trpc.favorites.list.useQuery();
  const { list, addListing, removeListing, share, unshare } = useCollections();
  const utils = useApiUtils();
  const [dialog, setDialog] = useState<DialogState>(null);
  const remove = trpc.favorites.collections.delete.useMutation({
    onSuccess: () => {
      notify.success("Collection deleted", "Its stays are still in your favorites.");
      setDialog(null);
      select(null);
    },
    onSettled: () => utils.favorites.collections.list.invalidate(),
  });

  const collections = list.data ?? [];
  const wantedId = selectedCollectionId(search);
  const selected = collections.find((c) => c.id === wantedId) ?? null;
  const select = (id: number | null) => navigate(id ? `/favorites?collection=${id}` : "/favorites", { replace: true });
  const busy = addListing.isPending || removeListing.isPending;
  const count = favorites.data?.length ?? 0;

  const toggleIn = (collection: Collection, listing: ListingSummary, add: boolean) => {
    const input = { id: collection.id, listingId: listing.id };
    if (add) addListing.mutate(input);
    else removeListing.mutate(input);
  };

  return (
    <PageShell
      eyebrow="Saved stays"
      title="My Favorites"
      subtitle={
        favorites.data
          ? `${staysLabel(count)} saved. Group them into collections for each trip and share them with your travel companions.`
          : "Your saved stays and collections."
      }
      actions={<Button onClick={() => setDialog({ kind: "create" })}>New collection</Button>}
    >
      <nav aria-label="Collections" className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
        <ul className="flex gap-2">
          <li>
            <button
              type="button"
              aria-pressed={!selected}
              className={chipClass(!selected)}
              onClick={() => select(null)}
            >
              <HeartIcon className="size-4" />
              All favorites
              <span className={cn("rounded-full px-2 text-xs", !selected ? "bg-white/20" : "bg-sand-100")}>
                {favorites.data ? count : "…"}
              </span>
            </button>
          </li>
          {list.isPending
            ? Array.from({ length: 2 }, (_, i) => (
                <li key={i}>
                  <Skeleton className="h-10 w-36 rounded-full" />
                </li>
              ))
            : collections.map((collection) => {
                const active = selected?.id === collection.id;
                return (
                  <li key={collection.id}>
                    <button
                      type="button"
                      aria-pressed={active}
                      className={chipClass(active)}
                      onClick={() => select(collection.id)}
                    >
                      {collection.name}
                      <span className={cn("rounded-full px-2 text-xs", active ? "bg-white/20" : "bg-sand-100")}>
                        {collection.listings.length}
                      </span>
                      {collection.shareToken ? <span className="sr-only">(shared)</span> : null}
                    </button>
                  </li>
                );
              })}
        </ul>
      </nav>
      {list.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Failed to load your collections.{" "}
          <button type="button" className="font-semibold underline" onClick={() => void list.refetch()}>
            Try again
          </button>
        </p>
      ) : null}

      <div className="mt-8">
        {selected ? (
          <>
            <CollectionToolbar
              collection={selected}
              sharing={share.isPending}
              unsharing={unshare.isPending}
              onRename={() => setDialog({ kind: "rename", collection: selected })}
              onDelete={() => setDialog({ kind: "delete", collection: selected })}
              onShare={() => share.mutateAsync({ id: selected.id }).catch(() => undefined)}
              onUnshare={() => unshare.mutate({ id: selected.id })}
            />
            <div className="mt-8">
              {selected.listings.length ? (
                <ListingGrid
                  listings={selected.listings}
                  renderCard={(listing, index) => (
                    <div className="flex h-full flex-col gap-3">
                      <div className="flex-1">
                        <ListingCard listing={listing} priority={index < 3} />
                      </div>
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={busy}
                        onClick={() => toggleIn(selected, listing, false)}
                      >
                        Remove from collection<span className="sr-only"> ({listing.name})</span>
                      </Button>
                    </div>
                  )}
                />
              ) : (
                <StateMessage title="This collection is empty. Open All favorites and use “Add to collection” under any saved stay.">
                  <Button variant="secondary" onClick={() => select(null)}>
                    Go to All favorites
                  </Button>
                </StateMessage>
              )}
            </div>
          </>
        ) : favorites.isPending ? (
          <ListingGridSkeleton count={6} label="Loading your favorites" />
        ) : favorites.isError ? (
          <LoadError title="Failed to load your favorites." onRetry={() => void favorites.refetch()} />
        ) : count === 0 ? (
          <StateMessage title="You haven't saved any stays yet. Tap the heart on any stay to keep it here.">
            <ButtonLink href="/listings">Browse all properties</ButtonLink>
            <ButtonLink href="/recommendations" variant="secondary">
              See recommendations
            </ButtonLink>
          </StateMessage>
        ) : (
          <ListingGrid
            listings={favorites.data.map((f) => f.listing)}
            renderCard={(listing, index) => (
              <div className="flex h-full flex-col gap-3">
                <div className="flex-1">
                  <ListingCard listing={listing} priority={index < 3} />
                </div>
                <CollectionPicker
                  listing={listing}
                  collections={collections}
                  busy={busy}
                  onToggle={toggleIn}
                  onCreate={(l) => setDialog({ kind: "create", listing: l })}
                />
                <AddToTripMenu listing={listing} />
              </div>
            )}
          />
        )}
      </div>

      {dialog?.kind === "create" || dialog?.kind === "rename" ? (
        <CollectionNameDialog
          collection={dialog.kind === "rename" ? dialog.collection : undefined}
          listingIds={dialog.kind === "create" && dialog.listing ? [dialog.listing.id] : undefined}
          onClose={() => setDialog(null)}
          onDone={(saved) => {
            setDialog(null);
            if (dialog.kind === "create" && !dialog.listing) select(saved.id);
          }}
        />
      ) : null}
      {dialog?.kind === "delete" ? (
        <ConfirmDialog
          title={`Delete “${dialog.collection.name}”?`}
          confirmLabel="Delete collection"
          pending={remove.isPending}
          onConfirm={() => remove.mutate({ id: dialog.collection.id })}
          onClose={() => setDialog(null)}
        >
          <p>The collection and its share link are removed. The stays in it remain in your favorites.</p>
          {remove.isError ? (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {remove.error.message || "Something went wrong. Please try again."}
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </PageShell>
  );
}

/** A shared collection's link shows that collection alone; otherwise the member's own stays and collections. */
export const favoritesPageData: PageData = ({ user, q, search }) => {
  const token = sharedToken(search.toString());
  if (token) return [q.favorites.collections.shared.prefetch({ token })];
  return [user && q.favorites.list.prefetch(), user && q.favorites.collections.list.prefetch()];
};
