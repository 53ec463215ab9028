/** A message per form field, as forms show them. */
type FieldErrors = Partial<Record<string, string>>;

/** The currencies a stay may be priced in (the server's list). */
export const CURRENCIES = ["USD", "CAD", "EUR", "GBP", "AUD", "NZD", "CHF", "JPY", "ZAR"] as const;
type Currency = (typeof CURRENCIES)[number];

/** A stay's prices as a form holds them: amounts as typed, in whole or decimal currency units. */
export type PriceValues = { nightlyPrice: string; weekendPrice: string; cleaningFee: string; currency: string };
export type PricePayload = {
  nightlyPrice: number | null;
  weekendPrice: number | null;
  cleaningFee: number | null;
  currency: Currency;
};

export const NO_PRICES: PriceValues = { nightlyPrice: "", weekendPrice: "", cleaningFee: "", currency: "USD" };

/** The most a night may cost, in whole units (the server's limit). */
const MAX_UNITS = 100_000;

const asText = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(cents % 100 === 0 ? 0 : 2));

export function priceValues(p: {
  nightlyPrice: number | null;
  weekendPrice: number | null;
  cleaningFee: number | null;
  currency: string;
}): PriceValues {
  return {
    nightlyPrice: asText(p.nightlyPrice),
    weekendPrice: asText(p.weekendPrice),
    cleaningFee: asText(p.cleaningFee),
    currency: p.currency,
  };
}

/** "185" or "185.50" to cents; null when empty; NaN when it is not an amount. */
function toCents(text: string): number | null {
  const t = text.trim().replace(/^\$/, "");
  if (!t) return null;
  return /^\d{1,6}(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : Number.NaN;
}

export function validatePrices(v: PriceValues): FieldErrors {
  const errors: FieldErrors = {};
  const check = (field: keyof PriceValues, label: string, min: number) => {
    const cents = toCents(v[field]);
    if (cents === null) return;
    if (Number.isNaN(cents)) errors[field] = `${label} must be an amount like 185 or 185.50.`;
    else if (cents < min * 100 || cents > MAX_UNITS * 100)
      errors[field] = `${label} must be from ${min} to ${MAX_UNITS.toLocaleString("en-US")}.`;
  };
  check("nightlyPrice", "Nightly price", 1);
  check("weekendPrice", "Weekend price", 1);
  check("cleaningFee", "Cleaning fee", 0);
  if (toCents(v.nightlyPrice) === null && (toCents(v.weekendPrice) !== null || toCents(v.cleaningFee) !== null)) {
    errors.nightlyPrice = "Set a nightly price before a weekend price or cleaning fee.";
  }
  return errors;
}

export function pricePayload(v: PriceValues): PricePayload {
  return {
    nightlyPrice: toCents(v.nightlyPrice),
    weekendPrice: toCents(v.weekendPrice),
    cleaningFee: toCents(v.cleaningFee),
    currency: (CURRENCIES as readonly string[]).includes(v.currency) ? (v.currency as Currency) : "USD",
  };
}
