import { CATEGORIES } from "../../../db/seed/catalog";
import type { Db } from "../../../db/client";
import { distanceKm } from "./places";
import { notUnderstoodNote, pricedNote, relaxedNote, widenedNote, wordsWithoutStays } from "./notes";
import { cheapestThirdUpTo } from "./price-filter";
import { priceLabel } from "./price-words";
import type { ReadQuery } from "./read-query";

/** The furthest "near X" looks, widening from its first radius when nothing is close. */
export const MAX_NEAR_KM = 1200;

const categoryName = new Map(CATEGORIES.map((c) => [c.slug as string, c.name]));
const leftOut = (piece: ReadQuery["pieces"][number]) =>
  piece.kind === "amenity" ? piece.name : piece.kind === "category" ? (categoryName.get(piece.slug) ?? piece.slug) : "";

/**
 * When nothing matches every constraint, the softest goes first: a "near" radius doubles (up to MAX_NEAR_KM),
 * then wished-for amenities go, then the price, then the kind of building, each only while something else asked
 * for still holds. A place the traveller named is never left out, nor a word: results never fill up with stays that
 * ignore what was asked. `left` names what went; null when nothing more can go.
 */
function relaxOnce(read: ReadQuery): { read: ReadQuery; left: string[] } | null {
  if (read.near && read.near.km < MAX_NEAR_KM) {
    return { read: { ...read, near: { ...read.near, km: Math.min(MAX_NEAR_KM, read.near.km * 2) } }, left: [] };
  }
  for (const kind of ["amenity", "price", "category"] as const) {
    // With nothing else left, every stay would match.
    if (kind === "price") {
      if (read.price && (read.pieces.length || read.near))
        return { read: { ...read, price: null }, left: [priceLabel(read.price)] };
      continue;
    }
    const pieces = read.pieces.filter((p) => p.kind !== kind);
    const left = read.pieces.filter((p) => p.kind === kind).map(leftOut);
    if (left.length && (pieces.length || read.price || read.near)) return { read: { ...read, pieces }, left };
  }
  return null;
}

/**
 * A search run until something matches or nothing is left to relax, with what it tells the traveller: the
 * words no stay has when nothing matched (a search with matches asks no more: at 100,000 stays each word's
 * check costs a text-index read), how far a "near" search had to look, and what it left out.
 */
export async function searchRelaxing<T extends { total: number }>(
  db: Db,
  first: ReadQuery,
  run: (read: ReadQuery) => Promise<T>,
): Promise<T & { read: ReadQuery; notes: string[] }> {
  let read = first;
  const left: string[] = [];
  for (;;) {
    const found = await run(read);
    const step = found.total === 0 ? relaxOnce(read) : null;
    if (!step) {
      const unknown = found.total === 0 ? await wordsWithoutStays(db, read.pieces) : [];
      const widened = first.near && read.near && read.near.km !== first.near.km;
      const cheapUpTo = read.price?.cheap ? await cheapestThirdUpTo(db) : null;
      return {
        ...found,
        read,
        notes: [
          ...unknown.map(notUnderstoodNote),
          ...(widened ? [widenedNote(first.near!.place.label, first.near!.km, read.near!.km)] : []),
          // A price read from the words is said back, as the search box has no chip for it.
          ...(read.price ? [pricedNote(priceLabel(read.price, cheapUpTo))] : []),
          // Said only of stays shown: leaving something out that found nothing either is no news.
          ...(left.length && found.total > 0 ? [relaxedNote(left)] : []),
        ],
      };
    }
    left.push(...step.left);
    read = step.read;
  }
}

/** Stays with their `distanceKm` from the place a "near" search named, where they have one. */
export function withDistance<T extends object>(
  stays: T[],
  distances: (number | null)[],
): (T & { distanceKm?: number })[] {
  return stays.map((stay, i) => {
    const km = distances[i];
    return km === null || km === undefined ? stay : { ...stay, distanceKm: km };
  });
}

/** A stay's distance from the place a "near" search named, in whole km (null when it has no map location). */
export function distanceFrom(read: ReadQuery, stay: { latitude: number | null; longitude: number | null }) {
  const point = read.near?.place.point;
  if (!point || stay.latitude === null || stay.longitude === null) return null;
  return Math.round(distanceKm(point, { lat: stay.latitude, lng: stay.longitude }));
}
