const formats = new Map<string, Intl.NumberFormat>();

/** "$285" or "$285.50": an amount in minor units (cents) in its currency, whole units when there are no cents. */
export function formatMoney(cents: number, currency = "USD"): string {
  const whole = cents % 100 === 0;
  const key = `${currency}:${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { style: "currency", currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 });
    formats.set(key, format);
  }
  return format.format(cents / 100);
}
