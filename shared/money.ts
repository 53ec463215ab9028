/**
 * How en-US writes each currency the site prices stays in ("$", "CA$", ...); any other code is
 * written before the amount with a no-break space ("CHF 285"), as Intl.NumberFormat writes it.
 */
const SIGNS: Record<string, string> = { USD: "$", CAD: "CA$", EUR: "€", GBP: "£", AUD: "A$", NZD: "NZ$", JPY: "¥" };

/** A whole number with thousands separators: "1,200". */
export function groupDigits(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * "$285" or "$285.50": an amount in minor units (cents) in its currency, whole units when there are
 * no cents. Written by hand, not with Intl.NumberFormat: a page's first Intl formatter costs a phone
 * tens of milliseconds of main thread (ICU's locale data), in the middle of taking over the page.
 */
export function formatMoney(cents: number, currency = "USD"): string {
  const code = currency.toUpperCase();
  const minor = Math.abs(Math.round(cents));
  const fraction = minor % 100;
  const amount = groupDigits(Math.floor(minor / 100)) + (fraction === 0 ? "" : `.${String(fraction).padStart(2, "0")}`);
  return `${cents < 0 && minor > 0 ? "-" : ""}${SIGNS[code] ?? `${code}\u00a0`}${amount}`;
}
