import { resolvePlace, resolvePlaceLoosely, type Place } from "./places";
import { readPriceWords, type PriceWish } from "./price-words";
import { allowedTypos, editDistance } from "./typos";
import { LONGEST_PHRASE, VOCABULARY, type Term } from "./vocabulary";

/**
 * How every search reads a traveller's words: each word is understood (a category, an amenity, a place),
 * matched as text, or, when it sits where a place goes and no place has that name, reported back.
 * Stop words are read for their sense ("in", "near") and never searched for.
 */
export type QueryPiece =
  | { kind: "category"; slug: string; text: string }
  | { kind: "amenity"; name: string; text: string }
  | { kind: "place"; place: Place; text: string }
  | { kind: "word"; text: string };

/** "near X", "around X", "close to X", "within 2 hours of X": stays by distance from X, up to `km` at first. */
type Near = { place: Place; km: number; text: string };

export type ReadQuery = { pieces: QueryPiece[]; near: Near | null; minRating: number | null; price: PriceWish | null };

export const STOP_WORDS = new Set(
  (
    "a an the in on at by for with and or to of near under over some somewhere place stay stays something find me " +
    "i we want looking show two three four kids kid family quiet please our my that has have around close " +
    "within from " +
    "is are be it this any anywhere nearby " +
    // Words for any stay at all: every stay is one, so no stay need say it.
    "house houses home homes villa villas cottage cottages accommodation hotel hotels rental rentals retreat " +
    "retreats getaway getaways trip holiday holidays vacation vacations weekend"
  ).split(" "),
);

/** Where a place goes: after these words a town of any size counts as a place. */
const PLACE_WORDS = new Set(["in", "at", "around", "near", "to", "from", "of", "visit", "visiting", "nearby"]);

/** The radius "near X" starts with; "within 2 hours" is 160 km (80 km an hour). */
const NEAR_KM = 150;
const KM_PER_HOUR = 80;

/** A category or amenity (places are read by places.ts), exactly or with the typos its length allows. */
function lookup(phrase: string, typos: boolean): Term | undefined {
  const exact = VOCABULARY.get(phrase);
  if (exact) return exact.kind === "region" ? undefined : exact;
  const budget = allowedTypos(phrase);
  if (!typos || !budget) return undefined;
  let best: { term: Term; d: number } | undefined;
  for (const [key, term] of VOCABULARY) {
    if (key.length < 6 || term.kind === "region") continue;
    const d = editDistance(phrase, key, budget);
    if (d <= budget && (!best || d < best.d)) best = { term, d };
  }
  return best?.term;
}

const RATING = /(\d(?:\.\d)?)\s*(?:\+|stars?|or (?:more|better))/;
// "within 2 hours of", "within 90 minutes of", "within 50 km of", "within 30 miles of"
const UNITS = "hours?|hrs?|h|minutes?|mins?|km|kilometers?|kilometres?|miles?|mi";
const WITHIN = new RegExp(`^within (\\d+(?:\\.\\d+)?) ?(${UNITS})(?: drive| driving)? (?:of|from) `);

/** A query's words, lower-cased, with a star rating ("4.5+", "4 stars") cut out. */
function tokenize(text: string): string[] {
  return text
    .replace(new RegExp(RATING.source, "g"), " ")
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((w) => w.replace(/^'+|'+$/g, ""))
    .filter(Boolean);
}

function withinKm(amount: number, unit: string): number {
  if (unit.startsWith("h")) return amount * KM_PER_HOUR;
  if (unit.startsWith("min")) return (amount / 60) * KM_PER_HOUR;
  if (unit.startsWith("mi")) return amount * 1.609;
  return amount;
}

/** Where "near" starts at token `i`: how many tokens it takes and the radius it asks for. */
function nearAt(tokens: string[], i: number): { take: number; km: number } | null {
  const t = tokens[i];
  if (t === "near" || t === "around" || t === "nearby") return { take: 1, km: NEAR_KM };
  if (t === "close" && tokens[i + 1] === "to") return { take: 2, km: NEAR_KM };
  if (t === "within") {
    const m = `${tokens.slice(i, i + 6).join(" ")} `.match(WITHIN);
    const km = m ? Math.max(1, Math.min(2000, withinKm(Number(m[1]), m[2]!))) : 0;
    if (m) return { take: m[0].trim().split(" ").length, km };
  }
  return null;
}

