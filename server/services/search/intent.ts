import { z } from "zod";
import { LONGEST_PHRASE, VOCABULARY, type Term } from "./vocabulary";

/** What a person asked for, as our catalogue understands it. The provider, when one is set, fills the same shape. */
export const searchIntent = z.object({
  categories: z.array(z.string().max(60)).max(5).default([]),
  regions: z.array(z.string().max(60)).max(8).default([]),
  amenities: z.array(z.string().max(60)).max(10).default([]),
  tier: z.number().int().min(0).max(3).nullable().default(null),
  minRating: z.number().min(0).max(5).nullable().default(null),
  words: z.array(z.string().max(40)).max(12).default([]),
});
export type SearchIntent = z.infer<typeof searchIntent>;

const STOP_WORDS = new Set(
  "a an the in on at by for with and or to of near under over some somewhere place stay stays something find me i we want looking show two three four kids kid family quiet please our my that has have".split(" "),
);

/** Levenshtein distance, stopping early once it passes `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      row.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length]!;
}

// Short words must match exactly ("skies" is not "hikes"); from 6 letters one typo is forgiven, from 9 two.
const allowedTypos = (phrase: string) => (phrase.length < 6 ? 0 : phrase.length < 9 ? 1 : 2);

function lookup(phrase: string): Term | undefined {
  const exact = VOCABULARY.get(phrase);
  if (exact) return exact;
  const budget = allowedTypos(phrase);
  if (!budget) return undefined;
  let best: { term: Term; d: number } | undefined;
  for (const [key, term] of VOCABULARY) {
    if (key.length < 6) continue;
    const d = editDistance(phrase, key, budget);
    if (d <= budget && (!best || d < best.d)) best = { term, d };
  }
  return best?.term;
}

const TIER_WORDS: Record<string, number> = { explorer: 1, insider: 2, elite: 3 };

type Piece = { term: Term; text: string } | { word: string };

/** A query's words, lower-cased, with a star rating ("4.5+", "4 stars") cut out. */
function tokenize(text: string): string[] {
  return text
    .replace(/(\d(?:\.\d)?)\s*(?:\+|stars?|or (?:more|better))/g, " ")
    .split(/[^\p{L}\p{N}-]+/u)
    .filter(Boolean);
}

/** Longest known phrases first, typos forgiven; anything else comes back as a word of its own. */
function scan(tokens: string[]): Piece[] {
  const pieces: Piece[] = [];
  for (let i = 0; i < tokens.length; ) {
    let found: Piece | undefined;
    let n = Math.min(LONGEST_PHRASE, tokens.length - i);
    for (; n >= 1 && !found; n--) {
      const phrase = tokens.slice(i, i + n).join(" ");
      if (n === 1 && STOP_WORDS.has(phrase)) break;
      const term = lookup(phrase) ?? (phrase.includes("-") ? lookup(phrase.replace(/-/g, " ")) : undefined);
      if (term) found = { term, text: phrase };
    }
    if (found) {
      pieces.push(found);
      i += n + 1;
    } else {
      pieces.push({ word: tokens[i]! });
      i += 1;
    }
  }
  return pieces;
}

/** The built-in parser: catalogue words become filters and wishes, the rest free words. */
export function parseIntent(query: string): SearchIntent {
  const intent: SearchIntent = { categories: [], regions: [], amenities: [], tier: null, minRating: null, words: [] };
  const text = query.toLowerCase();
  const rating = text.match(/(\d(?:\.\d)?)\s*(?:\+|stars?|or (?:more|better))/);
  if (rating) intent.minRating = Math.min(5, Number(rating[1]));
  const add = (list: string[], value: string) => list.includes(value) || list.push(value);
  for (const piece of scan(tokenize(text))) {
    if ("term" in piece) {
      const { term } = piece;
      if (term.kind === "category") add(intent.categories, term.slug);
      else if (term.kind === "region") term.slugs.forEach((slug) => add(intent.regions, slug));
      else add(intent.amenities, term.name);
      continue;
    }
    const { word } = piece;
    if (TIER_WORDS[word] !== undefined) intent.tier = TIER_WORDS[word]!;
    else if (!STOP_WORDS.has(word) && word.length > 1 && !/^\d+$/.test(word) && intent.words.length < 12) add(intent.words, word);
  }
  return intent;
}

/** For keyword search: each amenity or category named (by any of its words) with the text that named it, and the other words. */
export type KeywordPiece = { kind: "amenity"; name: string; text: string } | { kind: "category"; slug: string; text: string } | { kind: "word"; text: string };

export function keywordPieces(search: string): KeywordPiece[] {
  return scan(tokenize(search.toLowerCase())).map((piece): KeywordPiece => {
    if (!("term" in piece)) return { kind: "word", text: piece.word };
    const { term, text } = piece;
    if (term.kind === "amenity") return { kind: "amenity", name: term.name, text };
    if (term.kind === "category") return { kind: "category", slug: term.slug, text };
    return { kind: "word", text };
  });
}
