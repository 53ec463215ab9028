import type { MouseEvent } from "react";
import { Link, useParams, useSearch } from "wouter";
import { ButtonLink } from "@/components/ui/button";
import { LoadingBlock } from "@/components/ui/spinner";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { RequireMember } from "@/features/account/member-gate";
import { PageShell, Panel } from "@/features/account/page-shell";
import { formatPrice } from "@/features/membership/plan-rules";
import { useSeo } from "@/lib/seo/use-seo";
import { cn } from "@/lib/cn";
import { trpc, type RouterOutputs } from "@/lib/trpc";
import { countryName } from "@shared/countries";
import { StoreNav } from "./store-parts";
import type { PageData } from "@/lib/route-data";

type Order = RouterOutputs["store"]["orders"][number];
const STATUS: Record<Order["status"], [string, string]> = {
  pending: ["Waiting for payment", "bg-sand-100 text-sand-900"],
  paid: ["Paid, preparing to ship", "bg-forest-50 text-forest-800"],
  held: ["On hold: refund due", "bg-red-50 text-red-800"],
  shipped: ["Shipped", "bg-forest-50 text-forest-800"],
  fulfilled: ["Complete", "bg-forest-50 text-forest-800"],
  refunded: ["Refunded", "bg-sand-100 text-sand-900"],
  canceled: ["Canceled", "bg-sand-100 text-sand-900"],
};
const dateText = (d: Date | string) =>
  new Date(d).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });

/** /store/orders: a member's orders. */
export function OrdersPage() {
  useSeo({ title: "Your orders", description: "Your Wildluxe store orders and downloads." });
  return <RequireMember purpose="to see your orders">{() => <Orders />}</RequireMember>;
}

function Orders() {
  const orders = trpc.store.orders.useQuery();
  if (orders.isPending) return <LoadingBlock label="Loading your orders" />;
  return (
    <PageShell title="Your orders" actions={<StoreNav current="orders" />}>
      {orders.isError ? (
        <LoadError title="Your orders could not load." onRetry={() => void orders.refetch()} />
      ) : orders.data.length ? (
        <div className="space-y-6">
          {orders.data.map((o) => (
            <OrderCard
              key={o.id}
              order={o}
              refresh={async () => (await orders.refetch()).data?.find((x) => x.id === o.id)}
              link
            />
          ))}
        </div>
      ) : (
        <StateMessage title="No orders yet.">
          <ButtonLink href="/store">Browse the store</ButtonLink>
        </StateMessage>
      )}
    </PageShell>
  );
}

/** /store/orders/:id: one order; right after checkout it waits for the payment to be confirmed. */
export function OrderPage() {
  const { id = "" } = useParams<{ id: string }>();
  const fromCheckout = new URLSearchParams(useSearch()).has("session_id");
  useSeo({ title: `Order #${id}`, description: "Your Wildluxe store order." });
  return (
    <RequireMember purpose="to see your order">
      {() => <OrderView id={Number(id)} fromCheckout={fromCheckout} />}
    </RequireMember>
  );
}

function OrderView({ id, fromCheckout }: { id: number; fromCheckout: boolean }) {
  // Stripe's confirmation can reach us a moment after the buyer is back: ask again until it has.
  const order = trpc.store.order.useQuery(id, {
    retry: false,
    refetchInterval: (q) => (q.state.data?.status === "pending" ? 1500 : false),
  });
  if (order.isPending) return <LoadingBlock label="Loading your order" />;
  return (
    <PageShell
      title={`Order #${id}`}
      subtitle={
        fromCheckout && order.data?.status !== "pending"
          ? "Thank you: your order is confirmed and a receipt is in your inbox."
          : undefined
      }
      actions={<StoreNav current="orders" />}
      before={
        <Link href="/store/orders" className="text-sm font-medium text-forest-700 hover:underline">
          ← Your orders
        </Link>
      }
    >
      {order.isError ? (
        <LoadError title="This order could not load." onRetry={() => void order.refetch()} />
      ) : (
        <>
          <OrderCard order={order.data} refresh={async () => (await order.refetch()).data} />
          <OrderMails mails={order.data.mails} />
        </>
      )}
    </PageShell>
  );
}

/** The order afresh, with new download links. */
type Refresh = () => Promise<Order | undefined>;

