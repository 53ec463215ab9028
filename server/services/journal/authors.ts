import { sql } from "drizzle-orm";
import { users } from "../../../db/schema";

/** How a member appears next to public content: a display name, never an email. */
export const authorFields = {
  id: users.id,
  username: users.username,
  displayName: sql<string>`coalesce(nullif(${users.fullName}, ''), ${users.username})`,
  profileImageUrl: users.profileImageUrl,
};
