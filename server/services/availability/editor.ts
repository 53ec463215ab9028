import { and, asc, count, eq, gte, isNull, lt } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { calendarFeeds, feedBookedNights, listingBlockedNights, listings } from "../../../db/schema";
import { earliestToday, eachNight } from "@shared/stay-dates";
import { takeAttempt } from "../../auth/rate-limit";
import { AppError, badRequest, forbidden, notFound } from "../../lib/errors";
import { hostOf, type OutboundPolicy } from "../../lib/outbound/policy";
import { idInput } from "../../lib/inputs";
import { isAdminUser } from "@shared/access";
import { emitPartnerEvent } from "../partners/webhooks";
import { latestDeparture, minNightsInput, stayRange } from "./rules";
import { syncFeed, type SyncOptions } from "./sync";

type Manager = { id: number; isAdmin: boolean; role: string };

const MAX_FEEDS = 5;
const HTTPS_ONLY = "Calendar addresses must start with https:// (or webcal://).";

/** The stay, when the user is its owner or an admin; anyone else is refused. */
async function requireCalendarManager(db: Db, user: Manager, listingId: number) {
  const [stay] = await db
    .select({
      id: listings.id,
      slug: listings.slug,
      name: listings.name,
      ownerId: listings.ownerId,
      minNights: listings.minNights,
      maxGuests: listings.maxGuests,
    })
    .from(listings)
    .where(and(eq(listings.id, listingId), isNull(listings.archivedAt)));
  if (!stay) throw notFound("Listing not found.");
  if (!isAdminUser(user) && stay.ownerId !== user.id) throw forbidden("This stay is not yours to manage.");
  return stay;
}

/** A feed of a stay the user manages. */
async function requireFeed(db: Db, user: Manager, feedId: number) {
  const [feed] = await db
    .select({ id: calendarFeeds.id, listingId: calendarFeeds.listingId, url: calendarFeeds.url })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.id, feedId));
  if (!feed) throw notFound("Calendar feed not found.");
  await requireCalendarManager(db, user, feed.listingId);
  return feed;
}

/** A stay's calendar as its manager sees it: the year ahead's blocked and booked nights, and each feed's state. */
export async function manageCalendar(db: Db, user: Manager, listingId: number) {
  const stay = await requireCalendarManager(db, user, listingId);
  const window = { from: earliestToday(), to: latestDeparture() };
  const [blocked, booked, feeds] = await Promise.all([
    db
      .select({ night: listingBlockedNights.night })
      .from(listingBlockedNights)
      .where(
        and(
          eq(listingBlockedNights.listingId, stay.id),
          gte(listingBlockedNights.night, window.from),
          lt(listingBlockedNights.night, window.to),
        ),
      )
      .orderBy(asc(listingBlockedNights.night)),
    db
      .select({ night: feedBookedNights.night, feedId: feedBookedNights.feedId })
      .from(feedBookedNights)
      .where(
        and(
          eq(feedBookedNights.listingId, stay.id),
          gte(feedBookedNights.night, window.from),
          lt(feedBookedNights.night, window.to),
        ),
      )
      .orderBy(asc(feedBookedNights.night)),
    db
      .select({
        id: calendarFeeds.id,
        url: calendarFeeds.url,
        lastSuccessAt: calendarFeeds.lastSuccessAt,
        lastAttemptAt: calendarFeeds.lastAttemptAt,
        lastError: calendarFeeds.lastError,
        lastNotice: calendarFeeds.lastNotice,
      })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.listingId, stay.id))
      .orderBy(asc(calendarFeeds.id)),
  ]);
  return {
    stay: { id: stay.id, slug: stay.slug, name: stay.name, minNights: stay.minNights, maxGuests: stay.maxGuests },
    window,
    blocked: blocked.map((b) => b.night),
    booked: [...new Set(booked.map((b) => b.night))],
    feeds: feeds.map((f) => ({ ...f, nights: booked.filter((b) => b.feedId === f.id).length })),
  };
}

export const nightsChangeInput = stayRange.and(
  z.object({
    listingId: idInput,
    state: z.enum(["blocked", "available"], { error: "state is blocked or available." }),
  }),
);

/**
 * Blocks or frees the owner's nights of a range; nights booked through a feed stay booked (they change on the other
 * site).
 */
