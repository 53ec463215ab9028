import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { listings, type ConciergeActivity } from "../../../db/schema";
import { quoteStay } from "@shared/stay-quote";
import type { SessionUser } from "../../auth/session";
import { AppError } from "../../lib/errors";
import { listingAvailability, readableStay } from "../availability/reads";
import { listingAvailabilityQuery } from "../availability/rules";
import { addStay } from "../trips/stays";
import { listTrips } from "../trips/trips";

/**
 * What Chrissy can do besides searching, the same for the provider's tools and her built-in answers: check a stay's
 * nights (the answer of GET /api/listings/{slug}/availability) and add a stay to one of the member's trips (the trip
 * board's own rules). A refusal comes back as `error` in the service's words, for her to pass on.
 */
export type Refusal = { ok: false; error: string };
const refused = (error: unknown): Refusal => {
  if (error instanceof AppError) return { ok: false, error: error.message };
  throw error;
};

/** The total for the nights, from the quote the stay's page shows (shared/stay-quote.ts); null without a price. */
async function quoteFor(db: Db, id: number, from: string, to: string) {
  const [prices] = await db
    .select({
      nightlyPrice: listings.nightlyPrice,
      weekendPrice: listings.weekendPrice,
      cleaningFee: listings.cleaningFee,
      currency: listings.currency,
    })
    .from(listings)
    .where(eq(listings.id, id));
  return prices ? quoteStay(prices, from, to) : null;
}

/** A stay's nights, as its availability answer has them, with the page's quote when the stay can be booked. */
export async function checkAvailability(
  db: Db,
  user: SessionUser,
  input: { slug: string; from: unknown; to: unknown; guests?: unknown },
) {
  const query = listingAvailabilityQuery.safeParse({
    from: input.from,
    to: input.to,
    guests: input.guests ?? undefined,
  });
  if (!query.success) return { ok: false as const, error: query.error.issues.map((i) => i.message).join(" ") };
  try {
    const stay = await readableStay(db, user, input.slug);
    const answer = await listingAvailability(db, user, stay.slug, query.data);
    const quote = answer.bookable ? await quoteFor(db, stay.id, answer.from, answer.to) : null;
    const activity: ConciergeActivity = {
      kind: "availability",
      slug: stay.slug,
      name: stay.name,
      from: answer.from,
      to: answer.to,
      guests: answer.guests,
      bookable: answer.bookable,
    };
    return { ok: true as const, stay: { slug: stay.slug, name: stay.name }, answer, quote, activity };
  } catch (error) {
    return refused(error);
  }
}

const tripKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[“”"'‘’]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/ trip$/, "");

/**
 * "my Tahoe trip" finds the trip named "Tahoe" or "Tahoe trip", among the trips the member owns or joined; without
 * one, the refusal names the member's trips (for the member's eyes: the provider is not told them).
 */
export async function addToTrip(db: Db, user: SessionUser, input: { slug: string; trip: string }) {
  const trips = await listTrips(db, user);
  const trip = input.trip ? trips.find((t) => tripKey(t.name) === tripKey(input.trip)) : undefined;
  if (!trip) {
    const yours = trips.length
      ? `Your trips are ${trips.map((t) => `“${t.name}”`).join(", ")}.`
      : "You have no trips yet: start one in Trip planning, then ask me again.";
    const asked = input.trip ? `You have no trip called “${input.trip}”.` : "Which trip should I add it to?";
    return { ok: false as const, error: `${asked} ${yours}`, noSuchTrip: true as const };
  }
  try {
    const stay = await readableStay(db, user, input.slug);
    const { added } = await addStay(db, user, { id: trip.id, listingId: stay.id });
    const activity: ConciergeActivity = {
      kind: "trip",
      slug: stay.slug,
      name: stay.name,
      tripId: trip.id,
      tripName: trip.name,
      added,
    };
    return {
      ok: true as const,
      stay: { slug: stay.slug, name: stay.name },
      trip: { id: trip.id, name: trip.name },
      added,
      activity,
    };
  } catch (error) {
    return refused(error);
  }
}
