import { date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { listings } from "./listings";
import { users } from "./users";

export type ChangeKind = "claim" | "submission" | "edit";
export type ChangeStatus = "pending" | "approved" | "rejected";

/**
 * What owners ask the admins to approve: a claim on an existing stay, a new stay they submitted
 * (created unapproved, live once approved), or an edit to a live stay (applied once approved).
 */
export const listingChangeRequests = pgTable(
  "listing_change_requests",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<ChangeKind>().notNull(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** For an edit: the fields to change. */
    patch: jsonb("patch").$type<Record<string, unknown>>(),
    message: text("message").notNull().default(""),
    status: text("status").$type<ChangeStatus>().notNull().default("pending"),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("listing_change_requests_status_idx").on(t.status, t.createdAt),
    index("listing_change_requests_listing_idx").on(t.listingId),
  ],
);

/** Per stay and day (UTC): page views and clicks on the booking link, for its owner's figures. */
export const listingDailyStats = pgTable(
  "listing_daily_stats",
  {
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
    bookingClicks: integer("booking_clicks").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day] })],
);

/** An owner package bought for one of the buyer's stays: featured from purchase until `endsAt`. */
export const ownerPackages = pgTable(
  "owner_packages",
  {
    id: serial("id").primaryKey(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    packageName: text("package_name").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("owner_packages_listing_idx").on(t.listingId, t.endsAt), index("owner_packages_user_idx").on(t.userId)],
);
