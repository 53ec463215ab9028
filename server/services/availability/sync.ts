import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { calendarFeeds, feedBookedNights } from "../../../db/schema";
import { earliestToday } from "@shared/stay-dates";
import type { Logger } from "../../lib/logger";
import { guardedFetch, OutboundError } from "../../lib/outbound/fetch";
import type { OutboundPolicy } from "../../lib/outbound/policy";
import { emitPartnerEvent } from "../partners/webhooks";
import { IcsError } from "./ical";
import { readCalendarOffThread, type ReadOptions } from "./ical-thread";
import { latestDeparture } from "./rules";

/** A feed that has not answered in this long is given up on for this round. */
const FEED_TIMEOUT_MS = 10_000;
/** Real calendars are a few kilobytes to a few hundred; anything past this is not read. */
const MAX_FEED_BYTES = 2 * 1024 * 1024;
export const SYNC_EVERY_MS = 30 * 60_000;

type FetchLimits = { timeoutMs?: number; maxBytes?: number };

/**
 * The feed's text, or an IcsError that says what went wrong in words an owner can act on. The request goes through
 * the outbound guard (no internal addresses, at most 3 redirects, each checked), and no error repeats what the remote
 * answered.
 */
async function fetchFeedText(url: string, policy: OutboundPolicy, limits: FetchLimits = {}): Promise<string> {
  const timeoutMs = limits.timeoutMs ?? FEED_TIMEOUT_MS;
  const maxBytes = limits.maxBytes ?? MAX_FEED_BYTES;
  const tooLarge = () =>
    new IcsError(`The calendar is larger than ${Math.round(maxBytes / 1024)} KB, so it was not read.`);
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const headers = { accept: "text/calendar, */*;q=0.5", "user-agent": "Wildluxe calendar sync" };
    const res = await guardedFetch(url, { signal, headers }, policy);
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
    if (error instanceof OutboundError && error.reason === "refused") {
      throw new IcsError("The calendar URL points to a private or internal address, which Wildluxe does not call.");
    }
    throw new IcsError(`The calendar URL ${error instanceof OutboundError ? error.message : "could not be reached"}.`);
  }
}

/** How to fetch and read a feed: the fetch's limits and the reading thread's (time and how much of the calendar). */
export type SyncOptions = FetchLimits & ReadOptions;

/**
 * Fetches one feed and replaces its booked nights. A feed that fails keeps the nights of its last
 * success; the error and the time of the attempt are kept for the owner to see. A feed read only in
 * part (a limit reached) still syncs what was read, and its notice says what was left out.
 */
export async function syncFeed(
  db: Db,
  feed: { id: number; listingId: number; url: string },
  policy: OutboundPolicy,
  limits: SyncOptions = {},
) {
  const attemptAt = new Date();
  try {
    const text = await fetchFeedText(feed.url, policy, limits);
    const window = { from: earliestToday(attemptAt), to: latestDeparture(attemptAt) };
    const read = await readCalendarOffThread(text, window, limits);
    const nights = new Set(read.nights);
    const notice = read.notices.join(" ") || null;
    const changed = await db.transaction(async (tx) => {
      const before = await tx
        .select({ night: feedBookedNights.night })
        .from(feedBookedNights)
        .where(eq(feedBookedNights.feedId, feed.id));
      await tx.delete(feedBookedNights).where(eq(feedBookedNights.feedId, feed.id));
      // At most one row a night of the window: one insert.
      const rows = read.nights.map((night) => ({ feedId: feed.id, listingId: feed.listingId, night }));
      if (rows.length) await tx.insert(feedBookedNights).values(rows);
      await tx
        .update(calendarFeeds)
        .set({ lastSuccessAt: attemptAt, lastAttemptAt: attemptAt, lastError: null, lastNotice: notice })
        .where(eq(calendarFeeds.id, feed.id));
      return before.length !== nights.size || before.some((b) => !nights.has(b.night));
    });
    if (changed)
      await emitPartnerEvent(db, "listing.availability_changed", {
        listing: { id: feed.listingId },
        change: "calendar-synced",
      });
    return { ok: true as const, nights: nights.size, ...(notice ? { notice } : {}) };
  } catch (error) {
    if (!(error instanceof IcsError)) throw error;
    await db
      .update(calendarFeeds)
      .set({ lastAttemptAt: attemptAt, lastError: error.message })
      .where(eq(calendarFeeds.id, feed.id));
    return { ok: false as const, error: error.message };
  }
}

/**
 * What one run of the job may take: at most `maxFeeds` feeds, and no feed is started once `maxMs` have passed. The
 * scheduler runs its jobs one after the other, so a run that went on would hold up mail and webhooks.
 */
const SYNC_RUN_BUDGET = { maxFeeds: 300, maxMs: 30_000 };
export type SyncRunOptions = SyncOptions & Partial<typeof SYNC_RUN_BUDGET>;

/**
 * The scheduled job: the feeds read longest ago first (never-read ones before all), one after the other, within the
 * run's budget; the rest come first in the next run.
 */
export async function syncAllFeeds(db: Db, logger: Logger, policy: OutboundPolicy, options: SyncRunOptions = {}) {
  const { maxFeeds, maxMs } = { ...SYNC_RUN_BUDGET, ...options };
  const startedAt = Date.now();
  const feeds = await db
    .select({ id: calendarFeeds.id, listingId: calendarFeeds.listingId, url: calendarFeeds.url })
    .from(calendarFeeds)
    .orderBy(sql`${calendarFeeds.lastAttemptAt} asc nulls first`, asc(calendarFeeds.id))
    .limit(maxFeeds);
  let synced = 0;
  let failed = 0;
  for (const feed of feeds) {
    if (synced && Date.now() - startedAt >= maxMs) break;
    const result = await syncFeed(db, feed, policy, options);
    synced++;
    if (!result.ok) failed++;
  }
  if (synced) logger.info({ feeds: synced, failed, left: feeds.length - synced }, "calendar feeds synced");
  return { feeds: synced, failed };
}
