import type { Db } from "../../../db/client";
import { freeForStay, stayRange } from "../availability";

/** Whether a stay is free for every night of a trip; "unknown" for dates the calendars do not cover. */
export type CandidateAvailability = "available" | "unavailable" | "unknown";

/**
 * The one place the trip board asks whether its candidate stays are free from check-in `from`
 * to check-out `to` (both YYYY-MM-DD): from the stays' calendars (owner blocks and synced
 * bookings). Dates already past, or beyond the 365 nights the calendars hold, are "unknown".
 */
export async function candidateAvailability(
  db: Db,
  listingIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, CandidateAvailability>> {
  const range = stayRange.safeParse({ from, to });
  if (!range.success) return new Map(listingIds.map((id) => [id, "unknown" as const]));
  const free = await freeForStay(db, listingIds, range.data);
  return new Map(listingIds.map((id) => [id, free.has(id) ? "available" : "unavailable"]));
}
