import {
  boolean,
  date,
  index,
  integer,
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

/** A trip board: a group deciding where to stay. Dates are optional: check-in and check-out days. */
export const trips = pgTable(
  "trips",
  {
    id: serial("id").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    /** Random secret of the invite link; null once revoked (a new link gets a new token). */
    inviteToken: text("invite_token").unique(),
    /** Random secret of the read-only share page; null when not shared. */
    shareToken: text("share_token").unique(),
    ...timestamps,
  },
  (t) => [index("trips_owner_idx").on(t.ownerId)],
);

/** Who plans a trip; the owner has a row too, so "members of a trip" is one query. */
export const tripMembers = pgTable(
  "trip_members",
  {
    tripId: integer("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.userId] }), index("trip_members_user_idx").on(t.userId)],
);

/** A candidate stay on a trip's board; `chosen` marks the stays the owner settled on. */
export const tripStays = pgTable(
  "trip_stays",
  {
    id: serial("id").primaryKey(),
    tripId: integer("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    addedBy: integer("added_by").references(() => users.id, { onDelete: "set null" }),
    chosen: boolean("chosen").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("trip_stays_trip_listing_idx").on(t.tripId, t.listingId)],
);

/** One vote per member per candidate stay. */
export const tripVotes = pgTable(
  "trip_votes",
  {
    stayId: integer("stay_id")
      .notNull()
      .references(() => tripStays.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.stayId, t.userId] })],
);

export const tripNotes = pgTable(
  "trip_notes",
  {
    id: serial("id").primaryKey(),
    tripId: integer("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("trip_notes_trip_idx").on(t.tripId, t.createdAt)],
);
