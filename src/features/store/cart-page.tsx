import { useLocation } from "wouter";
import { Button, ButtonLink } from "@/components/ui/button";
import { LoadingBlock } from "@/components/ui/spinner";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { signInHref } from "@/features/account/access-errors";
import { PageShell } from "@/features/account/page-shell";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { FormAlert } from "@/features/auth/form-alert";
import { formatPrice } from "@/features/membership/plan-rules";
import { FREE_SHIPPING_FROM, shippingFor } from "@shared/shipping";
import { useSeo } from "@/lib/seo/use-seo";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";
import { priceText, StoreNav } from "./store-parts";
import type { PageData } from "@/lib/route-data";

/** /store/cart: change quantities, see what stock allows, and check out (members). */
export function CartPage() {
  useSeo({ title: "Your cart", description: "Your Wildluxe store cart." });
  const { user } = useCurrentUser();
  const [, navigate] = useLocation();
  const utils = useApiUtils();
  const cart = trpc.store.cart.useQuery();
  const onCart = {
    onSuccess: (next: NonNullable<typeof cart.data>) => utils.store.cart.setData(undefined, next),
    onError: (e: unknown) => notify.error("Could not update your cart", errorMessage(e, "Please try again.")),
  };
  const setQuantity = trpc.store.setQuantity.useMutation(onCart);
  const remove = trpc.store.removeItem.useMutation(onCart);
  const checkout = trpc.store.checkout.useMutation({
    onSuccess: (r) => (r.url.startsWith("/store/") ? navigate(r.url) : window.location.assign(r.url)),
    onError: () => void utils.store.cart.invalidate(),
  });
  if (cart.isPending) return <LoadingBlock label="Loading your cart" />;
  if (cart.isError)
    return (
      <PageShell title="Your cart" actions={<StoreNav current="cart" />}>
        <LoadError title="Your cart could not load." onRetry={() => void cart.refetch()} />
      </PageShell>
    );
  const c = cart.data;
  const shipping = shippingFor(c);
  return (
    <PageShell title="Your cart" actions={<StoreNav current="cart" />}>
      {c.items.length === 0 ? (
        <StateMessage title="Your cart is empty.">
          <ButtonLink href="/store">Browse the store</ButtonLink>
        </StateMessage>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
          <ul
            aria-label="Items in your cart"
            className="divide-y divide-forest-900/10 rounded-2xl border border-forest-900/10 bg-white"
          >
            {c.items.map((i) => (
              <li key={i.variantId} className="flex gap-4 p-4">
                <img
                  src={i.image}
                  alt=""
                  width={96}
                  height={96}
                  className="size-20 shrink-0 rounded-xl bg-sand-100 object-cover"
                />
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-forest-950">{i.productName}</p>
                  <p className="text-sm text-muted">
                    {i.variantName} · {priceText(i.unitPrice)} each
                  </p>
                  {i.problem ? (
                    <p className="mt-1 text-sm font-semibold text-red-800">{i.problem}</p>
                  ) : i.stockNote ? (
                    <p className="mt-1 text-xs text-sand-900">{i.stockNote}</p>
                  ) : null}
                  <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
                    {i.digital ? (
                      <p className="text-sm text-muted">Quantity 1 · one per customer</p>
                    ) : (
                      <label className="text-sm">
                        <span className="sr-only">
                          Quantity of {i.productName} ({i.variantName})
                        </span>
                        <select
                          className="h-9 rounded-lg border border-forest-900/15 bg-white px-2 text-sm"
                          value={i.quantity}
                          onChange={(e) =>
                            setQuantity.mutate({ variantId: i.variantId, quantity: Number(e.target.value) })
                          }
                        >
                          {Array.from({ length: Math.max(i.quantity, 10) }, (_, n) => n + 1).map((n) => (
                            <option key={n} value={n}>
                              {n}
                            </option>
                          ))}
                        </select>
                      </label>
                    )}
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => remove.mutate(i.variantId)}
                      aria-label={`Remove ${i.productName} (${i.variantName})`}
                    >
                      Remove
                    </Button>
                  </div>
                </div>
                <p className="font-semibold text-forest-950">{priceText(i.lineTotal)}</p>
              </li>
            ))}
          </ul>
          <aside
            aria-label="Order summary"
            className="h-fit space-y-3 rounded-2xl border border-forest-900/10 bg-white p-5 shadow-card"
          >
            <p className="flex justify-between">
              <span>Subtotal</span>
              <strong data-testid="subtotal">{formatPrice(c.subtotal)}</strong>
            </p>
            <p className="flex justify-between text-sm text-muted">
              <span>Shipping</span>
              <span>{!c.needsShipping ? "None (download)" : shipping ? formatPrice(shipping) : "Free"}</span>
            </p>
            {c.needsShipping && shipping ? (
              <p className="text-xs text-muted">Free shipping from {formatPrice(FREE_SHIPPING_FROM)}.</p>
            ) : null}
            <FormAlert message={checkout.error ? errorMessage(checkout.error, "Checkout could not start.") : null} />
            {user ? (
              <Button
                className="w-full"
                loading={checkout.isPending}
                disabled={!c.ready}
                onClick={() => checkout.mutate()}
              >
                Check out
              </Button>
            ) : (
              <ButtonLink href={signInHref("/store/cart")} className="w-full">
                Sign in to check out
              </ButtonLink>
            )}
            <p className="text-xs text-muted">Prices are confirmed at checkout. Your cart is kept when you sign in.</p>
          </aside>
        </div>
      )}
    </PageShell>
  );
}

export const cartPageData: PageData = ({ q }) => [q.store.cart.prefetch()];
