import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Partner API keys: only the key's SHA-256 is stored; the key itself is shown once. */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    scopes: text("scopes").array().notNull().default([]),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("api_keys_user_idx").on(t.userId)],
);

/** Calls per key and day (UTC), and how many of them failed. */
export const apiKeyUsage = pgTable(
  "api_key_usage",
  {
    keyId: integer("key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    requests: integer("requests").notNull().default(0),
    errors: integer("errors").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day] })],
);

/** The latest failed calls per key, for the partner dashboard (older ones are trimmed). */
export const apiKeyErrors = pgTable(
  "api_key_errors",
  {
    id: serial("id").primaryKey(),
    keyId: integer("key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    status: integer("status").notNull(),
    message: text("message").notNull(),
  },
  (t) => [index("api_key_errors_key_idx").on(t.keyId, t.at)],
);

/**
 * A partner's endpoint for outgoing events; the secret signs every delivery (HMAC-SHA256) and is stored
 * encrypted (AES-256-GCM under WEBHOOK_SECRET_KEY; rows from before that hold it in plain text until the
 * delivery job seals them).
 */
export const partnerWebhooks = pgTable(
  "partner_webhooks",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: text("events").array().notNull(),
    secret: text("secret").notNull(),
    /** No delivery to this endpoint starts before this: one is in flight (a lease), or it is backing off. */
    nextSendAt: timestamp("next_send_at", { withTimezone: true }).notNull().defaultNow(),
    /** Attempts in a row that got no 2xx; the endpoint's back-off grows with them. */
    failuresInARow: integer("failures_in_a_row").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("partner_webhooks_user_idx").on(t.userId)],
);

/** One event for one endpoint: retried with back-off until it is delivered or given up. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: serial("id").primaryKey(),
    webhookId: integer("webhook_id")
      .notNull()
      .references(() => partnerWebhooks.id, { onDelete: "cascade" }),
    eventId: text("event_id").notNull(),
    event: text("event").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status").$type<"pending" | "delivered" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("webhook_deliveries_webhook_idx").on(t.webhookId, t.createdAt),
    // Each endpoint's queue, oldest due first.
    index("webhook_deliveries_queue_idx")
      .on(t.webhookId, t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
