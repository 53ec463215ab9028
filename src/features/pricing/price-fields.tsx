import { TextField } from "@/components/ui/text-field";
import type { FieldErrors } from "@/lib/errors";
import { CURRENCIES, type PriceValues } from "@shared/price-values";

const selectClass =
  "mt-1.5 h-11 w-full rounded-xl border border-forest-900/15 bg-white px-3 text-sm text-ink shadow-sm focus:border-forest-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-forest-600/30";

/** A stay's prices in a form: nightly, weekend (Friday and Saturday nights), cleaning fee, currency. */
export function PriceFields({
  values,
  errors,
  set,
}: {
  values: PriceValues;
  errors: FieldErrors;
  set: (field: keyof PriceValues, value: string) => void;
}) {
  return (
    <fieldset className="rounded-xl border border-forest-900/10 p-4">
      <legend className="px-1 text-sm font-medium text-ink">Prices</legend>
      <p className="mb-3 text-xs text-muted">
        Shown to travellers, never charged here: they book on the stay's own site.
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label="Nightly price"
          name="nightlyPrice"
          inputMode="decimal"
          placeholder="e.g. 185"
          value={values.nightlyPrice}
          onChange={(e) => set("nightlyPrice", e.target.value)}
          error={errors.nightlyPrice}
        />
        <TextField
          label="Weekend price"
          name="weekendPrice"
          inputMode="decimal"
          placeholder="Optional"
          value={values.weekendPrice}
          onChange={(e) => set("weekendPrice", e.target.value)}
          error={errors.weekendPrice}
          hint="Friday and Saturday nights."
        />
        <TextField
          label="Cleaning fee"
          name="cleaningFee"
          inputMode="decimal"
          placeholder="Optional"
          value={values.cleaningFee}
          onChange={(e) => set("cleaningFee", e.target.value)}
          error={errors.cleaningFee}
          hint="Once per stay."
        />
        <label className="block text-sm font-medium text-ink">
          Currency
          <select
            name="currency"
            className={selectClass}
            value={values.currency}
            onChange={(e) => set("currency", e.target.value)}
          >
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      </div>
    </fieldset>
  );
}
