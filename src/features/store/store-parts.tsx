import { Link } from "wouter";
import { formatPrice } from "@/features/membership/plan-rules";
import { cn } from "@/lib/cn";
import { trpc, type RouterOutputs } from "@/lib/trpc";

export type StoreProduct = RouterOutputs["store"]["products"][number];

/** "Free", or the price in dollars. */
export const priceText = (cents: number) => (cents === 0 ? "Free" : formatPrice(cents));

/** The store's own bar: its sections and the cart with its count. */
export function StoreNav({ current }: { current?: "shop" | "cart" | "orders" }) {
  const cart = trpc.store.cart.useQuery(undefined, { staleTime: 10_000 });
  const count = cart.data?.count ?? 0;
  const link = (active: boolean) =>
    cn(
      "rounded-full px-3 py-1.5 text-sm font-medium",
      active ? "bg-forest-800 text-white" : "text-forest-900 hover:bg-forest-50",
    );
  return (
    <nav aria-label="Store" className="flex flex-wrap items-center gap-2">
      <Link href="/store" className={link(current === "shop")}>
        Shop
      </Link>
      <Link href="/store/orders" className={link(current === "orders")}>
        Your orders
      </Link>
      <Link
        href="/store/cart"
        className={link(current === "cart")}
        aria-label={`Cart, ${count} ${count === 1 ? "item" : "items"}`}
      >
        Cart{count ? ` (${count})` : ""}
      </Link>
    </nav>
  );
}

function ProductCard({ product }: { product: StoreProduct }) {
  const offer = product.variants.find((v) => v.memberOffer)?.memberOffer;
  const few = product.variants.find((v) => v.stockNote && v.available)?.stockNote;
  return (
    <article
      aria-labelledby={`product-${product.id}`}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-forest-900/10 bg-white shadow-card transition-shadow hover:shadow-card-hover"
    >
      <img
        src={product.image}
        alt=""
        width={800}
        height={800}
        loading="lazy"
        className="aspect-square w-full bg-sand-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 id={`product-${product.id}`} className="font-serif text-lg leading-snug text-forest-950">
          <Link
            href={`/store/products/${product.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </h3>
        <p className="text-sm text-ink">
          {product.variants.length > 1 ? "from " : ""}
          <strong>{product.fromPrice === null ? "" : priceText(product.fromPrice)}</strong>
        </p>
        <p className="mt-auto flex flex-wrap gap-1.5 pt-2 text-xs">
          {product.soldOut ? (
            <span className="rounded-full bg-red-50 px-2 py-0.5 font-semibold text-red-800">Sold out</span>
          ) : null}
          {few && !product.soldOut ? (
            <span className="rounded-full bg-sand-100 px-2 py-0.5 font-semibold text-sand-900">{few}</span>
          ) : null}
          {offer ? (
            <span className="rounded-full bg-forest-50 px-2 py-0.5 font-semibold text-forest-800">
              {offer.price === 0 ? "Free" : formatPrice(offer.price)} for {offer.plan}
            </span>
          ) : null}
          {product.kind === "digital" ? (
            <span className="rounded-full bg-sky-50 px-2 py-0.5 text-sky-900">Download</span>
          ) : null}
        </p>
      </div>
    </article>
  );
}

export function ProductGrid({ products }: { products: readonly StoreProduct[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
      {products.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} />
        </li>
      ))}
    </ul>
  );
}
