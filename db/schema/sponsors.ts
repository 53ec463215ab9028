import { date, integer, pgTable, serial, text, varchar } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { users } from "./users";

export const sponsors = pgTable("sponsors", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  logo: varchar("logo", { length: 3 }).notNull(),
  tier: text("tier").$type<"gold" | "silver" | "bronze">().notNull(),
  status: text("status").$type<"active" | "renewing" | "expired" | "pending">().notNull().default("pending"),
  startDate: date("start_date"),
  endDate: date("end_date"),
  contactName: text("contact_name").notNull().default(""),
  contactEmail: text("contact_email").notNull().default(""),
  notes: text("notes").notNull().default(""),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  ...timestamps,
});

export const adSpaces = pgTable("ad_spaces", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  type: text("type").$type<"banner" | "sidebar" | "popup" | "inline">().notNull(),
  location: text("location")
    .$type<"homepage" | "listings" | "journal" | "newsletter" | "global" | "categories">()
    .notNull(),
  minTier: integer("min_tier").notNull().default(0),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  sponsorId: integer("sponsor_id").references(() => sponsors.id, { onDelete: "set null" }),
  impressions: integer("impressions").notNull().default(0),
  clicks: integer("clicks").notNull().default(0),
  ...timestamps,
});

/**
 * A sponsor's artwork for one of its placements. It belongs to the sponsor that uploaded it: when
 * the admin gives the placement to another sponsor, it is not shown until that one uploads theirs.
 */
export const adArtwork = pgTable("ad_artwork", {
  adSpaceId: integer("ad_space_id")
    .primaryKey()
    .references(() => adSpaces.id, { onDelete: "cascade" }),
  sponsorId: integer("sponsor_id")
    .notNull()
    .references(() => sponsors.id, { onDelete: "cascade" }),
  imageUrl: text("image_url").notNull(),
  altText: text("alt_text").notNull(),
  linkUrl: text("link_url").notNull(),
  uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
  ...timestamps,
});
