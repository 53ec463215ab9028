// Generated stays for npm run bench:scale, with text shaped like a real marketplace's: descriptions draw
// their words from a 20,000-word vocabulary with a Zipf distribution (a word's share of the text falls as
// 1/rank), so "the" and "with" fill a third of it (and are not indexed), "cabin" or "lake" is in one stay
// in six to ten, "glacier" in one in fifty, and most words are in a few dozen stays. Names carry the stay's
// kind, which follows its category; categories are skewed too (cabins are the most common).
// Deterministic: the same count gives the same stays, on PostgreSQL and on the embedded database.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { seedCatalog } from "../db/seed";

/** Ranks 1-30: words every description has, which the English search configuration drops. */
const STOP = `the and a with of to in is for on your from you our at by this an as it are or be all its into has`.split(
  /\s+/,
);
while (STOP.length < 30) STOP.push(STOP[STOP.length % 10]!);

/** Then the marketplace's own words, most used first ("cabin" at rank 33 is in about one description in six). */
const COMMON = `view private cabin lake forest mountain deck hot tub fireplace kitchen bedroom river trail sunset modern
  cozy wood stone beach ocean garden breakfast sauna quiet wild retreat nature star valley pine cedar porch terrace
  loft treehouse suite window morning hiking coffee snow ski fire pool dome yurt cottage chalet lodge villa barn
  ranch farm glass timber meadow canyon desert creek waterfall island spring bath shower linen wool copper
  handmade local organic kayak canoe paddle bike horse wildlife bird whale bear elk owl heron firefly telescope
  library piano chef wine cheese bakery tea spa massage plunge hammock swing firepit lantern candle boat dock
  sand dune cove lagoon reef cliff cave ridge summit alpine vineyard orchard jungle rainforest volcano crater
  marsh fjord glacier aurora tent airstream houseboat bungalow hideaway sanctuary secluded starry northern lights
  sunrise misty golden rustic stargazing snowshoe wetsuit surf tide lighthouse harbor prairie steppe savanna
  safari lodgepole birch aspen maple oak redwood sequoia cypress juniper sage lavender olive citrus mango palm
  bamboo teak slate granite basalt limestone sandstone adobe clay thatch canvas`
  .split(/\s+/)
  .filter(Boolean);

/** The second half of a stay's place ("Kalomix, Highlands"). */
const PLACES =
  `Highlands Coast Valley Peninsula Hills Bay Heights Falls Springs Point Woods Shores Basin Plateau Gorge Pass`.split(
    " ",
  );

const SYLLABLES = `ka lo mi ra ven tor sel dun bri ash mar quel fen oru tal wyn ges pim sor cal dra lem nis oth bar kel
  rin zu fa yol hed gri nam pes ulo var tesk mund orb ilv yar kos pra leth sim dov ech`
  .split(/\s+/)
  .filter(Boolean);

/** The rest of the vocabulary: made-up words, each its own lexeme (names of places, trees, dishes, makers...). */
function longTail(count: number): string[] {
  const out: string[] = [];
  const n = SYLLABLES.length;
  for (let i = 0; out.length < count; i++) {
    const a = SYLLABLES[i % n]!;
    const b = SYLLABLES[Math.floor(i / n) % n]!;
    const c = SYLLABLES[Math.floor(i / (n * n)) % n]!;
    out.push(i < n * n ? `${b}${a}${c}x` : `${c}${b}${a}qu`);
  }
  return out;
}

export const VOCABULARY_SIZE = 20_000;
const VOCABULARY = [...STOP, ...COMMON, ...longTail(VOCABULARY_SIZE - STOP.length - COMMON.length)];

/** The kind in a stay's name, by category id (db/seed/catalog.ts). */
const KINDS_BY_CATEGORY: Record<number, string[]> = {
  1: ["Cabin", "Cabin", "Log Cabin", "A-Frame"],
  2: ["Treehouse", "Treehouse", "Canopy Nest", "Tree Loft"],
  3: ["Dome", "Yurt", "Safari Tent", "Bell Tent"],
  4: ["Tiny Home", "Tiny House", "Micro Cabin", "Studio"],
  5: ["Lake House", "Boathouse", "Cottage", "Retreat"],
  6: ["Beach House", "Villa", "Bungalow", "Cottage"],
  7: ["Chalet", "Lodge", "Mountain Lodge", "Chalet"],
  8: ["Casita", "Desert House", "Adobe", "Dome"],
  9: ["Farmhouse", "Barn", "Farm Stay", "Vineyard House"],
  10: ["Houseboat", "Float House", "River Suite", "Houseboat"],
  11: ["Cave House", "Cave Suite", "Cliff Dwelling", "Cave House"],
  12: ["Island Villa", "Island Lodge", "Islet Cabin", "Island Villa"],
  13: ["Airstream", "Motorcoach", "Vintage Trailer", "Airstream"],
};

