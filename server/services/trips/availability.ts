import type { Db } from "../../../db/client";

/** Whether a stay is free for every night of a trip; "unknown" until availability calendars exist. */
export type CandidateAvailability = "available" | "unavailable" | "unknown";

/**
 * The one place the trip board asks whether its candidate stays are free from check-in `from`
 * to check-out `to` (both YYYY-MM-DD).
 */
export async function candidateAvailability(
  _db: Db,
  listingIds: readonly number[],
  _from: string,
  _to: string,
): Promise<Map<number, CandidateAvailability>> {
  // wired to server/services/availability at merge
  return new Map(listingIds.map((id) => [id, "unknown" as const]));
}
