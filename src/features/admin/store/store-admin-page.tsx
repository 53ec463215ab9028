import { RequireAdmin } from "@/features/admin/shared/admin-gate";
import { AdminShell, DASHBOARD_BACK } from "@/features/admin/shared/admin-shell";
import { StoreOrdersCard } from "./store-orders-card";
import { StoreProductsCard } from "./store-products-card";

/** /admin/store: the Store tab. */
export function StoreAdminPage() {
  return (
    <RequireAdmin>
      {(user) => (
        <AdminShell title="Store" subtitle="Orders, products, prices and stock." back={DASHBOARD_BACK} user={user}>
          <div className="space-y-6">
            <StoreOrdersCard />
            <StoreProductsCard />
          </div>
        </AdminShell>
      )}
    </RequireAdmin>
  );
}
