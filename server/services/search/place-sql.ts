import { and, gte, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { listings, regions } from "../../../db/schema";
import type { Place } from "./places";

type Point = { lat: number; lng: number };
const KM_PER_DEGREE = 111.2;

/** Great-circle km from `p` to a stay, in SQL (null for a stay with no map location). */
export function distanceSql(p: Point) {
  const { latitude: lat, longitude: lng } = listings;
  const dLat = sql`power(sin(radians(${lat} - ${p.lat}) / 2), 2)`;
  const dLng = sql`cos(radians(${p.lat})) * cos(radians(${lat})) * power(sin(radians(${lng} - ${p.lng}) / 2), 2)`;
  return sql<number>`(12742 * asin(least(1, sqrt(${dLat} + ${dLng}))))`;
}

/** Stays within `km` of `p`: a box the (longitude, latitude) index reads, then the exact distance. */
export function withinKm(p: Point, km: number): SQL {
  const dLat = km / KM_PER_DEGREE;
  const dLng = km / (KM_PER_DEGREE * Math.max(0.05, Math.cos((p.lat * Math.PI) / 180)));
  const box = [gte(listings.latitude, p.lat - dLat), lte(listings.latitude, p.lat + dLat)];
  // A box across the antimeridian keeps only its latitudes.
  if (p.lng - dLng >= -180 && p.lng + dLng <= 180) {
    box.push(gte(listings.longitude, p.lng - dLng), lte(listings.longitude, p.lng + dLng));
  }
  return and(...box, sql`${distanceSql(p)} <= ${km}`)!;
}

const inRegions = (slugs: string[]) =>
  inArray(listings.regionId, sql`(select ${regions.id} from ${regions} where ${inArray(regions.slug, slugs)})`);

/** Stays whose name or location says one of `names` (as phrases: "South Africa", "UK"). */
export function namedIn(names: string[]): SQL {
  const query = sql.join(
    names.map((n) => sql`phraseto_tsquery('english', ${n})`),
    sql` || `,
  );
  return sql`${listings.namePlaceVector} @@ (${query})`;
}

/**
 * The stays a place holds: a region's own; a country's, state's or group's by the names their locations
 * carry; a town's within its reach or named by their location; a landscape's within its extent (and its region
 * and countries, when it has them).
 */
export function placeCondition(place: Place): SQL {
  const region = place.regions.length ? inRegions(place.regions) : undefined;
  const named = place.names.length ? namedIn(place.names) : undefined;
  const area = place.point ? withinKm(place.point, place.km) : undefined;
  switch (place.kind) {
    case "region":
      return region ?? sql`false`;
    case "group":
    case "country":
    case "state":
      return named ?? sql`false`;
    case "city":
      return or(named, area) ?? sql`false`;
    case "landscape":
      return and(region, area, named) ?? sql`false`;
  }
}
