import { useState } from "react";
import { Link, useLocation, useParams } from "wouter";
import { Button, ButtonLink } from "@/components/ui/button";
import { LoadingBlock } from "@/components/ui/spinner";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { isNotFound, signInHref } from "@/features/account/access-errors";
import { PageShell } from "@/features/account/page-shell";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { formatPrice } from "@/features/membership/plan-rules";
import { useSeo } from "@/lib/seo/use-seo";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";
import { DecalClaim } from "./decal-claim";
import type { PageData } from "@/lib/route-data";
import { priceText, StoreNav, type StoreProduct } from "./store-parts";

/** /store/products/:slug: choose a variant, see its stock, add it to the cart or buy it now. */
export function ProductPage() {
  const { slug = "" } = useParams<{ slug: string }>();
  const product = trpc.store.product.useQuery(slug, { retry: false });
  useSeo({
    title: product.data?.name ?? "Store",
    description: product.data?.description ?? "From the Wildluxe store.",
  });
  if (product.isPending) return <LoadingBlock label="Loading the product" />;
  if (product.isError)
    return (
      <PageShell title={isNotFound(product.error) ? "Product not found" : "Store"} actions={<StoreNav />}>
        {isNotFound(product.error) ? (
          <StateMessage title="This product is not in the store.">
            <ButtonLink href="/store">Back to the store</ButtonLink>
          </StateMessage>
        ) : (
          <LoadError title="The product could not load." onRetry={() => void product.refetch()} />
        )}
      </PageShell>
    );
  return <ProductView product={product.data} />;
}

export function ProductView({ product, direct = false }: { product: StoreProduct; direct?: boolean }) {
  const { user } = useCurrentUser();
  const [, navigate] = useLocation();
  const utils = useApiUtils();
  const firstAvailable = product.variants.find((v) => v.available) ?? product.variants[0];
  const [variantId, setVariantId] = useState(firstAvailable?.id);
  const [quantity, setQuantity] = useState(1);
  const variant = product.variants.find((v) => v.id === variantId) ?? firstAvailable;
  const add = trpc.store.addItem.useMutation({
    onSuccess: (cart) => {
      utils.store.cart.setData(undefined, cart);
      notify.success(
        "Added to your cart",
        `${product.name}${variant && product.variants.length > 1 ? ` (${variant.name})` : ""}`,
      );
    },
    onError: (e) => notify.error("Could not add it", errorMessage(e, "Please try again.")),
  });
  const buyNow = trpc.store.buyNow.useMutation({
    onSuccess: (r) => (r.url.startsWith("/store/") ? navigate(r.url) : window.location.assign(r.url)),
    onError: (e) => notify.error("Could not start checkout", errorMessage(e, "Please try again.")),
  });
  // A download is one per customer: no quantity to choose, and once in the cart it is not added again.
  const digital = product.kind === "digital";
  const maxQuantity = digital ? 1 : Math.min(99, variant?.stock ?? 99);
  const cart = trpc.store.cart.useQuery(undefined, { staleTime: 10_000 });
  const inCart = Boolean(variant && cart.data?.items.some((i) => i.variantId === variant.id));
  const here = direct ? "/direct-shop" : `/store/products/${product.slug}`;
  return (
    <PageShell
      eyebrow={direct ? "Buy it now" : "Wildluxe store"}
      title={product.name}
      actions={<StoreNav />}
      before={
        direct ? null : (
          <Link href="/store" className="text-sm font-medium text-forest-700 hover:underline">
            ← All of the store
          </Link>
        )
      }
    >
      <div className="grid gap-8 lg:grid-cols-2">
        <img
          src={product.image}
          alt={product.name}
          width={800}
          height={800}
          className="aspect-square w-full rounded-3xl bg-sand-100 object-cover"
        />
        <div className="space-y-6">
          <p className="text-lg text-ink">{product.description}</p>
          {variant ? (
            <p className="flex flex-wrap items-baseline gap-3">
              <span className="font-serif text-3xl text-forest-950" data-testid="price">
                {priceText(variant.price)}
              </span>
              {variant.price < variant.regularPrice ? (
                <span className="text-muted line-through">{formatPrice(variant.regularPrice)}</span>
              ) : null}
              {variant.memberOffer && variant.price === variant.regularPrice ? (
                <span className="rounded-full bg-forest-50 px-2.5 py-0.5 text-sm font-semibold text-forest-800">
                  {variant.memberOffer.price === 0 ? "Free" : formatPrice(variant.memberOffer.price)} for{" "}
                  {variant.memberOffer.plan} members
                </span>
              ) : null}
            </p>
          ) : null}
          {product.variants.length > 1 ? (
            <fieldset>
              <legend className="text-sm font-medium text-ink">
                {Object.keys(product.variants[0]?.options ?? {})[0] === "size" ? "Size" : "Choose"}
              </legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {product.variants.map((v) => (
                  <label
                    key={v.id}
                    className={cn(
                      "cursor-pointer rounded-full border px-4 py-2 text-sm",
                      v.id === variant?.id
                        ? "border-forest-700 bg-forest-800 text-white"
                        : "border-forest-900/15 bg-white",
                      !v.available && "opacity-50 line-through",
                    )}
                  >
                    <input
                      type="radio"
                      name="variant"
                      className="sr-only"
                      value={v.id}
                      checked={v.id === variant?.id}
                      onChange={() => (setVariantId(v.id), setQuantity(1))}
                    />
                    {v.name}
                    {!v.available ? <span className="sr-only"> (sold out)</span> : null}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          <p
            role="status"
            className={cn("text-sm font-semibold", variant?.available ? "text-sand-900" : "text-red-800")}
          >
            {variant?.stockNote ?? (product.kind === "digital" ? "Instant download after purchase" : "In stock")}
          </p>
          {product.ownedOrderId !== null ? (
            <ButtonLink href={`/store/orders/${product.ownedOrderId}`}>You own this - download again</ButtonLink>
          ) : variant?.available ? (
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
              {digital ? (
                <p className="text-sm text-muted">One per customer: a download is yours to keep.</p>
              ) : (
                <label className="text-sm font-medium text-ink">
                  Quantity
                  <input
                    type="number"
                    min={1}
                    max={maxQuantity}
                    value={quantity}
                    onChange={(e) => setQuantity(Math.max(1, Math.min(maxQuantity, Number(e.target.value) || 1)))}
                    className="mt-1.5 block h-11 w-24 rounded-xl border border-forest-900/15 bg-white px-3"
                  />
                </label>
              )}
              {digital && inCart ? (
                <ButtonLink href="/store/cart" variant={direct ? "secondary" : "primary"}>
                  In your cart
                </ButtonLink>
              ) : (
                <Button
                  variant={direct ? "secondary" : "primary"}
                  loading={add.isPending}
                  onClick={() => variant && add.mutate({ variantId: variant.id, quantity })}
                >
                  Add to cart
                </Button>
              )}
              {user ? (
                <Button
                  variant={direct ? "primary" : "secondary"}
                  loading={buyNow.isPending}
                  onClick={() => variant && buyNow.mutate({ variantId: variant.id, quantity })}
                >
                  Buy now
                </Button>
              ) : (
                <ButtonLink href={signInHref(here)} variant={direct ? "primary" : "secondary"}>
                  Sign in to buy now
                </ButtonLink>
              )}
            </div>
          ) : null}
          {product.benefit === "decal_pack" ? <DecalClaim /> : null}
        </div>
      </div>
    </PageShell>
  );
}

export const productPageData: PageData = ({ params, q }) => [
  q.store.product.prefetch(params["slug"] ?? ""),
  q.store.cart.prefetch(),
];
