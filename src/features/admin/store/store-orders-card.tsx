import { useState } from "react";
import { Button } from "@/components/ui/button";
import { AdminCard, Badge, type BadgeTone } from "@/features/admin/shared/admin-ui";
import { QueryList } from "@/features/admin/shared/query-list";
import { DataTable, Td, Th } from "@/features/admin/shared/data-table";
import { formatPrice } from "@/features/membership/plan-rules";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils, type RouterOutputs } from "@/lib/trpc";

type Order = RouterOutputs["admin"]["store"]["orders"][number];
const TONE: Record<Order["status"], BadgeTone> = {
  pending: "gray",
  paid: "blue",
  held: "red",
  shipped: "green",
  fulfilled: "green",
  refunded: "amber",
  canceled: "gray",
};

/** Orders past checkout: ship the paid ones with tracking, settle the held ones. */
export function StoreOrdersCard() {
  const orders = trpc.admin.store.orders.useQuery();
  return (
    <AdminCard
      title="Orders"
      id="store-orders-title"
      description="Paid orders wait for shipping; held orders (sold out during payment) need a refund."
    >
      <div className="p-4">
        <QueryList query={orders} noun="orders" size="sm" empty="No orders yet.">
          {(rows) => (
            <DataTable caption="Store orders">
              <thead>
                <tr>
                  <Th>Order</Th>
                  <Th>Buyer</Th>
                  <Th>Items</Th>
                  <Th>Total</Th>
                  <Th>Status</Th>
                  <Th>Action</Th>
                </tr>
              </thead>
              <tbody>
                {rows.map((o) => (
                  <OrderRow key={o.id} order={o} />
                ))}
              </tbody>
            </DataTable>
          )}
        </QueryList>
      </div>
    </AdminCard>
  );
}

function OrderRow({ order: o }: { order: Order }) {
  const utils = useApiUtils();
  const [tracking, setTracking] = useState("");
  const done = (title: string) => ({
    onSuccess: () => {
      notify.success(title, `Order #${o.id}`);
      void utils.admin.store.orders.invalidate();
    },
    onError: (e: unknown) => notify.error("Could not update the order", errorMessage(e, "Please try again.")),
  });
  const ship = trpc.admin.store.ship.useMutation(done("Marked shipped"));
  const setStatus = trpc.admin.store.setStatus.useMutation(done("Order updated"));
  return (
    <tr>
      <Td>
        #{o.id}
        <div className="text-xs text-muted">
          {new Date(o.createdAt).toLocaleDateString("en-US", { month: "short", day: "numeric" })}
        </div>
      </Td>
      <Td>{o.buyer?.fullName ?? o.buyer?.username ?? o.email ?? "—"}</Td>
      <Td className="max-w-64 text-xs">
        {o.items.map((i) => `${i.quantity} × ${i.productName} (${i.variantName})`).join(", ")}
      </Td>
      <Td>{formatPrice(o.total)}</Td>
      <Td>
        <Badge tone={TONE[o.status]}>{o.status}</Badge>
        {o.tracking ? <div className="text-xs text-muted">{o.tracking}</div> : null}
      </Td>
      <Td>
        {o.status === "paid" && o.items.some((i) => !i.digital) ? (
          <form
            className="flex gap-2"
            aria-label={`Ship order #${o.id}`}
            onSubmit={(e) => {
              e.preventDefault();
              ship.mutate({ id: o.id, tracking: tracking.trim() });
            }}
          >
            <input
              aria-label={`Tracking number for order #${o.id}`}
              className="h-9 w-36 rounded-lg border border-forest-900/15 px-2 text-sm"
              value={tracking}
              onChange={(e) => setTracking(e.target.value)}
              placeholder="Tracking no."
            />
            <Button size="sm" type="submit" loading={ship.isPending} disabled={tracking.trim().length < 3}>
              Ship
            </Button>
          </form>
        ) : o.status === "held" ? (
          <Button
            size="sm"
            variant="secondary"
            loading={setStatus.isPending}
            onClick={() => setStatus.mutate({ id: o.id, status: "refunded" })}
          >
            Mark refunded
          </Button>
        ) : null}
      </Td>
    </tr>
  );
}