const lit = (items: readonly string[]) => `array[${items.map((w) => `'${w.replace(/'/g, "''")}'`).join(",")}]::text[]`;

// A deterministic uniform number in [0, 1) from a seed.
const unit = (seed: string) => `((hashint8((${seed})::bigint)::bigint + 2147483648) / 4294967296.0)`;
// A Zipf-distributed rank in 1..n: rank = n^u has density proportional to 1/rank.
const zipf = (seed: string, n: string) => `least(${n}, floor(power(${n}::float8, ${unit(seed)}))::int)`;

/**
 * Generated stays: names, places and 40-120 words of description each; prices, ratings, places on the map, minimum
 * nights and calendars.
 */
export async function generateStays(database: Database, count: number) {
  const { db } = database;
  await seedCatalog(db);
  const kinds = Object.entries(KINDS_BY_CATEGORY).flatMap(([, ks]) => ks);
  // The words are a constant of the statement: an array read from a table would be unpacked again for every word.
  const words = `(select ${lit(VOCABULARY)} as w, ${lit(kinds)} as k, ${lit(COMMON)} as c, ${lit(PLACES)} as p) words`;
  const batch = 10_000;
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    // category: Zipf over the 13 (cabins about a quarter, RV camping 3%); kind: one of its 4 kinds.
    await db.execute(
      sql.raw(`
      insert into listings (name, slug, description, location, main_image, tier_level, rating, review_count, featured, approved,
        category_id, primary_category_id, region_id, latitude, longitude, nightly_price, max_guests, min_nights, created_at,
        archived_at)
      select
        initcap(c[${zipf("i * 3 + 1", "100")} + 20]) || ' ' || initcap(w[${zipf("i * 3 + 2", "20000")} % 19000 + 1000]) || ' ' || k[(cat - 1) * 4 + 1 + (i % 4)],
        'scale-stay-' || i,
        '<p>' || (select string_agg(w[${zipf("i::bigint * 131 + j", "20000")}], ' ') from generate_series(1, 40 + (i * 13) % 81) j) || '.</p>',
        initcap(w[1000 + ${zipf("i * 3 + 3", "5000")}]) || ', ' || p[1 + (i * 7) % array_length(p, 1)],
        '/images/hero-landscape.svg',
        (i * 7) % 4,
        ((i * 37) % 51) / 10.0,
        (i * 17) % 200,
        i % 500 = 0,
        i % 50 <> 0,
        cat, cat,
        (i * 5) % 19,
        -60 + ((i * 7919) % 13000) / 100.0,
        -180 + ((i::bigint * 104729) % 36000) / 100.0,
        case when i % 20 = 0 then null else 5000 + ((i * 7) % 1000) * 100 end,
        2 + (i % 8),
        1 + (i % 7) / 5,
        now() - ((i % 1000) || ' days')::interval,
        case when i % 97 = 0 then now() else null end
      from (select i, ${zipf("i * 3", "13")} as cat from generate_series(${from}, ${to}) i) s, ${words}`),
    );
    process.stdout.write(`  ${to.toLocaleString("en-US")} stays\r`);
  }
  await db.execute(sql`
    insert into listing_amenities (listing_id, amenity_id)
    select l.id, a.ids[1 + (l.id * n) % array_length(a.ids, 1)]
    from listings l, generate_series(1, 5) n, (select array_agg(id order by id) as ids from amenities) a
    on conflict do nothing`);
  // Calendars: a third of the stays closed by their owners for ten nights somewhere in the next ten weeks, and one in
  // eleven with a synced calendar booked for a week, so a search with dates leaves out a share of every other result.
  await db.execute(sql`
    insert into listing_blocked_nights (listing_id, night)
    select l.id, current_date + ((l.id * 7) % 60 + n) from listings l, generate_series(0, 9) n where l.id % 3 = 0`);
  await db.execute(sql`
    insert into calendar_feeds (listing_id, url)
    select id, 'https://calendar.example/' || id || '.ics' from listings where id % 11 = 0`);
  await db.execute(sql`
    insert into feed_booked_nights (feed_id, listing_id, night)
    select f.id, f.listing_id, current_date + ((f.listing_id * 13) % 50 + n) from calendar_feeds f, generate_series(0, 6) n`);
  // As autovacuum leaves a table after a bulk load: the amenity triggers rewrote every stay once (migration 0021).
  await db.execute(sql`vacuum analyze`);
  process.stdout.write("\n");
}

/** Words of the generated text for the bench's searches: a long-tail word (a few dozen stays) by its rank. */
export const vocabularyWord = (rank: number) => VOCABULARY[rank - 1]!;
