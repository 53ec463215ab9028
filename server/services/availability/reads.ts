import { and, asc, desc, eq, gte, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../../db/client";
import { categories, listings, regions } from "../../../db/schema";
import { addDays, earliestToday, nightsBetween } from "@shared/stay-dates";
import { notFound } from "../../lib/errors";
import { isAdminUser } from "@shared/access";
import { assertCanAccessListing, visibleListings } from "../listings/access";
import { type ListingViewer } from "@shared/access";
import { listingCardFields, liveListing } from "../listings/cards";
import { refFilter } from "../listings/listings";
import { calendarIcs } from "./ical";
import { freeEveryNight, nightlyCalendar, takenNights } from "./nights";
import { latestDeparture, type availabilitySearchQuery, type listingAvailabilityQuery, type StayRange } from "./rules";

type Viewer = (NonNullable<ListingViewer> & { id?: number }) | null | undefined;

/**
 * A stay whose calendar the viewer may read: live (or, waiting for approval, the owner's or an
 * admin's), and at the viewer's tier, like its page (403 with the card's words below it).
 */
export async function readableStay(db: Db, viewer: Viewer, slug: string) {
  const [row] = await db
    .select({
      id: listings.id,
      slug: listings.slug,
      name: listings.name,
      tierLevel: listings.tierLevel,
      approved: listings.approved,
      ownerId: listings.ownerId,
      minNights: listings.minNights,
      maxGuests: listings.maxGuests,
      externalUrl: listings.externalUrl,
    })
    .from(listings)
    .where(and(eq(listings.slug, slug), isNull(listings.archivedAt)));
  if (!row || (!row.approved && !(viewer && (isAdminUser(viewer) || row.ownerId === viewer.id))))
    throw notFound("Listing not found.");
  assertCanAccessListing(viewer, row);
  return row;
}

/** Why a stay cannot be booked as asked; empty when it can. */
function refusals(
  stay: { minNights: number; maxGuests: number },
  nights: number,
  guests: number,
  allFree: boolean,
): string[] {
  const out: string[] = [];
  if (!allFree) out.push("Not every night of these dates is available.");
  if (nights < stay.minNights) out.push(`This stay takes at least ${stay.minNights} nights.`);
  if (guests > stay.maxGuests) out.push(`This stay sleeps at most ${stay.maxGuests} guests.`);
  return out;
}

/** GET /api/listings/{slug}/availability: each night's state, and whether the whole stay can be booked. */
export async function listingAvailability(
  db: Db,
  viewer: Viewer,
  slug: string,
  q: z.infer<typeof listingAvailabilityQuery>,
) {
  const stay = await readableStay(db, viewer, slug);
  const taken = await takenNights(db, [stay.id], q);
  const nightly = nightlyCalendar(taken.get(stay.id), q);
  const nights = nightly.length;
  const reasons = refusals(
    stay,
    nights,
    q.guests,
    nightly.every((n) => n.state === "available"),
  );
  return {
    slug: stay.slug,
    from: q.from,
    to: q.to,
    nights,
    guests: q.guests,
    minNights: stay.minNights,
    maxGuests: stay.maxGuests,
    nightly,
    bookable: reasons.length === 0,
    reasons,
  };
}

/** The nights shown around a result: three before and after the stay, within the bookable window. */
function calendarWindow(q: StayRange): StayRange {
  const first = addDays(q.from, -3);
  const last = addDays(q.to, 3);
  return {
    from: first < earliestToday() ? earliestToday() : first,
    to: last > latestDeparture() ? latestDeparture() : last,
  };
}

/** Past the last page the window count is not there: count on its own. */
async function countFree(db: Db, where: SQL[]) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(listings)
    .where(and(...where));
  return row?.n ?? 0;
}

/** GET /api/availability: live stays free every night of the range, that take this many nights and guests. */
export async function availableStays(db: Db, viewer: ListingViewer, q: z.infer<typeof availabilitySearchQuery>) {
  const nights = nightsBetween(q.from, q.to);
  const where: SQL[] = [
    liveListing,
    gte(listings.maxGuests, q.guests),
    lte(listings.minNights, nights),
    freeEveryNight(q),
  ];
  if (q.category !== undefined) where.push(refFilter("category", q.category));
  if (q.region !== undefined) where.push(refFilter("region", q.region));
  const rows = await db
    .select({ ...listingCardFields, total: sql<number>`count(*) over ()` })
    .from(listings)
    .leftJoin(categories, eq(listings.categoryId, categories.id))
    .leftJoin(regions, eq(listings.regionId, regions.id))
    .where(and(...where))
    .orderBy(desc(listings.rating), asc(listings.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const total = rows[0]?.total ?? (q.page > 1 ? await countFree(db, where) : 0);
  const window = calendarWindow(q);
  const taken = await takenNights(
    db,
    rows.map((r) => r.id),
    window,
  );
  const items = visibleListings(
    viewer,
    rows.map(({ total: _total, ...row }) => row),
  ).map((card) => ({ ...card, available: true as const, calendar: nightlyCalendar(taken.get(card.id), window) }));
  return {
    from: q.from,
    to: q.to,
    nights,
    guests: q.guests,
    total: Number(total),
    page: q.page,
    limit: q.limit,
    items,
  };
}

/** GET /api/listings/{slug}/calendar.ics: the nights that cannot be booked, from today to a year ahead. */
export async function listingCalendarIcs(db: Db, viewer: Viewer, slug: string, host: string) {
  const stay = await readableStay(db, viewer, slug);
  const window = { from: earliestToday(), to: latestDeparture() };
  const taken = await takenNights(db, [stay.id], window);
  return calendarIcs(stay, nightlyCalendar(taken.get(stay.id), window), host);
}
