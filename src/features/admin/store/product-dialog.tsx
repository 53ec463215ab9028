import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { AdminDialog, DialogFormFooter } from "@/features/admin/shared/admin-dialog";
import { CheckboxField, SelectField, TextAreaField } from "@/features/admin/shared/admin-fields";
import { ImageDropZone } from "@/features/admin/shared/image-drop-zone";
import { FormAlert } from "@/features/auth/form-alert";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils, type RouterOutputs } from "@/lib/trpc";

type Product = RouterOutputs["admin"]["store"]["products"][number];

type VariantDraft = { name: string; sku: string; price: string; stock: string };
const EMPTY_VARIANT: VariantDraft = { name: "", sku: "", price: "", stock: "" };

/**
 * A new product (its words, kind, collection, photo with the usual upload checks, and one or more
 * variants), or an existing one's words, collection, photo and featured flag; its variants are
 * edited in the products table.
 */
export function ProductDialog({ product, onClose }: { product?: Product; onClose: () => void }) {
  const utils = useApiUtils();
  const collections = trpc.admin.store.collections.useQuery();
  const [values, setValues] = useState({
    name: product?.name ?? "",
    description: product?.description ?? "",
    kind: product?.kind ?? "physical",
    collectionId: product?.collectionId ? String(product.collectionId) : "",
    image: product?.image ?? "",
    featured: product?.featured ?? false,
  });
  const [variants, setVariants] = useState<VariantDraft[]>([{ ...EMPTY_VARIANT, name: "Standard" }]);
  const [error, setError] = useState<string | null>(null);
  const done = (title: string) => () => {
    notify.success(title, values.name);
    void utils.admin.store.products.invalidate();
    onClose();
  };
  const create = trpc.admin.store.createProduct.useMutation({
    onSuccess: done("Product added"),
    onError: (e) => setError(errorMessage(e, "The product could not be added.")),
  });
  const update = trpc.admin.store.updateProduct.useMutation({
    onSuccess: done("Product saved"),
    onError: (e) => setError(errorMessage(e, "The product could not be saved.")),
  });
  const setVariant = (i: number, key: keyof VariantDraft, value: string) =>
    setVariants((list) => list.map((v, n) => (n === i ? { ...v, [key]: value } : v)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) return setError("Name the product.");
    if (!values.image) return setError("Add a product photo.");
    const collectionId = values.collectionId ? Number(values.collectionId) : null;
    if (product) {
      setError(null);
      return update.mutate({
        id: product.id,
        name: values.name,
        description: values.description,
        image: values.image,
        collectionId,
        featured: values.featured,
      });
    }
    const parsed = variants.map((v) => ({
      name: v.name.trim(),
      sku: v.sku.trim(),
      price: Math.round(Number(v.price) * 100),
      stock: values.kind === "digital" ? null : Math.max(0, Math.floor(Number(v.stock) || 0)),
    }));
    if (parsed.some((v) => !v.name || !v.sku || !Number.isFinite(v.price) || v.price < 0))
      return setError("Every variant needs a name, a SKU and a price in dollars.");
    setError(null);
    create.mutate({ ...values, collectionId, variants: parsed });
  };
  return (
    <AdminDialog
      title={product ? `Edit ${product.name}` : "Add a product"}
      onClose={onClose}
      size="lg"
      onSubmit={submit}
      footer={
        <DialogFormFooter
          onCancel={onClose}
          submitLabel={product ? "Save product" : "Add product"}
          saving={create.isPending || update.isPending}
        />
      }
    >
      <div className="space-y-4">
        <FormAlert message={error} />
        <TextField
          label="Name"
          value={values.name}
          onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
        />
        <TextAreaField
          label="Description"
          rows={3}
          value={values.description}
          onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {product ? null : (
            <SelectField
              label="Kind"
              value={values.kind}
              onChange={(e) => setValues((v) => ({ ...v, kind: e.target.value as "physical" | "digital" }))}
            >
              <option value="physical">Physical (shipped)</option>
              <option value="digital">Digital (download)</option>
            </SelectField>
          )}
          <SelectField
            label="Collection"
            value={values.collectionId}
            onChange={(e) => setValues((v) => ({ ...v, collectionId: e.target.value }))}
          >
            <option value="">None</option>
            {collections.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
        </div>
        <CheckboxField
          label="Featured"
          description="Sold on /direct-shop with Buy now."
          checked={values.featured}
          onChange={(e) => setValues((v) => ({ ...v, featured: e.target.checked }))}
        />
        {values.image ? (
          <img src={values.image} alt="Product photo" className="size-32 rounded-xl object-cover" />
        ) : null}
        <ImageDropZone
          endpoint="/api/admin/upload-image"
          onUploaded={(url) => setValues((v) => ({ ...v, image: url }))}
          prompt="Drop the product photo here"
        />
        {product ? null : (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-ink">Variants</legend>
            {variants.map((v, i) => (
              <div key={i} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                <TextField
                  label={`Variant ${i + 1} name`}
                  value={v.name}
                  onChange={(e) => setVariant(i, "name", e.target.value)}
                />
                <TextField label="SKU" value={v.sku} onChange={(e) => setVariant(i, "sku", e.target.value)} />
                <TextField
                  label="Price ($)"
                  inputMode="decimal"
                  value={v.price}
                  onChange={(e) => setVariant(i, "price", e.target.value)}
                />
                {values.kind === "physical" ? (
                  <TextField
                    label="Stock"
                    inputMode="numeric"
                    value={v.stock}
                    onChange={(e) => setVariant(i, "stock", e.target.value)}
                  />
                ) : null}
              </div>
            ))}
            <Button size="sm" variant="ghost" onClick={() => setVariants((list) => [...list, { ...EMPTY_VARIANT }])}>
              Add a variant
            </Button>
          </fieldset>
        )}
      </div>
    </AdminDialog>
  );
}
