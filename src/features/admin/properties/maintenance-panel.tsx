import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { SelectField } from "@/features/admin/shared/admin-fields";
import { AdminCard } from "@/features/admin/shared/admin-ui";
import { useCatalog } from "@/features/listings/use-catalog";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc } from "@/lib/trpc";

/** A refusal from the server carries tRPC error data; a network failure or timeout does not. */
function fromServer(error: unknown): boolean {
  const data = (error as { data?: unknown } | null)?.data;
  return typeof data === "object" && data !== null;
}

/** The curated fix for Jack's Camp (Glamping in Southern Africa), offered when editing it. */
function JacksCampFix({ onApplied }: { onApplied: () => void }) {
  const fix = trpc.admin.fixJacksCamp.useMutation({
    onSuccess: (result) => {
      if (!result.success) return notify.error("Fix failed", result.message || "Database update failed");
      notify.success(result.changed ? "Fix applied" : "Nothing to fix", result.message);
      onApplied();
    },
    onError: (error) => {
      if (fromServer(error)) notify.error("Fix failed", errorMessage(error, "Database update failed"));
      else notify.error("Error", "Failed to complete the one-click fix.");
    },
  });
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="text-sm text-amber-900">
        <p className="font-semibold">Jack&apos;s Camp classification</p>
        <p>
          One click sets this camp to Glamping (also its primary category) in Southern Africa, and moves its demo art to
          match.
        </p>
      </div>
      <Button size="sm" loading={fix.isPending} onClick={() => fix.mutate()} className="shrink-0">
        Apply One-Click Fix
      </Button>
    </div>
  );
}

type ChoiceSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly { id: number; name: string }[] | undefined;
};

/** A select of catalog entries by id, starting with an empty "Choose…". */
function ChoiceSelect({ label, value, onChange, choices }: ChoiceSelectProps) {
  return (
    <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">Choose…</option>
      {choices?.map((choice) => (
        <option key={choice.id} value={String(choice.id)}>
          {choice.name}
        </option>
      ))}
    </SelectField>
  );
}

type ReclassifyProps = {
  listingId: number | null;
  initial: { categoryId: number | null; primaryCategoryId: number | null; regionId: number | null };
  onApplied: (listingId: number) => void;
};

/**
 * The property form's maintenance action: move one listing to another category, primary
 * category and region. A structured call (admin.reclassifyListing), never SQL.
 */
function ReclassifySection({ listingId, initial, onApplied }: ReclassifyProps) {
  const { categories, regions } = useCatalog();
  const [form, setForm] = useState({
    listingId: listingId ? String(listingId) : "",
    categoryId: initial.categoryId ? String(initial.categoryId) : "",
    primaryCategoryId: initial.primaryCategoryId
      ? String(initial.primaryCategoryId)
      : initial.categoryId
        ? String(initial.categoryId)
        : "",
    regionId: initial.regionId === null ? "" : String(initial.regionId),
  });
  const [error, setError] = useState<string | null>(null);
  const reclassify = trpc.admin.reclassifyListing.useMutation({
    onSuccess: (result) => {
      setError(null);
      notify.success("Listing reclassified", result.message);
      onApplied(result.listing.id);
    },
    onError: (e) => {
      const message = errorMessage(e, "Failed to reclassify the listing.");
      setError(message);
      notify.error("Error", message);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(form.listingId);
    if (!Number.isInteger(id) || id <= 0) return setError("Enter the listing's id (a whole number).");
    if (!form.categoryId || !form.primaryCategoryId || form.regionId === "")
      return setError("Choose a category, a primary category and a region.");
    setError(null);
    reclassify.mutate({
      listingId: id,
      categoryId: Number(form.categoryId),
      primaryCategoryId: Number(form.primaryCategoryId),
      regionId: Number(form.regionId),
    });
  };

  const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="reclassify-title">
      <h3 id="reclassify-title" className="font-semibold text-forest-950">
        Reclassify a listing
      </h3>
      <p className="mt-1 text-sm text-muted">
        Sets a listing&apos;s category, primary category and region in one step, and records it in the activity log.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label="Listing id"
          inputMode="numeric"
          value={form.listingId}
          onChange={(e) => set("listingId")(e.target.value)}
        />
        <ChoiceSelect label="Category" value={form.categoryId} onChange={set("categoryId")} choices={categories.data} />
        <ChoiceSelect
          label="Primary category"
          value={form.primaryCategoryId}
          onChange={set("primaryCategoryId")}
          choices={categories.data}
        />
        <ChoiceSelect label="Region" value={form.regionId} onChange={set("regionId")} choices={regions.data} />
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="sm" variant="secondary" className="mt-4" loading={reclassify.isPending}>
        Reclassify
      </Button>
    </form>
  );
}

type MaintenancePanelProps = ReclassifyProps & { showJacksCampFix: boolean };

export function MaintenancePanel({ showJacksCampFix, ...reclassify }: MaintenancePanelProps) {
  return (
    <AdminCard
      title="Maintenance"
      id="maintenance-title"
      description="One-off corrections, each recorded in the activity log."
      className="mt-6"
    >
      <div className="space-y-6">
        {showJacksCampFix ? <JacksCampFix onApplied={() => reclassify.onApplied(reclassify.listingId ?? 0)} /> : null}
        <ReclassifySection {...reclassify} />
      </div>
    </AdminCard>
  );
}
