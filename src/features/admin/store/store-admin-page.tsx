import { adminPageData, RequireAdmin } from "@/features/admin/shared/admin-gate";
import { AdminShell, DASHBOARD_BACK } from "@/features/admin/shared/admin-shell";
import { StoreCollectionsCard } from "./store-collections-card";
import { StoreOrdersCard } from "./store-orders-card";
import { StoreProductsCard } from "./store-products-card";

/** /admin/store: the Store tab. */
export function StoreAdminPage() {
  return (
    <RequireAdmin>
      {(user) => (
        <AdminShell
          title="Store"
          subtitle="Orders, products, prices, stock and collections."
          back={DASHBOARD_BACK}
          user={user}
        >
          <div className="space-y-6">
            <StoreOrdersCard />
            <StoreProductsCard />
            <StoreCollectionsCard />
          </div>
        </AdminShell>
      )}
    </RequireAdmin>
  );
}

export const storeAdminPageData = adminPageData(({ q }) => [
  q.admin.store.orders.prefetch(),
  q.admin.store.products.prefetch(),
  q.admin.store.collections.prefetch(),
]);
