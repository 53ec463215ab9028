import { timestamp } from "drizzle-orm/pg-core";

/** createdAt / updatedAt with time zone, shared by every table that changes. */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
