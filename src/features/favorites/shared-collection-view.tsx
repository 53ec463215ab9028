import { Button, ButtonLink } from "@/components/ui/button";
import { StateMessage } from "@/components/ui/state-message";
import { PageShell } from "@/features/account/page-shell";
import { errorCode } from "@/features/account/access-errors";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { ListingGrid, ListingGridSkeleton } from "@/features/listings/listing-grid";
import { useSeo } from "@/lib/seo/use-seo";
import { trpc } from "@/lib/trpc";
import { staysLabel } from "./favorites-rules";

/** `/favorites?shared=TOKEN`: a member's shared collection, read-only, for anyone with the link. */
export function SharedCollectionView({ token }: { token: string }) {
  const { isSignedIn } = useCurrentUser();
  const shared = trpc.favorites.collections.shared.useQuery({ token }, { retry: false });
  useSeo({
    title: shared.data ? `${shared.data.name} · Shared collection` : "Shared collection",
    description: "A collection of luxury outdoor stays shared on Wildluxe.",
  });

  if (shared.isPending) {
    return (
      <PageShell eyebrow="Shared collection" title="Loading collection…">
        <ListingGridSkeleton count={3} label="Loading shared collection" />
      </PageShell>
    );
  }
  if (shared.isError) {
    const gone = errorCode(shared.error) === "NOT_FOUND" || errorCode(shared.error) === "BAD_REQUEST";
    return (
      <PageShell eyebrow="Shared collection" title={gone ? "Collection not available" : "Something went wrong"}>
        <StateMessage
          tone={gone ? "neutral" : "error"}
          title={
            gone
              ? "This shared collection is no longer available. The link may have been turned off by its owner."
              : "Failed to load this collection."
          }
        >
          {gone ? null : (
            <Button variant="secondary" onClick={() => void shared.refetch()}>
              Try again
            </Button>
          )}
          <ButtonLink href="/listings">Browse all properties</ButtonLink>
        </StateMessage>
      </PageShell>
    );
  }

  const { name, listings } = shared.data;
  return (
    <PageShell
      eyebrow="Shared collection"
      title={name}
      subtitle={`${staysLabel(listings.length)}, hand-picked by a Wildluxe member. This is a read-only view.`}
      actions={
        isSignedIn ? (
          <ButtonLink href="/favorites" variant="secondary">
            My favorites
          </ButtonLink>
        ) : (
          <ButtonLink href="/signup?next=%2Ffavorites">Start your own collection</ButtonLink>
        )
      }
    >
      {listings.length ? (
        <ListingGrid listings={listings} />
      ) : (
        <StateMessage title="This collection has no stays yet.">
          <ButtonLink href="/listings" variant="secondary">
            Browse all properties
          </ButtonLink>
        </StateMessage>
      )}
    </PageShell>
  );
}
