import { and, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { feedBookedNights, listingBlockedNights, listings } from "../../../db/schema";
import { eachNight, type Night, type NightState } from "@shared/stay-dates";
import type { StayRange } from "./rules";

/** The nights of listings that are not available in a range: booked (a synced feed) wins over blocked (the owner). */
export async function takenNights(
  db: Db,
  listingIds: number[],
  range: StayRange,
): Promise<Map<number, Map<string, NightState>>> {
  const out = new Map<number, Map<string, NightState>>();
  if (!listingIds.length) return out;
  // One round trip: PGlite answers one query at a time, so two would queue anyway.
  const rows = await db
    .select({
      listingId: listingBlockedNights.listingId,
      night: listingBlockedNights.night,
      booked: sql<boolean>`false`,
    })
    .from(listingBlockedNights)
    .where(
      and(
        inArray(listingBlockedNights.listingId, listingIds),
        gte(listingBlockedNights.night, range.from),
        lt(listingBlockedNights.night, range.to),
      ),
    )
    .unionAll(
      db
        .select({ listingId: feedBookedNights.listingId, night: feedBookedNights.night, booked: sql<boolean>`true` })
        .from(feedBookedNights)
        .where(
          and(
            inArray(feedBookedNights.listingId, listingIds),
            gte(feedBookedNights.night, range.from),
            lt(feedBookedNights.night, range.to),
          ),
        ),
    );
  const mark = (state: NightState) => {
    for (const { listingId, night } of rows.filter((r) => r.booked === (state === "booked"))) {
      const nights = out.get(listingId) ?? new Map<string, NightState>();
      nights.set(night, state);
      out.set(listingId, nights);
    }
  };
  mark("blocked");
  mark("booked");
  return out;
}

/** Each night of the range with its state. */
export function nightlyCalendar(taken: Map<string, NightState> | undefined, range: StayRange): Night[] {
  return eachNight(range.from, range.to).map((date) => ({ date, state: taken?.get(date) ?? "available" }));
}

/** A condition on listings: no night of the range is blocked or booked. */
export function freeEveryNight(range: StayRange): SQL {
  return sql`not exists (select 1 from ${listingBlockedNights} where ${listingBlockedNights.listingId} = ${listings.id} and ${listingBlockedNights.night} >= ${range.from} and ${listingBlockedNights.night} < ${range.to})
    and not exists (select 1 from ${feedBookedNights} where ${feedBookedNights.listingId} = ${listings.id} and ${feedBookedNights.night} >= ${range.from} and ${feedBookedNights.night} < ${range.to})`;
}

/**
 * The taken nights (blocked or booked) of each listing in a range, as a date[] read per listing through the
 * (listing, night) indexes. An array, not `exists`: inside an OR or a CASE the planner may swap an `exists` for
 * a hash of every listing's taken nights in the range, which with no index on the night alone reads all of them.
 */
export function takenNightsIn(range: StayRange): SQL {
  return sql`array(select ${listingBlockedNights.night} from ${listingBlockedNights} where ${listingBlockedNights.listingId} = ${listings.id} and ${listingBlockedNights.night} >= ${range.from} and ${listingBlockedNights.night} < ${range.to}
    union all select ${feedBookedNights.night} from ${feedBookedNights} where ${feedBookedNights.listingId} = ${listings.id} and ${feedBookedNights.night} >= ${range.from} and ${feedBookedNights.night} < ${range.to})`;
}

/** The nights of a range as a date[] constant, to compare with takenNightsIn (`&&`: any night in both). */
export const nightsArray = (range: StayRange): SQL => sql`${`{${eachNight(range.from, range.to).join(",")}}`}::date[]`;
