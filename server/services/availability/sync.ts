import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { calendarFeeds, feedBookedNights } from "../../../db/schema";
import { earliestToday } from "../../../src/features/availability/stay-dates";
import type { Logger } from "../../lib/logger";
import { emitPartnerEvent } from "../partners/webhooks";
import { IcsError, takenNightsFromIcs } from "./ical";
import { latestDeparture } from "./rules";

/** A feed that has not answered in this long is given up on for this round. */
export const FEED_TIMEOUT_MS = 10_000;
/** Real calendars are a few kilobytes to a few hundred; anything past this is not read. */
export const MAX_FEED_BYTES = 2 * 1024 * 1024;
export const SYNC_EVERY_MS = 30 * 60_000;

export type FetchLimits = { timeoutMs?: number; maxBytes?: number };

/** The feed's text, or an IcsError that says what went wrong in words an owner can act on. */
export async function fetchFeedText(url: string, limits: FetchLimits = {}): Promise<string> {
  const timeoutMs = limits.timeoutMs ?? FEED_TIMEOUT_MS;
  const maxBytes = limits.maxBytes ?? MAX_FEED_BYTES;
  const tooLarge = () => new IcsError(`The calendar is larger than ${Math.round(maxBytes / 1024)} KB, so it was not read.`);
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const res = await fetch(url, { signal, redirect: "follow", headers: { accept: "text/calendar, */*;q=0.5", "user-agent": "Wildluxe calendar sync" } });
    if (!res.ok) {
      await res.body?.cancel();
      throw new IcsError(`The calendar URL answered HTTP ${res.status}.`);
    }
    if (Number(res.headers.get("content-length") ?? 0) > maxBytes) {
      await res.body?.cancel();
      throw tooLarge();
    }
    // Read piece by piece, so a huge or endless answer stops at the limit instead of filling memory.
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = res.body?.getReader();
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
      size += part.value.byteLength;
      if (size > maxBytes) {
        await reader?.cancel();
        throw tooLarge();
      }
      chunks.push(part.value);
    }
    return Buffer.concat(chunks).toString("utf8");
  } catch (error) {
    if (error instanceof IcsError) throw error;
    if (signal.aborted) throw new IcsError(`The calendar URL did not answer within ${timeoutMs / 1000} seconds.`);
    throw new IcsError(`The calendar URL could not be reached (${error instanceof Error && error.cause instanceof Error ? error.cause.message : "network error"}).`);
  }
}

/**
 * Fetches one feed and replaces its booked nights. A feed that fails keeps the nights of its last
 * success; the error and the time of the attempt are kept for the owner to see.
 */
export async function syncFeed(db: Db, feed: { id: number; listingId: number; url: string }, limits: FetchLimits = {}) {
  const attemptAt = new Date();
  try {
    const nights = takenNightsFromIcs(await fetchFeedText(feed.url, limits), { from: earliestToday(attemptAt), to: latestDeparture(attemptAt) });
    const changed = await db.transaction(async (tx) => {
      const before = await tx.select({ night: feedBookedNights.night }).from(feedBookedNights).where(eq(feedBookedNights.feedId, feed.id));
      await tx.delete(feedBookedNights).where(eq(feedBookedNights.feedId, feed.id));
      if (nights.size) await tx.insert(feedBookedNights).values([...nights].map((night) => ({ feedId: feed.id, listingId: feed.listingId, night })));
      await tx.update(calendarFeeds).set({ lastSuccessAt: attemptAt, lastAttemptAt: attemptAt, lastError: null }).where(eq(calendarFeeds.id, feed.id));
      return before.length !== nights.size || before.some((b) => !nights.has(b.night));
    });
    if (changed) await emitPartnerEvent(db, "listing.availability_changed", { listing: { id: feed.listingId }, change: "calendar-synced" });
    return { ok: true as const, nights: nights.size };
  } catch (error) {
    if (!(error instanceof IcsError)) throw error;
    await db.update(calendarFeeds).set({ lastAttemptAt: attemptAt, lastError: error.message }).where(eq(calendarFeeds.id, feed.id));
    return { ok: false as const, error: error.message };
  }
}

/** The scheduled job: every feed of every stay, one after the other. */
export async function syncAllFeeds(db: Db, logger: Logger, limits: FetchLimits = {}) {
  const feeds = await db.select({ id: calendarFeeds.id, listingId: calendarFeeds.listingId, url: calendarFeeds.url }).from(calendarFeeds).orderBy(asc(calendarFeeds.id));
  let failed = 0;
  for (const feed of feeds) {
    const result = await syncFeed(db, feed, limits);
    if (!result.ok) failed++;
  }
  if (feeds.length) logger.info({ feeds: feeds.length, failed }, "calendar feeds synced");
  return { feeds: feeds.length, failed };
}