function OrderCard({ order: o, refresh, link = false }: { order: Order; refresh: Refresh; link?: boolean }) {
  const [label, tone] = STATUS[o.status];
  return (
    <Panel
      title={`Order #${o.id}`}
      id={`order-${o.id}`}
      action={<span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", tone)}>{label}</span>}
    >
      <p className="text-sm text-muted">
        Placed {dateText(o.createdAt)}
        {o.benefit ? " · member benefit" : ""}
        {o.tracking ? ` · tracking ${o.tracking}` : ""}
      </p>
      {o.note ? <p className="mt-2 text-sm text-red-800">{o.note}</p> : null}
      <ul className="mt-3 divide-y divide-forest-900/5 text-sm">
        {o.items.map((i) => (
          <li key={i.id} className="flex justify-between gap-3 py-2">
            <span>
              {i.quantity} × {i.productName} ({i.variantName})
            </span>
            <span>{formatPrice(i.unitPrice * i.quantity)}</span>
          </li>
        ))}
        <li className="flex justify-between py-2 text-muted">
          <span>Shipping</span>
          <span>{formatPrice(o.shipping)}</span>
        </li>
        <li className="flex justify-between py-2 font-semibold">
          <span>Total</span>
          <span>{formatPrice(o.total)}</span>
        </li>
      </ul>
      {o.downloads.length ? (
        <ul aria-label="Downloads" className="mt-3 space-y-2">
          {o.downloads.map((d) => (
            <li key={d.itemId}>
              <DownloadLink download={d} refresh={refresh} />
            </li>
          ))}
        </ul>
      ) : null}
      {o.shippingAddress ? <p className="mt-3 text-sm text-muted">Ships to {shipsTo(o.shippingAddress)}</p> : null}
      {link ? (
        <Link
          href={`/store/orders/${o.id}`}
          className="mt-3 inline-block text-sm font-medium text-forest-700 hover:underline"
        >
          Order details
        </Link>
      ) : null}
    </Panel>
  );
}

/** "Sam Camper, 12 Pine St, Bend, OR 97701, United States". */
function shipsTo(a: NonNullable<Order["shippingAddress"]>) {
  const line2 = a.line2 ? `, ${a.line2}` : "";
  const region = [a.state, a.postalCode].filter(Boolean).join(" ");
  return `${a.name}, ${a.line1}${line2}, ${a.city}, ${region}, ${countryName(a.country)}`;
}

type Mail = RouterOutputs["store"]["order"]["mails"][number];

/** The mails the order sent, as the buyer received them: the confirmation is their receipt. */
function OrderMails({ mails }: { mails: Mail[] }) {
  if (!mails.length) return null;
  return (
    <Panel title="Emails about this order" id="order-mails" className="mt-6">
      <ul className="space-y-3">
        {mails.map((m) => (
          <li key={m.id}>
            <details className="rounded-xl border border-forest-900/10 bg-sand-50 p-3">
              <summary className="cursor-pointer text-sm font-medium text-forest-900">
                {m.subject} <span className="font-normal text-muted">· sent {dateText(m.createdAt)}</span>
              </summary>
              <pre className="mt-3 overflow-x-auto whitespace-pre-wrap font-sans text-sm text-ink">{m.text}</pre>
            </details>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** Opened this close to its expiry, a link is fetched afresh first. */
const FRESH_MS = 60_000;

/** A download link is short-lived and works only in the buyer's session; one about to expire is renewed on click. */
function DownloadLink({ download: d, refresh }: { download: Order["downloads"][number]; refresh: Refresh }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (new Date(d.expiresAt).getTime() - Date.now() > FRESH_MS) return;
    event.preventDefault();
    void refresh().then((order) => {
      const fresh = order?.downloads.find((x) => x.itemId === d.itemId);
      if (fresh) window.location.assign(fresh.url);
    });
  };
  return (
    <>
      <a
        href={d.url}
        onClick={open}
        className="inline-flex h-10 items-center rounded-full bg-forest-800 px-5 text-sm font-medium text-white hover:bg-forest-700"
        download
      >
        Download {d.name} (PDF)
      </a>{" "}
      <span className="ml-1 text-xs text-muted">
        link works for a few minutes, signed in as you; this page always has a fresh one
      </span>
    </>
  );
}

export const ordersPageData: PageData = ({ user, q }) => [
  user && q.store.orders.prefetch(),
  user && q.store.cart.prefetch(),
];

export const orderPageData: PageData = ({ params, user, q }) => [
  user && q.store.order.prefetch(Number(params["id"] ?? "")),
  user && q.store.cart.prefetch(),
];
