import { useState, type FormEvent } from "react";
import { TextField } from "@/components/ui/text-field";
import { AdminDialog, DialogFormFooter } from "@/features/admin/shared/admin-dialog";
import { TextAreaField } from "@/features/admin/shared/admin-fields";
import { InlineAlert } from "@/features/admin/shared/admin-ui";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";
import { centsOf, type SponsorTier } from "./sponsor-options";

type TierDraft = { id: number; name: string; price: string; adPlacements: string; benefits: string };

const draftOf = (t: SponsorTier): TierDraft => ({
  id: t.id,
  name: t.name,
  price: (t.price / 100).toFixed(2),
  adPlacements: String(t.adPlacements),
  benefits: t.benefits.join("\n"),
});

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** Spec §2 Edit Tier Structure: name, monthly price, ad placements and benefits of each sponsor tier. */
export function TierStructureDialog({ tiers, onClose }: { tiers: SponsorTier[]; onClose: () => void }) {
  const utils = useApiUtils();
  const [drafts, setDrafts] = useState<TierDraft[]>(() => tiers.map(draftOf));
  const [error, setError] = useState<string | null>(null);
  const updateTier = trpc.admin.sponsors.updateTier.useMutation();
  const [saving, setSaving] = useState(false);
  const set = (id: number, field: keyof TierDraft, value: string) =>
    setDrafts((all) => all.map((d) => (d.id === id ? { ...d, [field]: value } : d)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const bad = drafts.find((d) => !d.name.trim() || centsOf(d.price) === null || whole(d.adPlacements) === null);
    if (bad)
      return setError(
        `${bad.name.trim() || "A tier"}: enter a name, a price in dollars (e.g. 499.99) and a whole number of ad placements.`,
      );
    setError(null);
    const changed = drafts.filter((d) => {
      const before = tiers.find((t) => t.id === d.id);
      return !before || JSON.stringify(draftOf(before)) !== JSON.stringify(d);
    });
    setSaving(true);
    try {
      for (const d of changed) {
        await updateTier.mutateAsync({
          id: d.id,
          name: d.name.trim(),
          price: centsOf(d.price)!,
          adPlacements: whole(d.adPlacements)!,
          benefits: d.benefits
            .split("\n")
            .map((b) => b.trim())
            .filter(Boolean),
        });
      }
      notify.success(
        "Tier structure saved",
        changed.length
          ? `${changed.length} ${changed.length === 1 ? "tier" : "tiers"} updated.`
          : "Nothing had changed.",
      );
      void utils.admin.sponsors.tiers.invalidate();
      onClose();
    } catch (e) {
      const message = errorMessage(e, "The tier structure could not be saved.");
      setError(message);
      notify.error("Error", message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <AdminDialog
      title="Edit Tier Structure"
      description="The sponsor packages /sponsors sells: one-time price in dollars, site-wide ad placements and the benefits each lists."
      size="xl"
      onClose={onClose}
      onSubmit={(e) => void onSubmit(e)}
      footer={<DialogFormFooter onCancel={onClose} submitLabel="Save Tier Structure" saving={saving} />}
    >
      {error ? (
        <InlineAlert tone="error" className="mb-4">
          {error}
        </InlineAlert>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-3">
        {drafts.map((d) => (
          <fieldset key={d.id} className="space-y-3 rounded-xl border border-forest-900/10 bg-white p-4">
            <legend className="px-1 text-sm font-semibold text-forest-950">
              {tiers.find((t) => t.id === d.id)?.name ?? d.name}
            </legend>
            <TextField label="Name" value={d.name} maxLength={40} onChange={(e) => set(d.id, "name", e.target.value)} />
            <div className="grid grid-cols-2 gap-3">
              <TextField
                label="Price ($, one-time)"
                inputMode="decimal"
                value={d.price}
                onChange={(e) => set(d.id, "price", e.target.value)}
              />
              <TextField
                label="Ad placements"
                inputMode="numeric"
                value={d.adPlacements}
                onChange={(e) => set(d.id, "adPlacements", e.target.value)}
              />
            </div>
            <TextAreaField
              label="Benefits"
              rows={5}
              value={d.benefits}
              onChange={(e) => set(d.id, "benefits", e.target.value)}
              hint="One per line."
            />
          </fieldset>
        ))}
      </div>
    </AdminDialog>
  );
}
