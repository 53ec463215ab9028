import { date, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { listings } from "./listings";

// A night is named by the date it starts on (YYYY-MM-DD): a stay from the 3rd to the 5th uses the
// nights of the 3rd and the 4th. A night with no row in either table below is available.

/** Nights the stay's owner (or an admin) closed by hand. */
export const listingBlockedNights = pgTable(
  "listing_blocked_nights",
  {
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    night: date("night").notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.night] })],
);

/** An iCal export feed of the stay's calendar elsewhere (Airbnb, Hipcamp, Booking), fetched on a schedule. */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: serial("id").primaryKey(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    /** When the feed last answered with a calendar we could read; its nights are from then. */
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    /** Why the latest attempt failed; null once one succeeds. */
    lastError: text("last_error"),
    /**
     * What the latest successful sync left unread (a limit it reached), in the owner's words; null when it read all.
     */
    lastNotice: text("last_notice"),
    ...timestamps,
  },
  (t) => [index("calendar_feeds_listing_idx").on(t.listingId)],
);

/** The nights a feed last said were taken; replaced whole on each successful sync. */
export const feedBookedNights = pgTable(
  "feed_booked_nights",
  {
    feedId: integer("feed_id")
      .notNull()
      .references(() => calendarFeeds.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    night: date("night").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.feedId, t.night] }),
    index("feed_booked_nights_listing_idx").on(t.listingId, t.night),
  ],
);
