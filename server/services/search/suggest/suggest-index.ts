import { bareWordTowns, distanceKm, namedPlaces, resolvePlace, type Place } from "../places";
import { VOCABULARY } from "../vocabulary";
import { KEY_START, keyTableBuilder, type KeyTable } from "./key-table";
import { pointIndex, staysAtPlaces, type IndexedStay } from "./stays-at-places";

/** What the typeahead offers, before a reader's tier decides whether a stay shows locked. */
export type Suggestable =
  | { kind: "destination"; label: string; place: Place["kind"]; stays: number }
  | { kind: "category"; label: string; slug: string; stays: number }
  | { kind: "stay"; label: string; slug: string; location: string; tierLevel: number };

/** Suggestions and how much each weighs beside its match (a destination's stays, a stay's rating); keys by kind. */
export type SuggestIndex = {
  entries: Array<{ item: Suggestable; weight: number }>;
  /** Destinations and categories: few, so every match is read. */
  places: KeyTable;
  /** Stays by name: as many as the catalogue, so a short prefix reads only the first of its matches. */
  stays: KeyTable;
};

type CategoryRow = { id: number; name: string; slug: string };

/** How near a stay a town must lie to be offered as the stay's town. */
const TOWN_REACH_KM = 25;

let towns: ReturnType<typeof pointIndex<ReturnType<typeof bareWordTowns>[number]>> | null = null;
/** Towns a bare word names, on the map (built once: GeoNames does not change while the server runs). */
const townIndex = () => (towns ??= pointIndex(bareWordTowns(), (t) => t));

/** The towns stays lie in: the first part of a stay's location ("Seattle, Washington, USA"), and the nearest town. */
function stayTowns(stays: readonly IndexedStay[]): Set<string> {
  const names = new Set<string>();
  for (const s of stays) {
    const first = s.location.split(",")[0]?.trim();
    if (first) names.add(first);
    if (s.latitude === null || s.longitude === null) continue;
    const p = { lat: s.latitude, lng: s.longitude };
    let nearest: { name: string; km: number } | undefined;
    for (const town of townIndex().within(p, TOWN_REACH_KM)) {
      const km = distanceKm(p, town);
      if (!nearest || km < nearest.km) nearest = { name: town.name, km };
    }
    if (nearest) names.add(nearest.name);
  }
  return names;
}

/** Destinations with stays: our regions, places.json's, countries and the towns stays lie in, by all their names. */
function destinations(stays: readonly IndexedStay[]) {
  const places = new Map<string, { place: Place; names: Set<string> }>();
  const add = (name: string, named: Place) => {
    // A suggestion searches its label: it is the place the search makes of the label (Australia the region,
    // not the country of the same name), under every name that leads there.
    const place = resolvePlace(named.label) ?? named;
    const key = `${place.kind}:${place.label}`;
    const known = places.get(key) ?? { place, names: new Set<string>() };
    known.names.add(name);
    places.set(key, known);
  };
  for (const { name, place } of namedPlaces()) add(name, place);
  for (const name of stayTowns(stays)) {
    // What the listings search makes of the name is what the suggestion searches and counts.
    const place = resolvePlace(name);
    if (place) add(name, place);
  }
  const count = staysAtPlaces(stays);
  return [...places.values()].flatMap(({ place, names }) => {
    const stays = count(place);
    return stays ? [{ place, names, stays }] : [];
  });
}

/** Everything the typeahead answers from, worked out once for the live stays and the catalogue's categories. */
export function buildSuggestIndex(stays: readonly IndexedStay[], categories: readonly CategoryRow[]): SuggestIndex {
  const entries: SuggestIndex["entries"] = [];
  const places = keyTableBuilder();
  const stayKeys = keyTableBuilder();

  for (const { place, names, stays: n } of destinations(stays)) {
    const ref =
      entries.push({ item: { kind: "destination", label: place.label, place: place.kind, stays: n }, weight: n }) - 1;
    places.add(place.label, ref, KEY_START.label);
    for (const name of names) places.add(name, ref, KEY_START.alias);
  }

  const perCategory = new Map<number, number>();
  for (const s of stays)
    if (s.categoryId !== null) perCategory.set(s.categoryId, (perCategory.get(s.categoryId) ?? 0) + 1);
  for (const c of categories) {
    const n = perCategory.get(c.id) ?? 0;
    if (!n) continue;
    const ref = entries.push({ item: { kind: "category", label: c.name, slug: c.slug, stays: n }, weight: n }) - 1;
    places.add(c.name, ref, KEY_START.label);
    // The catalogue's words for it: "chalet" and "hut" for cabins, "yurt" for glamping (vocabulary.ts).
    for (const [word, term] of VOCABULARY)
      if (term.kind === "category" && term.slug === c.slug) places.add(word, ref, KEY_START.alias);
  }

  for (const s of stays) {
    const item = { kind: "stay" as const, label: s.name, slug: s.slug, location: s.location, tierLevel: s.tierLevel };
    stayKeys.add(s.name, entries.push({ item, weight: s.rating }) - 1, KEY_START.label);
  }
  return { entries, places: places.build(), stays: stayKeys.build() };
}
