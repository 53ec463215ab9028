import KDBush from "kdbush";
import { distanceKm, type Place } from "../places";

/** A live stay as the typeahead knows it. */
export type IndexedStay = {
  id: number;
  name: string;
  slug: string;
  location: string;
  tierLevel: number;
  rating: number;
  categoryId: number | null;
  regionSlug: string | null;
  latitude: number | null;
  longitude: number | null;
};

const KM_PER_DEGREE = 111.2;

/** Lower-cased words without accents, as the typeahead compares text. */
export const foldText = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
const wordsOf = (s: string) =>
  foldText(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The points of `items` (those with one) in a KDBush index, by longitude and latitude. */
export function pointIndex<T>(items: readonly T[], point: (item: T) => { lat: number; lng: number } | null) {
  const located = items.flatMap((item) => {
    const p = point(item);
    return p ? [{ item, p }] : [];
  });
  const index = new KDBush(Math.max(1, located.length));
  for (const { p } of located) index.add(p.lng, p.lat);
  if (!located.length) index.add(0, 90);
  index.finish();
  /** The items within `km` of `p`: a box the index reads, then the exact distance (as place-sql.ts's withinKm). */
  const within = (p: { lat: number; lng: number }, km: number): T[] => {
    const dLat = km / KM_PER_DEGREE;
    const dLng = km / (KM_PER_DEGREE * Math.max(0.05, Math.cos((p.lat * Math.PI) / 180)));
    // A box across the antimeridian keeps only its latitudes.
    const wraps = p.lng - dLng < -180 || p.lng + dLng > 180;
    const ids = wraps
      ? index.range(-180, p.lat - dLat, 180, p.lat + dLat)
      : index.range(p.lng - dLng, p.lat - dLat, p.lng + dLng, p.lat + dLat);
    return ids.flatMap((id) => {
      const hit = located[id];
      return hit && distanceKm(p, hit.p) <= km ? [hit.item] : [];
    });
  };
  return { within, located: located.map((l) => l.p) };
}

const pointOf = (s: IndexedStay) =>
  s.latitude === null || s.longitude === null ? null : { lat: s.latitude, lng: s.longitude };

/**
 * How many live stays a place holds, by the rule the listings search applies (place-sql.ts's placeCondition):
 * a region's own; a country's, state's or group's by the names their name or location carries; a town's within
 * its reach or named; a landscape's within its extent, in its region and countries when it has them.
 */
export function staysAtPlaces(stays: readonly IndexedStay[]) {
  const positions = new Map(stays.map((s, i) => [s, i]));
  const byRegion = new Map<string, number[]>();
  const words = stays.map((s) => wordsOf(`${s.name} ${s.location}`));
  const postings = new Map<string, number[]>();
  stays.forEach((s, i) => {
    if (s.regionSlug) {
      const list = byRegion.get(s.regionSlug);
      if (list) list.push(i);
      else byRegion.set(s.regionSlug, [i]);
    }
    for (const w of new Set(words[i])) {
      const list = postings.get(w);
      if (list) list.push(i);
      else postings.set(w, [i]);
    }
  });
  const points = pointIndex(stays, pointOf);

  const hasPhrase = (i: number, phrase: string[]) => {
    const ws = words[i]!;
    for (let at = 0; at + phrase.length <= ws.length; at++) if (phrase.every((p, k) => ws[at + k] === p)) return true;
    return false;
  };
  const named = (names: string[]) => {
    const found = new Set<number>();
    for (const name of names) {
      const phrase = wordsOf(name);
      if (!phrase.length) continue;
      for (const i of postings.get(phrase[0]!) ?? []) if (hasPhrase(i, phrase)) found.add(i);
    }
    return found;
  };
  const inRegions = (slugs: string[]) => new Set(slugs.flatMap((slug) => byRegion.get(slug) ?? []));
  const area = (place: Place) => new Set(points.within(place.point!, place.km).map((s) => positions.get(s)!));

  return (place: Place): number => {
    const region = place.regions.length ? inRegions(place.regions) : null;
    const names = place.names.length ? named(place.names) : null;
    const near = place.point ? area(place) : null;
    switch (place.kind) {
      case "region":
        return region?.size ?? 0;
      case "group":
      case "country":
      case "state":
        return names?.size ?? 0;
      case "city":
        return new Set([...(names ?? []), ...(near ?? [])]).size;
      case "landscape": {
        const sets = [region, near, names].filter((s): s is Set<number> => s !== null);
        if (!sets.length) return 0;
        const [first, ...rest] = sets.sort((a, b) => a.size - b.size);
        return [...first!].filter((i) => rest.every((s) => s.has(i))).length;
      }
    }
  };
}