/** The longest place starting at token `i` (up to four words), skipping a leading "the". */
function placeAt(tokens: string[], i: number, placeContext: boolean) {
  for (let n = Math.min(4, tokens.length - i); n >= 1; n--) {
    const text = tokens.slice(i, i + n).join(" ");
    if (n === 1 && STOP_WORDS.has(text) && text !== "the") continue;
    const place = resolvePlace(text, placeContext);
    if (place) return { place, text, take: n };
  }
  return null;
}

/** A curated place or country with a typo, longest first, when nothing else reads the words. */
function loosePlaceAt(tokens: string[], i: number) {
  for (let n = Math.min(4, tokens.length - i); n >= 1; n--) {
    const text = tokens.slice(i, i + n).join(" ");
    if (n === 1 && STOP_WORDS.has(text)) return null;
    const place = resolvePlaceLoosely(text);
    if (place) return { place, text, take: n };
  }
  return null;
}

/** The longest category or amenity phrase starting at token `i`, as typed or with the typos allowed. */
function termAt(tokens: string[], i: number, typos: boolean): { piece: QueryPiece; take: number } | null {
  for (let n = Math.min(LONGEST_PHRASE, tokens.length - i); n >= 1; n--) {
    const phrase = tokens.slice(i, i + n).join(" ");
    if (n === 1 && STOP_WORDS.has(phrase)) return null;
    const term = lookup(phrase, typos) ?? (phrase.includes("-") ? lookup(phrase.replace(/-/g, " "), typos) : undefined);
    if (term?.kind === "category") return { piece: { kind: "category", slug: term.slug, text: phrase }, take: n };
    if (term?.kind === "amenity") return { piece: { kind: "amenity", name: term.name, text: phrase }, take: n };
  }
  return null;
}

/** Reads a query: longest known phrases first, typos forgiven; anything else is a word to match as text. */
export function readQuery(query: string): ReadQuery {
  // Price words first ("under $300", "cheap"): their numbers are no rating and their words no text.
  const lower = query.toLowerCase().replace(/\s+/g, " ").trim();
  const priced = readPriceWords(lower);
  const text = priced ? priced.rest.replace(/\s+/g, " ").trim() : lower;
  const rating = text.match(RATING);
  const tokens = tokenize(text);
  const pieces: QueryPiece[] = [];
  let near: Near | null = null;
  let placeContext = false;
  let nearKm: number | null = null;
  for (let i = 0; i < tokens.length;) {
    const asksNear = nearAt(tokens, i);
    if (asksNear) {
      nearKm = asksNear.km;
      placeContext = true;
      i += asksNear.take;
      continue;
    }
    const token = tokens[i]!;
    // Catalogue words as typed, then places, then catalogue words with a typo, each longest first.
    const exact = termAt(tokens, i, false);
    const placed = placeAt(tokens, i, placeContext);
    // The longer reading wins ("lake powell" is a place, "lake house" a category); a tie goes to the catalogue.
    const term = exact && (!placed || exact.take >= placed.take) ? exact : null;
    const found = term ? null : placed;
    const loose = term || found ? null : termAt(tokens, i, true);
    const place = found ?? (term || loose ? null : loosePlaceAt(tokens, i));
    let taken = 1;
    if (term ?? loose) {
      pieces.push((term ?? loose)!.piece);
      taken = (term ?? loose)!.take;
    } else if (place) {
      if (nearKm !== null && place.place.point && !near) near = { place: place.place, km: nearKm, text: place.text };
      else pieces.push({ kind: "place", place: place.place, text: place.text });
      taken = place.take;
    } else if (!STOP_WORDS.has(token) && !/^\d+(\.\d+)?$/.test(token)) pieces.push({ kind: "word", text: token });
    placeContext = PLACE_WORDS.has(token) || (placeContext && token === "the");
    if (!PLACE_WORDS.has(token)) nearKm = placeContext ? nearKm : null;
    i += taken;
  }
  const minRating = rating ? Math.min(5, Number(rating[1])) : null;
  return { pieces: dedupe(pieces).slice(0, 12), near, minRating, price: priced?.price ?? null };
}

/** What a piece names, so the same wish said twice counts once. */
const pieceKey = (p: QueryPiece) => {
  if (p.kind === "place") return `place:${p.place.label}`;
  const what = p.kind === "word" ? p.text : p.kind === "category" ? p.slug : p.name;
  return `${p.kind}:${what}`;
};

function dedupe(pieces: QueryPiece[]): QueryPiece[] {
  const seen = new Set<string>();
  return pieces.filter((p) => {
    if (seen.has(pieceKey(p))) return false;
    seen.add(pieceKey(p));
    return true;
  });
}
