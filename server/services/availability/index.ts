import { and, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { listings } from "../../../db/schema";
import { freeEveryNight } from "./nights";
import type { StayRange } from "./rules";

export { stayRange, type StayRange } from "./rules";

/**
 * Which of these listings are free (neither blocked by the owner nor booked through a synced
 * calendar) for every night from `range.from` up to the night before `range.to`. Nights only:
 * minimum stay, capacity and tier are the caller's to weigh. The range is trusted as given;
 * parse user input with `stayRange` first.
 */
export async function freeForStay(db: Db, listingIds: readonly number[], range: StayRange): Promise<Set<number>> {
  if (!listingIds.length) return new Set();
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(inArray(listings.id, [...new Set(listingIds)]), freeEveryNight(range)));
  return new Set(rows.map((r) => r.id));
}
