import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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
