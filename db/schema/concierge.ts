import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { users } from "./users";

/** A member's chat with Chrissy, the concierge; listed in the page's sidebar. */
export const conciergeConversations = pgTable(
  "concierge_conversations",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    ...timestamps,
  },
  (t) => [index("concierge_conversations_user_idx").on(t.userId, t.updatedAt)],
);

export type ConciergeCitation = { slug: string; name: string };

/** What Chrissy did for a turn besides talking, shown as a line above her answer. */
export type ConciergeActivity =
  | { kind: "availability"; slug: string; name: string; from: string; to: string; guests: number; bookable: boolean }
  | { kind: "trip"; slug: string; name: string; tripId: number; tripName: string; added: boolean };

/**
 * One turn: the member's words or Chrissy's answer with the stays it names and what she did (checked dates, added to a
 * trip). Member turns also count toward the hourly limit.
 */
export const conciergeMessages = pgTable(
  "concierge_messages",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conciergeConversations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["member", "chrissy"] }).notNull(),
    content: text("content").notNull(),
    citations: jsonb("citations").$type<ConciergeCitation[]>().notNull().default([]),
    activity: jsonb("activity").$type<ConciergeActivity[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("concierge_messages_conversation_idx").on(t.conversationId, t.id),
    index("concierge_messages_user_idx").on(t.userId, t.createdAt),
  ],
);
