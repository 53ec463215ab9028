import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { categories } from "./catalog";
import { users } from "./users";

export const journalArticles = pgTable(
  "journal_articles",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    content: text("content").notNull(),
    excerpt: text("excerpt").notNull(),
    imageUrl: text("image_url").notNull(),
    categoryId: integer("category_id").references(() => categories.id),
    authorId: integer("author_id").notNull().default(1),
    authorName: text("author_name").notNull(),
    featured: boolean("featured").notNull().default(false),
    published: boolean("published").notNull().default(true),
    memberOnly: boolean("member_only").notNull().default(false),
    /** Member story submissions wait in moderation until an admin publishes them. */
    moderation: text("moderation").$type<"approved" | "pending" | "rejected">().notNull().default("approved"),
    submittedBy: integer("submitted_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [index("journal_created_idx").on(t.createdAt)],
);

/**
 * Words and pictures admins edit on /website-editor: the published value everyone sees, and a
 * draft that only the editor shows until it is published.
 */
export const siteContent = pgTable("site_content", {
  key: text("key").primaryKey(),
  published: jsonb("published").$type<Record<string, string>>(),
  publishedAt: timestamp("published_at", { withTimezone: true }),
  publishedBy: integer("published_by").references(() => users.id, { onDelete: "set null" }),
  draft: jsonb("draft").$type<Record<string, string>>(),
  draftSavedAt: timestamp("draft_saved_at", { withTimezone: true }),
});

/** Every published value of a block, so one can be compared with the live one and restored. */
export const siteContentVersions = pgTable(
  "site_content_versions",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    value: jsonb("value").$type<Record<string, string>>().notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    publishedBy: integer("published_by").references(() => users.id, { onDelete: "set null" }),
    /** Set when the version brought back an older one. */
    restoredFrom: integer("restored_from"),
  },
  (t) => [index("site_content_versions_key_idx").on(t.key, t.publishedAt)],
);

/** Images members upload for their stories: a story may only use one its author uploaded. */
export const storyImages = pgTable("story_images", {
  url: text("url").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
