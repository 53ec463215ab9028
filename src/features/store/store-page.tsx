import { Link } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/ui/state-message";
import { PageShell } from "@/features/account/page-shell";
import { useSeo } from "@/lib/seo/use-seo";
import { trpc } from "@/lib/trpc";
import { ProductGrid, StoreNav } from "./store-parts";
import type { PageData } from "@/lib/route-data";

/** /store and /merch: the collections and every product. */
export function StorePage() {
  useSeo({ title: "Store", description: "Field-tested gear, the Wildluxe travel guide and the members' decal pack." });
  const collections = trpc.store.collections.useQuery();
  const products = trpc.store.products.useQuery();
  return (
    <PageShell
      eyebrow="Wildluxe store"
      title="Store"
      subtitle="Field-tested gear, our travel guide, and the members' kit."
      actions={<StoreNav current="shop" />}
    >
      <section aria-labelledby="collections-title">
        <h2 id="collections-title" className="sr-only">
          Collections
        </h2>
        {collections.isError ? (
          <LoadError title="The collections could not load." onRetry={() => void collections.refetch()} />
        ) : null}
        <ul className="grid gap-4 sm:grid-cols-3">
          {(collections.data ?? []).map((c) => (
            <li key={c.id}>
              <Link
                href={`/store/collections/${c.slug}`}
                className="group flex items-center gap-4 rounded-2xl border border-forest-900/10 bg-white p-3 shadow-card hover:shadow-card-hover"
              >
                {c.image ? (
                  <img src={c.image} alt="" width={96} height={96} className="size-20 rounded-xl object-cover" />
                ) : null}
                <span>
                  <span className="block font-serif text-lg text-forest-950 group-hover:underline">{c.name}</span>
                  <span className="block text-sm text-muted">{c.description}</span>
                </span>
              </Link>
            </li>
          ))}
          {collections.isPending
            ? Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className="h-24 rounded-2xl" />)
            : null}
        </ul>
      </section>
      <section aria-labelledby="all-products-title" className="mt-12">
        <h2 id="all-products-title" className="text-3xl text-forest-950">
          Everything in the store
        </h2>
        <div className="mt-6">
          {products.isPending ? (
            <div role="status" className="grid grid-cols-2 gap-6 lg:grid-cols-4">
              <span className="sr-only">Loading products</span>
              {Array.from({ length: 8 }, (_, i) => (
                <Skeleton key={i} className="aspect-[3/4] rounded-2xl" />
              ))}
            </div>
          ) : products.isError ? (
            <LoadError title="The products could not load." onRetry={() => void products.refetch()} />
          ) : (
            <ProductGrid products={products.data} />
          )}
        </div>
      </section>
    </PageShell>
  );
}

export const storePageData: PageData = ({ q }) => [
  q.store.collections.prefetch(),
  q.store.products.prefetch(),
  q.store.cart.prefetch(),
];
