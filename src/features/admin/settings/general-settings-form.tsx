import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { InlineAlert } from "@/features/admin/shared/admin-ui";
import { formatDateTime } from "@/features/admin/shared/format";
import { errorMessage, fieldErrorsOf, hasFieldErrors, type FieldErrors } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils, type RouterOutputs } from "@/lib/trpc";

type Settings = RouterOutputs["admin"]["settings"]["get"];
type Values = { siteName: string; contactEmail: string; maxListings: string };

/** Spec §9: 12 listings per page unless an admin changes it. */
const DEFAULT_MAX_LISTINGS = 12;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const valuesOf = (s: Settings): Values => ({
  siteName: s.siteName,
  contactEmail: s.contactEmail,
  maxListings: String(s.maxListings ?? DEFAULT_MAX_LISTINGS),
});

function validateSettings(v: Values): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.siteName.trim()) errors.siteName = "Site name is required.";
  if (!EMAIL.test(v.contactEmail.trim())) errors.contactEmail = "Enter a valid contact email.";
  const n = Number(v.maxListings);
  if (!Number.isInteger(n) || n < 1 || n > 100) errors.maxListings = "Enter a whole number from 1 to 100.";
  return errors;
}

function SettingsForm({ saved }: { saved: Settings }) {
  const utils = useApiUtils();
  const [values, setValues] = useState<Values>(() => valuesOf(saved));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = trpc.admin.settings.save.useMutation({
    onSuccess: (result) => {
      utils.admin.settings.get.setData(undefined, {
        siteName: result.siteName,
        contactEmail: result.contactEmail,
        maxListings: result.maxListings,
        lastUpdated: result.lastUpdated,
      });
      void utils.admin.email.senders.invalidate();
      notify.success(
        "Settings Saved",
        result.lastUpdated ? `Last updated ${formatDateTime(result.lastUpdated)}.` : undefined,
      );
    },
    onError: (e) => {
      setErrors(fieldErrorsOf(e));
      notify.error("Error", errorMessage(e, "The settings could not be saved."));
    },
  });
  const set = (field: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSettings(values);
    setErrors(found);
    if (hasFieldErrors(found)) return;
    save.mutate({
      siteName: values.siteName.trim(),
      contactEmail: values.contactEmail.trim(),
      maxListings: Number(values.maxListings),
    });
  };
  const cancel = () => {
    setValues(valuesOf(saved));
    setErrors({});
    notify.info("Changes Cancelled", "The form shows the saved settings again.");
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="General settings" className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Site Name"
          value={values.siteName}
          maxLength={80}
          onChange={(e) => set("siteName")(e.target.value)}
          error={errors.siteName}
        />
        <TextField
          label="Contact Email"
          type="email"
          value={values.contactEmail}
          onChange={(e) => set("contactEmail")(e.target.value)}
          error={errors.contactEmail}
          hint="Also offered as a sender in Email Testing."
        />
        <TextField
          label="Maximum Listings Per Page"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          step={1}
          value={values.maxListings}
          onChange={(e) => set("maxListings")(e.target.value)}
          error={errors.maxListings}
          hint={`Listing pages show this many stays at a time (default ${DEFAULT_MAX_LISTINGS}).`}
        />
      </div>
      <div className="flex flex-col gap-3 border-t border-forest-900/10 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted">
          {saved.lastUpdated
            ? `Last updated ${formatDateTime(saved.lastUpdated)}`
            : "Not saved yet; these are the defaults."}
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={cancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" size="sm" loading={save.isPending}>
            Save Settings
          </Button>
        </div>
      </div>
    </form>
  );
}

/** Site Name, Contact Email and Maximum Listings Per Page, kept on the server for every process and admin. */
export function GeneralSettings() {
  const settings = trpc.admin.settings.get.useQuery(undefined, { staleTime: 0 });
  if (settings.isPending) return <p className="text-sm text-muted">Loading…</p>;
  if (settings.isError)
    return <InlineAlert tone="error">{errorMessage(settings.error, "The settings could not be loaded.")}</InlineAlert>;
  return <SettingsForm saved={settings.data} />;
}