export async function setNights(db: Db, user: Manager, input: z.infer<typeof nightsChangeInput>) {
  const stay = await requireCalendarManager(db, user, input.listingId);
  if (input.state === "blocked") {
    await db
      .insert(listingBlockedNights)
      .values(eachNight(input.from, input.to).map((night) => ({ listingId: stay.id, night })))
      .onConflictDoNothing();
  } else {
    await db
      .delete(listingBlockedNights)
      .where(
        and(
          eq(listingBlockedNights.listingId, stay.id),
          gte(listingBlockedNights.night, input.from),
          lt(listingBlockedNights.night, input.to),
        ),
      );
  }
  await emitPartnerEvent(db, "listing.availability_changed", {
    listing: { id: stay.id, slug: stay.slug },
    change: input.state,
    from: input.from,
    to: input.to,
  });
  return manageCalendar(db, user, stay.id);
}

export const minNightsChangeInput = z.object({ listingId: idInput, minNights: minNightsInput });

export async function setMinNights(db: Db, user: Manager, input: z.infer<typeof minNightsChangeInput>) {
  const stay = await requireCalendarManager(db, user, input.listingId);
  await db.update(listings).set({ minNights: input.minNights }).where(eq(listings.id, stay.id));
  return manageCalendar(db, user, stay.id);
}

/** An iCal export address: https (webcal:// is the same address), or plain http to this machine outside production. */
export const feedInput = z.object({
  listingId: idInput,
  url: z
    .string({ error: "Paste the calendar's iCal export address." })
    .trim()
    .max(1000, "The calendar address must be at most 1000 characters.")
    .transform((value) => value.replace(/^webcals?:\/\//i, "https://"))
    .pipe(z.url({ error: "Paste the calendar's full iCal address, starting with https://." }))
    .refine((value) => /^https?:$/.test(new URL(value).protocol), HTTPS_ONLY),
});

/** Adds an import feed and reads it at once, so the owner sees straight away whether it works. */
export async function addFeed(
  db: Db,
  user: Manager,
  input: z.infer<typeof feedInput>,
  policy: OutboundPolicy,
  limits?: SyncOptions,
) {
  const stay = await requireCalendarManager(db, user, input.listingId);
  // Plain http only to a host the operator allows on purpose (a calendar on their own network, a test listener).
  const url = new URL(input.url);
  if (url.protocol === "http:" && !policy.allowHosts.has(hostOf(url))) throw badRequest(HTTPS_ONLY);
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.listingId, stay.id));
  if (n >= MAX_FEEDS) throw badRequest(`A stay can import at most ${MAX_FEEDS} calendars; remove one first.`);
  if (
    (
      await db
        .select({ id: calendarFeeds.id })
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.listingId, stay.id), eq(calendarFeeds.url, input.url)))
    ).length
  ) {
    throw badRequest("This calendar is already imported for this stay.");
  }
  const [feed] = await db
    .insert(calendarFeeds)
    .values({ listingId: stay.id, url: input.url })
    .returning({ id: calendarFeeds.id, listingId: calendarFeeds.listingId, url: calendarFeeds.url });
  const result = await syncFeed(db, feed!, policy, limits);
  return { feedId: feed!.id, ...result };
}

export async function removeFeed(db: Db, user: Manager, feedId: number) {
  const feed = await requireFeed(db, user, feedId);
  await db.delete(calendarFeeds).where(eq(calendarFeeds.id, feed.id));
  await emitPartnerEvent(db, "listing.availability_changed", {
    listing: { id: feed.listingId },
    change: "calendar-removed",
  });
  return { removed: feed.id };
}

/** "Sync now" of one stay's calendars, at most this often: the half-hourly job reads them anyway. */
const SYNC_NOW_LIMIT = { limit: 5, windowMs: 10 * 60_000 };
export const SYNC_NOW_REFUSED = `This stay's calendars can be synced ${SYNC_NOW_LIMIT.limit} times in 10 minutes; please try again in a few minutes.`;

/** "Sync now": reads one feed at once instead of waiting for the half-hourly run. */
export async function syncFeedNow(db: Db, user: Manager, feedId: number, policy: OutboundPolicy, limits?: SyncOptions) {
  const feed = await requireFeed(db, user, feedId);
  const perStay = { key: `calendar-sync-now:${feed.listingId}`, ...SYNC_NOW_LIMIT };
  await takeAttempt(db, [perStay], () => new AppError("TOO_MANY_REQUESTS", SYNC_NOW_REFUSED));
  return { feedId: feed.id, ...(await syncFeed(db, feed, policy, limits)) };
}
