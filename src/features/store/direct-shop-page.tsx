import { LoadingBlock } from "@/components/ui/spinner";
import { LoadError } from "@/components/ui/state-message";
import { PageShell } from "@/features/account/page-shell";
import { useSeo } from "@/lib/seo/use-seo";
import { trpc } from "@/lib/trpc";
import { ProductView } from "./product-page";
import { StoreNav } from "./store-parts";
import type { PageData } from "@/lib/route-data";

/** /direct-shop: the featured item, with Buy now going straight to checkout. */
export function DirectShopPage() {
  useSeo({ title: "Buy it now", description: "The Wildluxe travel guide and more, straight to checkout." });
  const product = trpc.store.featured.useQuery();
  if (product.isPending) return <LoadingBlock label="Loading" />;
  if (product.isError)
    return (
      <PageShell title="Buy it now" actions={<StoreNav />}>
        <LoadError title="This page could not load." onRetry={() => void product.refetch()} />
      </PageShell>
    );
  return <ProductView product={product.data} direct />;
}

export const directShopPageData: PageData = ({ q }) => [q.store.featured.prefetch(), q.store.cart.prefetch()];
