import type { FormEvent } from "react";
import { TextField } from "@/components/ui/text-field";
import { SelectField, TextAreaField } from "@/features/admin/shared/admin-fields";
import { TIER_NAMES } from "@shared/tiers";
import { hasFieldErrors, type FieldErrors } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { FormActions } from "./sponsor-dialog-parts";
import { AD_LOCATIONS, AD_TYPES, type AdLocation, type AdSpace, type AdType } from "./sponsor-options";
import { useSponsorAdminForm } from "./use-sponsor-admin";

type AdSpaceValues = {
  name: string;
  description: string;
  type: AdType;
  location: AdLocation;
  minTier: number;
  dimensions: string;
  sponsorId: string;
};

const EMPTY: AdSpaceValues = {
  name: "",
  description: "",
  type: "banner",
  location: "homepage",
  minTier: 0,
  dimensions: "728x90",
  sponsorId: "",
};

const DIMENSIONS = /^\s*\d{1,5}\s*[x×X]\s*\d{1,5}\s*$/;

type AdSpaceFormProps = { space?: AdSpace | undefined; onDone: () => void; onCancel: () => void };

/** Create or edit an ad space; assigning a sponsor fills it. */
export function AdSpaceForm({ space, onDone, onCancel }: AdSpaceFormProps) {
  const sponsors = trpc.admin.sponsors.list.useQuery({ status: "all" });
  const { values, errors, setErrors, set, saveHandlers } = useSponsorAdminForm<AdSpaceValues>(
    () =>
      space
        ? {
            name: space.name,
            description: space.description,
            type: space.type,
            location: space.location,
            minTier: space.minTier,
            dimensions: space.dimensions,
            sponsorId: space.sponsorId ? String(space.sponsorId) : "",
          }
        : EMPTY,
    "The ad space could not be saved.",
    onDone,
  );
  const create = trpc.admin.sponsors.createAdSpace.useMutation(saveHandlers("Ad space created"));
  const update = trpc.admin.sponsors.updateAdSpace.useMutation(saveHandlers("Ad space updated"));
  const saving = create.isPending || update.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!values.name.trim()) found.name = "Ad space name is required.";
    if (!DIMENSIONS.test(values.dimensions))
      found.dimensions = "Dimensions must be width x height in pixels, e.g. 728x90.";
    setErrors(found);
    if (hasFieldErrors(found)) return;
    const data = {
      name: values.name.trim(),
      description: values.description.trim(),
      type: values.type,
      location: values.location,
      minTier: values.minTier,
      dimensions: values.dimensions.trim(),
      sponsorId: values.sponsorId ? Number(values.sponsorId) : null,
    };
    if (space) update.mutate({ id: space.id, data });
    else create.mutate(data);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={space ? "Edit ad space" : "Create ad space"} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField
          label="Name *"
          value={values.name}
          maxLength={120}
          onChange={(e) => set("name", e.target.value)}
          error={errors.name}
          placeholder="e.g. Homepage hero banner"
        />
        <TextField
          label="Dimensions *"
          value={values.dimensions}
          maxLength={20}
          onChange={(e) => set("dimensions", e.target.value)}
          error={errors.dimensions}
          hint="width x height"
        />
      </div>
      <TextAreaField
        label="Description"
        rows={2}
        maxLength={1000}
        value={values.description}
        onChange={(e) => set("description", e.target.value)}
        error={errors.description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Type" value={values.type} onChange={(e) => set("type", e.target.value as AdType)}>
          {AD_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Location"
          value={values.location}
          onChange={(e) => set("location", e.target.value as AdLocation)}
        >
          {AD_LOCATIONS.map((l) => (
            <option key={l.value} value={l.value}>
              {l.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Audience (member tier)"
          value={values.minTier}
          onChange={(e) => set("minTier", Number(e.target.value))}
          hint="Shown to members at or above this tier; 0 is everyone."
        >
          {[0, 1, 2, 3].map((tier) => (
            <option key={tier} value={tier}>
              {tier === 0 ? "0 Everyone" : `${tier} ${TIER_NAMES[tier]}`}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Sponsor"
          value={values.sponsorId}
          onChange={(e) => set("sponsorId", e.target.value)}
          error={errors.sponsorId}
          hint="Assigning a sponsor fills the space."
        >
          <option value="">None (available)</option>
          {sponsors.data?.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.name} ({s.status})
            </option>
          ))}
        </SelectField>
      </div>
      <FormActions saving={saving} submitLabel={space ? "Save Ad Space" : "Create Ad Space"} onCancel={onCancel} />
    </form>
  );
}
