import { useState } from "react";
import { Button } from "@/components/ui/button";
import { AdminCard, Badge } from "@/features/admin/shared/admin-ui";
import { QueryList } from "@/features/admin/shared/query-list";
import { DataTable, Td, Th } from "@/features/admin/shared/data-table";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils, type RouterOutputs } from "@/lib/trpc";
import { ProductDialog } from "./product-dialog";

type Product = RouterOutputs["admin"]["store"]["products"][number];
type Variant = Product["variants"][number];

/** Products and their variants: price and stock edited in place, products archived or restored. */
export function StoreProductsCard() {
  const products = trpc.admin.store.products.useQuery();
  // "new" for the add dialog, or the product being edited.
  const [editing, setEditing] = useState<Product | "new" | null>(null);
  return (
    <AdminCard
      title="Products"
      id="store-products-title"
      description="Prices in dollars; stock is units on hand (downloads never run out)."
      actions={
        <Button size="sm" onClick={() => setEditing("new")}>
          Add product
        </Button>
      }
    >
      <div className="p-4">
        <QueryList query={products} noun="products" size="sm">
          {(rows) => (
            <DataTable caption="Store products">
              <thead>
                <tr>
                  <Th>Product</Th>
                  <Th>Variant</Th>
                  <Th>SKU</Th>
                  <Th>Price ($)</Th>
                  <Th>Stock</Th>
                  <Th />
                </tr>
              </thead>
              <tbody>
                {rows.flatMap((p) =>
                  p.variants.map((v, i) => (
                    <VariantRow key={v.id} product={p} variant={v} first={i === 0} onEdit={() => setEditing(p)} />
                  )),
                )}
              </tbody>
            </DataTable>
          )}
        </QueryList>
      </div>
      {editing ? (
        <ProductDialog product={editing === "new" ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
    </AdminCard>
  );
}

function VariantRow({
  product: p,
  variant: v,
  first,
  onEdit,
}: {
  product: Product;
  variant: Variant;
  first: boolean;
  onEdit: () => void;
}) {
  const utils = useApiUtils();
  const [price, setPrice] = useState((v.price / 100).toFixed(2));
  const [stock, setStock] = useState(v.stock === null ? "" : String(v.stock));
  const onError = (e: unknown) => notify.error("Could not save", errorMessage(e, "Please try again."));
  const update = trpc.admin.store.updateVariant.useMutation({
    onSuccess: () => (notify.success("Saved", `${p.name} (${v.name})`), void utils.admin.store.products.invalidate()),
    onError,
  });
  const archive = trpc.admin.store.archiveProduct.useMutation({
    onSuccess: () => void utils.admin.store.products.invalidate(),
    onError,
  });
  const changed = price !== (v.price / 100).toFixed(2) || stock !== (v.stock === null ? "" : String(v.stock));
  const save = () => {
    const cents = Math.round(Number(price) * 100);
    if (!Number.isFinite(cents) || cents < 0)
      return notify.error("Check the price", "Enter a price in dollars, e.g. 38.00.");
    update.mutate({
      id: v.id,
      price: cents,
      ...(v.stock === null ? {} : { stock: Math.max(0, Math.floor(Number(stock) || 0)) }),
    });
  };
  return (
    <tr className={p.archivedAt ? "opacity-50" : undefined}>
      <Td>
        {first ? <span className="font-medium">{p.name}</span> : null}
        {first && p.archivedAt ? <Badge className="ml-2">archived</Badge> : null}
      </Td>
      <Td>{v.name}</Td>
      <Td className="font-mono text-xs">{v.sku}</Td>
      <Td>
        <input
          aria-label={`Price of ${p.name} (${v.name})`}
          inputMode="decimal"
          className="h-8 w-20 rounded-lg border border-forest-900/15 px-2"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
        />
      </Td>
      <Td>
        {v.stock === null ? (
          <span className="text-xs text-muted">download</span>
        ) : (
          <input
            aria-label={`Stock of ${p.name} (${v.name})`}
            inputMode="numeric"
            className="h-8 w-16 rounded-lg border border-forest-900/15 px-2"
            value={stock}
            onChange={(e) => setStock(e.target.value)}
          />
        )}
      </Td>
      <Td className="whitespace-nowrap">
        {changed ? (
          <Button size="sm" loading={update.isPending} onClick={save}>
            Save
          </Button>
        ) : null}
        {first ? (
          <Button size="sm" variant="ghost" aria-label={`Edit ${p.name}`} onClick={onEdit}>
            Edit
          </Button>
        ) : null}
        {first ? (
          <Button
            size="sm"
            variant="ghost"
            loading={archive.isPending}
            onClick={() => archive.mutate({ id: p.id, archived: !p.archivedAt })}
          >
            {p.archivedAt ? "Restore" : "Archive"}
          </Button>
        ) : null}
      </Td>
    </tr>
  );
}
