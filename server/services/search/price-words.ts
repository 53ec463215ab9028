/**
 * Price words as a traveller types them: "under $300", "below 300", "less than $250 a night", "between $200 and
 * $400", "$150-$250 per night", "over $500", and "cheap" or "budget" (the lowest-priced third of our stays). Amounts
 * are whole currency units a night, as the card's "from $X" and the minPrice/maxPrice filters read them.
 */
export type PriceWish = {
  /** Lowest nightly price asked for, in whole units. */
  min: number | null;
  /** Highest nightly price asked for, in whole units. */
  max: number | null;
  /** "cheap", "budget", "affordable": at most the price below which a third of our stays lie. */
  cheap: boolean;
};

const MAX_NIGHTLY = 100_000;
// "$300", "300 dollars", "1,200", "1.5k", "€250"
const AMOUNT = String.raw`[$€£]?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(k)?(?:\s?(?:usd|dollars?|bucks|eur|euros?|gbp|pounds?))?`;
// "$300", with its currency sign: a bare number after "between" or "-" may be guests or stars.
const SIGNED = String.raw`[$€£]\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(k)?`;
const NIGHT = String.raw`(?:\s?(?:a|an|per|each|/)\s?night|\s?nightly|\s?pn)?`;
// Not a price: "under 3 hours", "over 4 stars", "less than 50 km".
const NOT_MONEY = String.raw`(?!\d|,\d|\s?(?:km|kilomet|miles?\b|mi\b|hours?|hrs?\b|h\b|min|stars?|guests?|people|persons?|adults?|kids?|children|nights?\b|days?|beds?|bedrooms?|\+|\.\d))`;

const UNDER = new RegExp(
  String.raw`\b(?:under|below|less than|cheaper than|up to|at most|no more than|max(?:imum)?|not over)\s?${AMOUNT}${NOT_MONEY}${NIGHT}`,
  "g",
);
const OVER = new RegExp(
  String.raw`\b(?:over|above|more than|at least|min(?:imum)?)\s?${AMOUNT}${NOT_MONEY}${NIGHT}`,
  "g",
);
const BETWEEN = new RegExp(
  String.raw`\b(?:between|from)\s?${AMOUNT}\s?(?:and|to|-|–)\s?${AMOUNT}${NOT_MONEY}${NIGHT}|${SIGNED}\s?(?:-|–|to)\s?${AMOUNT}${NIGHT}`,
  "g",
);
// "$300 a night", "300 per night", "$300": a sign or a "night" says it is a price; read as the most to pay.
const AT = new RegExp(
  String.raw`${SIGNED}${NOT_MONEY}${NIGHT}|\b(\d{1,3}(?:,\d{3})+|\d+)(k)?\s?(?:a|an|per|each|/)\s?night\b`,
  "g",
);
const CHEAP =
  /\b(?:cheap(?:est|er)?|budget(?:[- ]friendly)?|affordable|inexpensive|low[- ](?:cost|budget|price[ds]?)|bargain|economical)\b/g;

function amount(digits: string | undefined, k: string | undefined): number | null {
  if (!digits) return null;
  const value = Number(digits.replace(/,/g, "")) * (k ? 1000 : 1);
  return Number.isFinite(value) && value > 0 ? Math.min(MAX_NIGHTLY, Math.round(value)) : null;
}

/**
 * The price a query asks for and the query without its price words (so they are neither searched for nor
 * reported as unknown), or null when it names no price.
 */
export function readPriceWords(text: string): { price: PriceWish; rest: string } | null {
  let rest = text;
  let min: number | null = null;
  let max: number | null = null;
  const take = (pattern: RegExp, read: (m: RegExpExecArray) => void) => {
    rest = rest.replace(pattern, (...args) => {
      read(args as unknown as RegExpExecArray);
      return " ";
    });
  };
  take(BETWEEN, (m) => {
    const a = amount(m[1], m[2]) ?? amount(m[5], m[6]);
    const b = amount(m[3], m[4]) ?? amount(m[7], m[8]);
    if (a !== null && b !== null) [min, max] = [Math.min(a, b), Math.max(a, b)];
  });
  take(UNDER, (m) => (max = amount(m[1], m[2]) ?? max));
  take(OVER, (m) => (min = amount(m[1], m[2]) ?? min));
  take(AT, (m) => (max ??= amount(m[1], m[2]) ?? amount(m[3], m[4])));
  let cheap = false;
  take(CHEAP, () => (cheap = true));
  if (min === null && max === null && !cheap) return null;
  // "over $500 under $300" asks for nothing: the lower bound goes.
  if (min !== null && max !== null && min > max) min = null;
  return { price: { min, max, cheap }, rest };
}

const dollars = (n: number) => `$${n.toLocaleString("en-US")}`;

/**
 * A price wish in words: "under $300 a night", "$200 to $400 a night", "over $500 a night"; a cheap one with
 * the price it came to once the catalogue has said it ("cheap (the lowest-priced third of our stays, up to $245
 * a night)").
 */
export function priceLabel(price: PriceWish, cheapUpTo?: number | null): string {
  const parts: string[] = [];
  if (price.cheap) {
    const upTo = cheapUpTo ? `, up to ${dollars(cheapUpTo)} a night` : "";
    parts.push(`cheap (the lowest-priced third of our stays${upTo})`);
  }
  const { min, max } = price;
  if (min !== null && max !== null) parts.push(`${dollars(min)} to ${dollars(max)} a night`);
  else if (max !== null) parts.push(`under ${dollars(max)} a night`);
  else if (min !== null) parts.push(`over ${dollars(min)} a night`);
  return parts.join(", ");
}
