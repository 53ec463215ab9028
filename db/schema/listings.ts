import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { amenities, categories, regions } from "./catalog";
import { users } from "./users";

export type AiTag = { name: string; lowConfidence: boolean };

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const listings = pgTable(
  "listings",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull(),
    location: text("location").notNull(),
    mainImage: text("main_image").notNull(),
    gallery: jsonb("gallery").$type<string[]>().notNull().default([]),
    externalUrl: text("external_url"),
    tierLevel: integer("tier_level").notNull().default(0),
    /**
     * The average stars of the stay's visible member reviews and how many there are, kept by
     * server/services/community/listing-rating.ts whenever a review changes; 0 and 0 with none
     * (so "top rated" sorts unreviewed stays last). Never typed in by anyone.
     */
    rating: real("rating").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    verified: boolean("verified").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    approved: boolean("approved").notNull().default(true),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    categoryId: integer("category_id").references(() => categories.id),
    primaryCategoryId: integer("primary_category_id").references(() => categories.id),
    regionId: integer("region_id").references(() => regions.id),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    aiTags: jsonb("ai_tags").$type<AiTag[]>().notNull().default([]),
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
    // Prices are shown, never charged here: booking happens on the stay's own site. Amounts are in the
    // currency's minor unit (cents); a stay without a nightly price shows none.
    nightlyPrice: integer("nightly_price"),
    /** Friday and Saturday nights, when they cost more. */
    weekendPrice: integer("weekend_price"),
    cleaningFee: integer("cleaning_fee"),
    currency: text("currency").notNull().default("USD"),
    /** How many guests the stay sleeps; a search for more passes it by. */
    maxGuests: integer("max_guests").notNull().default(4),
    /** The shortest stay the owner takes, in nights. */
    minNights: integer("min_nights").notNull().default(1),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(location, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')`,
    ),
    /**
     * The name and place alone: what a reader below the stay's tier may search it by (keyword-search.ts).
     * Stored, not an index expression, so a search that reads a stay finds it ready instead of parsing its
     * name and place again (at 100,000 stays that re-parse was most of a search's time).
     */
    namePlaceVector: tsvector("name_place_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(location, '')), 'B')`,
    ),
    /**
     * The ids of the stay's amenities, sorted: a copy of its listing_amenities rows that the triggers of
     * migration 0020 keep in step with every write of them. Filters and keyword searches find an amenity's
     * stays through its GIN index (`amenity_ids @> array[id]`), which also ORs with the text indexes.
     */
    amenityIds: integer("amenity_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    ...timestamps,
  },
  (t) => [
    index("listings_amenity_ids_idx").using("gin", t.amenityIds),
    index("listings_search_idx").using("gin", t.searchVector),
    // A visitor's words in the full text: only live stays of tier 0 are theirs to search there. ANDing the index above
    // with the tier's (a quarter of all stays) cost more than the search (decision 019, 2026-11-27).
    index("listings_open_search_idx")
      .using("gin", t.searchVector)
      .where(sql`${t.tierLevel} <= 0 and ${t.archivedAt} is null and ${t.approved}`),
    // Below a stay's tier, search matches its name and place only (keyword-search.ts): the same expression, indexed.
    index("listings_name_place_search_idx").using("gin", t.namePlaceVector),
    index("listings_category_idx").on(t.categoryId),
    index("listings_region_idx").on(t.regionId),
    index("listings_featured_idx").on(t.featured),
    index("listings_nightly_price_idx").on(t.nightlyPrice),
    // Lists sort live stays top rated first: a page of them is read in this order, not sorted from all.
    index("listings_live_rating_idx")
      .on(t.rating.desc().nullsFirst(), t.reviewCount.desc().nullsFirst(), t.id)
      .where(sql`${t.archivedAt} is null and ${t.approved}`),
    // The same per category: a search's best-rated stays of a category it names are read in order, not sorted from all
    // of them.
    index("listings_live_category_rating_idx")
      .on(t.categoryId, t.rating.desc().nullsFirst(), t.reviewCount.desc().nullsFirst(), t.id)
      .where(sql`${t.archivedAt} is null and ${t.approved}`),
    // A map area's stays, live, by place: its count reads this index, not every stay (a box west to east is a range
    // here).
    index("listings_live_place_idx")
      .on(t.longitude, t.latitude)
      .where(sql`${t.archivedAt} is null and ${t.approved}`),
    // Newest first is a page walked in this order, whatever else filters it (a region's newest read 5,000 stays and
    // sorted them).
    index("listings_live_newest_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.archivedAt} is null and ${t.approved}`),
    // A tier's stays best rated first, and their count: read from here, not from a heap page per stay.
    index("listings_live_tier_rating_idx")
      .on(t.tierLevel, t.rating.desc().nullsFirst(), t.reviewCount.desc().nullsFirst(), t.id)
      .where(sql`${t.archivedAt} is null and ${t.approved}`),
  ],
);

export const listingAmenities = pgTable(
  "listing_amenities",
  {
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    amenityId: integer("amenity_id")
      .notNull()
      .references(() => amenities.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.amenityId] }), index("listing_amenities_amenity_idx").on(t.amenityId)],
);
