import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

export const categories = pgTable("categories", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  description: text("description").notNull().default(""),
  image: text("image"),
});

export const regions = pgTable("regions", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  description: text("description").notNull().default(""),
});

export const amenities = pgTable("amenities", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  category: text("category").notNull(),
  icon: text("icon").notNull(),
});

export const membershipPlans = pgTable("membership_plans", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
  shortName: text("short_name").notNull(),
  /** Cents per month. */
  price: integer("price").notNull(),
  monthlyPoints: integer("monthly_points").notNull(),
  benefits: jsonb("benefits").$type<string[]>().notNull(),
  popular: boolean("popular").notNull().default(false),
  description: text("description").notNull(),
  storyInvitation: boolean("story_invitation").notNull().default(false),
});

/** One-time purchases: owner listing packages and sponsor packages. */
export const packages = pgTable(
  "packages",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<"owner" | "sponsor">().notNull(),
    name: text("name").notNull(),
    /** Cents, one-time. */
    price: integer("price").notNull(),
    popular: boolean("popular").notNull().default(false),
    benefits: jsonb("benefits").$type<string[]>().notNull(),
    /** Sponsor packages: the site-wide ad placements they include. They are the sponsor tiers the admin edits. */
    adPlacements: integer("ad_placements").notNull().default(0),
  },
  (t) => [uniqueIndex("packages_kind_name_idx").on(t.kind, t.name)],
);
