/**
 * Letters, digits, spaces, hyphens and slashes: the text whose order below is the same as en collation's (space, hyphen
 * and slash sort before digits and letters, in that order, in both). Every amenity's name is such text
 * ("Washer/Dryer").
 */
const PLAIN = /^[A-Za-z0-9 /-]*$/;

const swapCase = (text: string) =>
  text.replace(/[A-Za-z]/g, (c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()));

/**
 * Orders two names as `a.localeCompare(b)` does in English (case aside first, lowercase before
 * uppercase when that is all that differs), without ICU for plain names: a page's first
 * localeCompare costs a phone tens of milliseconds of main thread, loading the collation data.
 * Other text is left to localeCompare.
 */
export function compareText(a: string, b: string): number {
  if (!PLAIN.test(a) || !PLAIN.test(b)) return a.localeCompare(b);
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  const p = swapCase(a);
  const q = swapCase(b);
  return p < q ? -1 : p > q ? 1 : 0;
}
