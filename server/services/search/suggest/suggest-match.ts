import { KEY_START, keysFrom, keyText, oneTypoAway, type KeyHit } from "./key-table";
import type { Suggestable, SuggestIndex } from "./suggest-index";

/** How many suggestions the typeahead shows at most, and of each kind. */
const SUGGESTION_LIMIT = 8;
const PER_KIND: Record<Suggestable["kind"], number> = { destination: 5, category: 3, stay: 5 };

/** How many of the stays' keys a prefix reads at most (a one-letter prefix of 100,000 names stops here). */
const STAY_KEYS_READ = 400;
/** Of the destinations' and categories' keys: all of a real catalogue's. */
const PLACE_KEYS_READ = 5_000;
/** Per text one typo away, in either table. */
const TYPO_KEYS_READ = 20;
/** A typo is forgiven from this many letters typed (fewer find too much) up to TYPO_UP_TO (longer find it without). */
const TYPO_FROM = 5;
const TYPO_UP_TO = 24;

/** A match from a label's start outranks one from an alias's, which outranks one from a later word. */
const START_SCORE = { [KEY_START.label]: 100, [KEY_START.alias]: 90, [KEY_START.laterWord]: 70 };
const WHOLE_KEY = 15;
const TYPO = 40;

/** What a suggestion weighs beside its match: a destination's or category's stays, a stay's rating (up to 10). */
function popularity({ item, weight }: SuggestIndex["entries"][number]): number {
  if (item.kind === "stay") return 2 * weight;
  const perDoubling = item.kind === "destination" ? 4 : 3;
  return Math.min(6 * perDoubling, perDoubling * Math.log2(1 + weight));
}

/**
 * The suggestions for what was typed, best first: keys beginning with it (a label, an alias, a later word of
 * either), then, when those leave room, keys beginning with a text one typo away. At most SUGGESTION_LIMIT.
 */
export function matchSuggestions(index: SuggestIndex, typed: string): Suggestable[] {
  const q = keyText(typed);
  if (!q) return [];
  const scores = new Map<number, number>();
  const consider = (typo: boolean) => (hit: KeyHit) => {
    const score =
      START_SCORE[hit.start] + (hit.whole ? WHOLE_KEY : 0) - (typo ? TYPO : 0) + popularity(index.entries[hit.ref]!);
    if (score > (scores.get(hit.ref) ?? -Infinity)) scores.set(hit.ref, score);
  };
  keysFrom(index.places, q, PLACE_KEYS_READ, consider(false));
  keysFrom(index.stays, q, STAY_KEYS_READ, consider(false));
  if (scores.size < SUGGESTION_LIMIT && q.length >= TYPO_FROM && q.length <= TYPO_UP_TO) {
    for (const near of oneTypoAway(q)) {
      keysFrom(index.places, near, TYPO_KEYS_READ, consider(true));
      keysFrom(index.stays, near, TYPO_KEYS_READ, consider(true));
    }
  }
  // Ties go by label, by code unit: a one-letter prefix ranks thousands, where localeCompare took milliseconds.
  const label = (ref: number) => index.entries[ref]!.item.label;
  const ranked = [...scores].sort(
    ([a, x], [b, y]) => y - x || (label(a) < label(b) ? -1 : label(a) > label(b) ? 1 : 0),
  );
  const taken: Record<Suggestable["kind"], number> = { destination: 0, category: 0, stay: 0 };
  const out: Suggestable[] = [];
  for (const [ref] of ranked) {
    const { item } = index.entries[ref]!;
    if (taken[item.kind] >= PER_KIND[item.kind]) continue;
    taken[item.kind]++;
    out.push(item);
    if (out.length === SUGGESTION_LIMIT) break;
  }
  return out;
}
