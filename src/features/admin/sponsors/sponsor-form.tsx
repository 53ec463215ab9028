import type { FormEvent } from "react";
import { TextField } from "@/components/ui/text-field";
import { SelectField, TextAreaField } from "@/features/admin/shared/admin-fields";
import { hasFieldErrors, type FieldErrors } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { FormActions } from "./sponsor-dialog-parts";
import {
  LOGO_MAX,
  SPONSOR_STATUSES,
  SPONSOR_TIERS,
  logoInitials,
  suggestedInitials,
  type Sponsor,
  type SponsorStatus,
  type SponsorTierKey,
} from "./sponsor-options";
import { useSponsorAdminForm } from "./use-sponsor-admin";

type SponsorValues = {
  name: string;
  logo: string;
  tier: SponsorTierKey;
  status: SponsorStatus;
  startDate: string;
  endDate: string;
  contactName: string;
  contactEmail: string;
  notes: string;
};

const EMPTY: SponsorValues = {
  name: "",
  logo: "",
  tier: "bronze",
  status: "pending",
  startDate: "",
  endDate: "",
  contactName: "",
  contactEmail: "",
  notes: "",
};

function valuesOf(s: Sponsor): SponsorValues {
  return {
    name: s.name,
    logo: s.logo,
    tier: s.tier,
    status: s.status,
    startDate: s.startDate ?? "",
    endDate: s.endDate ?? "",
    contactName: s.contactName,
    contactEmail: s.contactEmail,
    notes: s.notes,
  };
}

function validate(v: SponsorValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.name.trim()) errors.name = "Sponsor name is required.";
  if (!v.logo.trim()) errors.logo = "Logo initials are required.";
  if (v.startDate && v.endDate && v.endDate < v.startDate)
    errors.endDate = "The end date must not be before the start date.";
  return errors;
}

type SponsorFormProps = { sponsor?: Sponsor | undefined; onDone: () => void; onCancel: () => void };

/** Add or edit a sponsor; saved to the server. */
export function SponsorForm({ sponsor, onDone, onCancel }: SponsorFormProps) {
  const { values, errors, setErrors, set, saveHandlers } = useSponsorAdminForm<SponsorValues>(
    () => (sponsor ? valuesOf(sponsor) : EMPTY),
    "The sponsor could not be saved.",
    onDone,
  );
  const create = trpc.admin.sponsors.create.useMutation(saveHandlers("Sponsor added"));
  const update = trpc.admin.sponsors.update.useMutation(saveHandlers("Sponsor updated"));
  const saving = create.isPending || update.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (hasFieldErrors(found)) return;
    const data = {
      name: values.name.trim(),
      logo: values.logo,
      tier: values.tier,
      status: values.status,
      startDate: values.startDate || null,
      endDate: values.endDate || null,
      contactName: values.contactName.trim(),
      contactEmail: values.contactEmail.trim(),
      notes: values.notes.trim(),
    };
    if (sponsor) update.mutate({ id: sponsor.id, data });
    else create.mutate(data);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={sponsor ? "Edit sponsor" : "Add sponsor"} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <TextField
          label="Sponsor name *"
          value={values.name}
          maxLength={120}
          onChange={(e) => set("name", e.target.value)}
          onBlur={() => {
            if (!values.logo && values.name.trim()) set("logo", suggestedInitials(values.name));
          }}
          error={errors.name}
        />
        <TextField
          label="Logo initials *"
          value={values.logo}
          maxLength={LOGO_MAX}
          // The field is often full (suggested from the name); selecting it lets typing replace it.
          onFocus={(e) => e.currentTarget.select()}
          onChange={(e) => set("logo", logoInitials(e.target.value))}
          error={errors.logo}
          hint={`Up to ${LOGO_MAX} letters`}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Tier" value={values.tier} onChange={(e) => set("tier", e.target.value as SponsorTierKey)}>
          {SPONSOR_TIERS.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Status"
          value={values.status}
          onChange={(e) => set("status", e.target.value as SponsorStatus)}
        >
          {SPONSOR_STATUSES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Start date"
          type="date"
          value={values.startDate}
          onChange={(e) => set("startDate", e.target.value)}
          error={errors.startDate}
        />
        <TextField
          label="End date"
          type="date"
          value={values.endDate}
          onChange={(e) => set("endDate", e.target.value)}
          error={errors.endDate}
        />
        <TextField
          label="Contact name"
          value={values.contactName}
          maxLength={120}
          onChange={(e) => set("contactName", e.target.value)}
          error={errors.contactName}
        />
        <TextField
          label="Contact email"
          type="email"
          value={values.contactEmail}
          maxLength={254}
          onChange={(e) => set("contactEmail", e.target.value)}
          error={errors.contactEmail}
        />
      </div>
      <TextAreaField
        label="Notes"
        rows={3}
        maxLength={2000}
        value={values.notes}
        onChange={(e) => set("notes", e.target.value)}
        error={errors.notes}
      />
      <FormActions saving={saving} submitLabel={sponsor ? "Save Sponsor" : "Add Sponsor"} onCancel={onCancel} />
    </form>
  );
}
