import { Link, useParams } from "wouter";
import { LoadingBlock } from "@/components/ui/spinner";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { PageShell } from "@/features/account/page-shell";
import { useSeo } from "@/lib/seo/use-seo";
import { isNotFound } from "@/features/account/access-errors";
import { trpc } from "@/lib/trpc";
import { ProductGrid, StoreNav } from "./store-parts";
import type { PageData } from "@/lib/route-data";

/** The collection query's input for the URL's :collectionId (an id or a slug). */
export const collectionKey = (collectionId: string) =>
  /^\d+$/.test(collectionId) ? Number(collectionId) : collectionId;

/** /store/collections/:collectionId (an id or a slug). */
export function CollectionPage() {
  const { collectionId = "" } = useParams<{ collectionId: string }>();
  const collection = trpc.store.collection.useQuery(collectionKey(collectionId), { retry: false });
  useSeo({
    title: collection.data?.name ?? "Store collection",
    description: collection.data?.description ?? "A collection from the Wildluxe store.",
  });
  if (collection.isPending) return <LoadingBlock label="Loading the collection" />;
  if (collection.isError) {
    return (
      <PageShell
        title={isNotFound(collection.error) ? "Collection not found" : "Store collection"}
        actions={<StoreNav />}
      >
        {isNotFound(collection.error) ? (
          <StateMessage title="There is no such collection in the store.">
            <Link href="/store" className="font-medium text-forest-700 underline">
              Back to the store
            </Link>
          </StateMessage>
        ) : (
          <LoadError title="The collection could not load." onRetry={() => void collection.refetch()} />
        )}
      </PageShell>
    );
  }
  const c = collection.data;
  return (
    <PageShell
      eyebrow="Collection"
      title={c.name}
      subtitle={c.description}
      actions={<StoreNav />}
      before={
        <Link href="/store" className="text-sm font-medium text-forest-700 hover:underline">
          ← All of the store
        </Link>
      }
    >
      {c.products.length ? (
        <ProductGrid products={c.products} />
      ) : (
        <StateMessage title="Nothing in this collection yet." />
      )}
    </PageShell>
  );
}

export const collectionPageData: PageData = ({ params, q }) => [
  q.store.collection.prefetch(collectionKey(params["collectionId"] ?? "")),
  q.store.cart.prefetch(),
];
