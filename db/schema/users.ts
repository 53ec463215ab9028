import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { timestamps } from "./columns";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    username: text("username").notNull(),
    fullName: text("full_name"),
    passwordHash: text("password_hash"),
    profileImageUrl: text("profile_image_url"),
    membershipTier: integer("membership_tier").notNull().default(0),
    membershipStatus: text("membership_status").notNull().default("none"),
    membershipPeriodEnd: timestamp("membership_period_end", { withTimezone: true }),
    /** Set when the member has cancelled: the membership ends then (the end of the paid period). */
    membershipCancelAt: timestamp("membership_cancel_at", { withTimezone: true }),
    /** A downgrade chosen by the member: this tier takes over at `membershipNextTierAt`. */
    membershipNextTier: integer("membership_next_tier"),
    membershipNextTierAt: timestamp("membership_next_tier_at", { withTimezone: true }),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    isAdmin: boolean("is_admin").notNull().default(false),
    role: text("role").notNull().default("member"),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** Base32 TOTP secret; two-factor is on once `totpEnabledAt` is set. */
    totpSecret: text("totp_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The 30-second time step of the last code accepted; a code of that step or an earlier one is refused. */
    totpLastStep: integer("totp_last_step"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the token held by the browser; the token itself is never stored. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Fixed-window counters shared by every app process (login throttling). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** Single-use password reset links: only the token's SHA-256 is stored. */
export const passwordResets = pgTable("password_resets", {
  id: text("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Email changes waiting for the new address to confirm by its link: only the token's SHA-256 is stored. */
export const emailChanges = pgTable(
  "email_changes",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    newEmail: text("new_email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_changes_user_idx").on(t.userId)],
);
