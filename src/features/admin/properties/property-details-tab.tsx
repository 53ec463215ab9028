import { TextField } from "@/components/ui/text-field";
import { CheckboxField } from "@/features/admin/shared/admin-fields";
import { PriceFields } from "@/features/pricing/price-fields";
import { CapacityField } from "@/features/availability/guests-field";
import { AiTagsEditor } from "./ai-tags-editor";
import { AmenityChecklist } from "./amenity-checklist";
import type { PropertyTabProps } from "./property-fields";

export function PropertyDetailsTab({ values, errors, set }: PropertyTabProps) {
  return (
    <div className="space-y-6">
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label="External URL"
          name="externalUrl"
          type="url"
          placeholder="https://"
          value={values.externalUrl}
          onChange={(e) => set("externalUrl", e.target.value)}
          error={errors.externalUrl}
          hint="The property's own booking page, if any."
        />
      </div>
      <PriceFields values={values} errors={errors} set={set} />
      <div className="max-w-xs">
        <CapacityField value={values.maxGuests} onChange={(value) => set("maxGuests", value)} />
      </div>
      <fieldset className="rounded-xl border border-forest-900/10 p-4">
        <legend className="px-1 text-sm font-medium text-ink">Status</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          <CheckboxField
            label="Approved"
            description="Shown on the site."
            checked={values.approved}
            onChange={(e) => set("approved", e.target.checked)}
          />
          <CheckboxField
            label="Featured"
            description="Eligible for the home page."
            checked={values.featured}
            onChange={(e) => set("featured", e.target.checked)}
          />
          <CheckboxField
            label="Verified"
            description="Checked by the Wildluxe team."
            checked={values.verified}
            onChange={(e) => set("verified", e.target.checked)}
          />
        </div>
      </fieldset>
      <AmenityChecklist selected={values.amenityIds} onChange={(ids) => set("amenityIds", ids)} />
      <AiTagsEditor tags={values.aiTags} onChange={(tags) => set("aiTags", tags)} error={errors.aiTags} />
    </div>
  );
}
