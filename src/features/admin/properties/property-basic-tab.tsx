import { TextField } from "@/components/ui/text-field";
import { SelectField, TextAreaField } from "@/features/admin/shared/admin-fields";
import { effectiveSlug } from "@/features/admin/shared/slug";
import { useCatalog } from "@/features/listings/use-catalog";
import type { PropertyTabProps } from "./property-fields";
import { ACCESS_CHOICES } from "./property-form";

export function PropertyBasicTab({ values, errors, set }: PropertyTabProps) {
  const { categories } = useCatalog();
  const preview = effectiveSlug(values.slug, values.name);
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <TextField
        label="Name *"
        name="name"
        required
        value={values.name}
        onChange={(e) => set("name", e.target.value)}
        error={errors.name}
        maxLength={160}
      />
      <TextField
        label="Slug"
        name="slug"
        value={values.slug}
        onChange={(e) => set("slug", e.target.value)}
        error={errors.slug}
        maxLength={160}
        placeholder="made from the name when blank"
        hint={
          preview ? (
            <>
              Address: <span className="font-mono text-ink">/listings/{preview}</span>
              {values.slug.trim() ? null : " (from the name)"}
            </>
          ) : (
            "Made from the name when left blank."
          )
        }
      />
      <SelectField
        label="Category"
        name="categoryId"
        value={values.categoryId}
        onChange={(e) => set("categoryId", Number(e.target.value))}
        error={errors.categoryId}
        hint="Also saved as the primary category."
      >
        <option value={0}>No category</option>
        {categories.data?.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Membership tier"
        name="tierLevel"
        value={values.tierLevel}
        onChange={(e) => set("tierLevel", Number(e.target.value))}
        error={errors.tierLevel}
        hint="Members below this tier see the stay dimmed."
      >
        {ACCESS_CHOICES.map((t) => (
          <option key={t.value} value={t.value}>
            {t.value} {t.label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        className="md:col-span-2"
        label="Description *"
        name="description"
        rows={9}
        required
        value={values.description}
        onChange={(e) => set("description", e.target.value)}
        error={errors.description}
        hint="Paragraphs, bold, italics, lists and links are kept; other markup is removed when saved."
      />
    </div>
  );
}
