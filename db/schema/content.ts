import { boolean, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
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
