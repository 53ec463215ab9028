import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { listings } from "../../../db/schema";

/**
 * How many stays match a search, up to `upTo` + 1 (more than `upTo` is all a capped count says). `subsets`
 * are parts of the matches that an index of their own reads cheaply (a category's stays, an amenity's, a
 * word in names): when one of them alone holds more than `upTo` stays, the count stops there and the
 * matches' count, which walks a heap page and a text match per stay, never runs. Each part's count is a
 * subquery PostgreSQL runs only when the CASE reaches it (an init plan), so a part that holds fewer costs
 * its own count, and the matches are then counted as before (decision 019, 2026-11-27).
 */
export function searchCount(db: Db, matches: SQL | undefined, subsets: SQL[], upTo: number) {
  const countOf = (where: SQL | undefined) =>
    db.select({ n: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1` })
        .from(listings)
        .where(where)
        .limit(upTo + 1)
        .as("matches"),
    );
  if (!subsets.length) return countOf(matches);
  const enough = sql.join(
    subsets.map((subset) => sql`when (${countOf(subset)}) > ${upTo} then ${upTo + 1}`),
    sql` `,
  );
  return db.select({ n: sql<number>`(case ${enough} else (${countOf(matches)}) end)::int` }).from(sql`(select) as one`);
}
