import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { listings } from "./listings";
import { users } from "./users";

export const favorites = pgTable(
  "favorites",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("favorites_user_listing_idx").on(t.userId, t.listingId)],
);

export const pointActions = pgTable("point_actions", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  pointsAwarded: integer("points_awarded").notNull().default(10),
  maxTimesPerDay: integer("max_times_per_day").notNull().default(1),
  cooldownHours: integer("cooldown_hours").notNull().default(24),
  isActive: boolean("is_active").notNull().default(true),
  ...timestamps,
});

/**
 * Append-only: one row per award or spend. A balance is the sum of `delta`.
 * `periodKey` makes once-per-period grants (monthly tier points) unique.
 */
export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    reason: text("reason").notNull(),
    actionId: integer("action_id").references(() => pointActions.id, { onDelete: "set null" }),
    periodKey: text("period_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("points_ledger_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("points_ledger_period_idx").on(t.userId, t.periodKey),
  ],
);

export const memberPreferences = pgTable("member_preferences", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  categoryIds: jsonb("category_ids").$type<number[]>().notNull().default([]),
  regionIds: jsonb("region_ids").$type<number[]>().notNull().default([]),
  amenityIds: jsonb("amenity_ids").$type<number[]>().notNull().default([]),
  travelStyle: text("travel_style"),
  /** 0-3, compared with listings' tierLevel. */
  budgetTier: integer("budget_tier"),
  ...timestamps,
});

export const listingViews = pgTable(
  "listing_views",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("listing_views_user_idx").on(t.userId, t.viewedAt)],
);

export const favoriteCollections = pgTable(
  "favorite_collections",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Random token for the read-only share link; null when not shared. */
    shareToken: text("share_token").unique(),
    ...timestamps,
  },
  (t) => [index("favorite_collections_user_idx").on(t.userId)],
);

export const favoriteCollectionItems = pgTable(
  "favorite_collection_items",
  {
    collectionId: integer("collection_id")
      .notNull()
      .references(() => favoriteCollections.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.listingId] })],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    title: text("title").notNull().default(""),
    body: text("body").notNull(),
    /** Set by a moderator: the review no longer shows nor counts in the rating; the author sees the reason. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    hiddenBy: integer("hidden_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * Deleted by its author. The row stays, so writing again revives it (one review per stay) and the
     * review's points are never earned twice.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex("reviews_listing_user_idx").on(t.listingId, t.userId)],
);

/** A member's short tip for a stay (one per member and stay), moderated like reviews. */
export const listingTips = pgTable(
  "listing_tips",
  {
    id: serial("id").primaryKey(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    hiddenBy: integer("hidden_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [uniqueIndex("listing_tips_listing_user_idx").on(t.listingId, t.userId)],
);

/** Photos members add to a listing's member gallery. */
export const listingMedia = pgTable(
  "listing_media",
  {
    id: serial("id").primaryKey(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Set when the photo was added with the member's review of the stay. */
    reviewId: integer("review_id").references(() => reviews.id, { onDelete: "set null" }),
    url: text("url").notNull(),
    caption: text("caption").notNull().default(""),
    /** Set when a moderator removes the photo from the stay; an admin can restore it. */
    removedAt: timestamp("removed_at", { withTimezone: true }),
    removedReason: text("removed_reason"),
    removedBy: integer("removed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("listing_media_listing_idx").on(t.listingId)],
);
