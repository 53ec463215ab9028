import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { tripMembers, tripNotes, tripStays, tripVotes, users } from "../../../db/schema";
import { planNeededLabel } from "@shared/tier-labels";
import type { ListingViewer } from "@shared/access";
import { listingCardsInOrder } from "../listings/cards";
import type { Trip } from "./access";
import { candidateAvailability } from "./availability";
import { nightsBetween } from "./dates";

/** A signed-in member looking at a trip; their tier decides how much of each stay they see. */
export type TripViewer = NonNullable<ListingViewer> & { id: number };

type Person = { fullName: string | null; username: string };

/** Full name, else username; never the email, which no trip view carries. */
export function displayName(person: Person): string {
  return person.fullName?.trim() || person.username;
}

export const invitePath = (token: string) => `/trip-planning/join/${token}`;
const sharePath = (token: string) => `/trip-planning/shared/${token}`;

/** Everything on a trip's board, read in a few queries; `viewer` gates the stays' details by tier. */
async function boardParts(db: Db, viewer: ListingViewer, trip: Trip) {
  const people = await db
    .select({ id: users.id, fullName: users.fullName, username: users.username, imageUrl: users.profileImageUrl })
    .from(tripMembers)
    .innerJoin(users, eq(users.id, tripMembers.userId))
    .where(eq(tripMembers.tripId, trip.id))
    .orderBy(asc(tripMembers.joinedAt), asc(users.id));
  const stays = await db
    .select()
    .from(tripStays)
    .where(eq(tripStays.tripId, trip.id))
    .orderBy(asc(tripStays.createdAt), asc(tripStays.id));
  const votes = stays.length
    ? await db
        .select()
        .from(tripVotes)
        .where(
          inArray(
            tripVotes.stayId,
            stays.map((s) => s.id),
          ),
        )
        .orderBy(asc(tripVotes.createdAt))
    : [];
  const notes = await db
    .select({
      id: tripNotes.id,
      body: tripNotes.body,
      createdAt: tripNotes.createdAt,
      userId: tripNotes.userId,
      fullName: users.fullName,
      username: users.username,
    })
    .from(tripNotes)
    .leftJoin(users, eq(users.id, tripNotes.userId))
    .where(eq(tripNotes.tripId, trip.id))
    .orderBy(asc(tripNotes.createdAt), asc(tripNotes.id));
  const listingIds = stays.map((s) => s.listingId);
  const cards = await listingCardsInOrder(db, viewer, listingIds);
  const dated = trip.startDate && trip.endDate ? { from: trip.startDate, to: trip.endDate } : null;
  const availability = dated ? await candidateAvailability(db, listingIds, dated.from, dated.to) : null;

  const names = new Map(people.map((p) => [p.id, displayName(p)]));
  const cardById = new Map(cards.map((c) => [c.id, c]));
  // Stays whose listing was archived or unapproved since drop off the board.
  const candidates = stays.flatMap((stay) => {
    const listing = cardById.get(stay.listingId);
    if (!listing) return [];
    const voterIds = votes.filter((v) => v.stayId === stay.id && names.has(v.userId)).map((v) => v.userId);
    return [
      {
        stay,
        listing,
        tierGate: planNeededLabel(listing.tierLevel),
        availability: availability ? (availability.get(stay.listingId) ?? ("unknown" as const)) : null,
        voterIds,
      },
    ];
  });
  return { people, names, candidates, notes, nights: dated ? nightsBetween(dated.from, dated.to) : null };
}

const personRef = (names: Map<number, string>, id: number | null) =>
  id !== null && names.has(id) ? { id, name: names.get(id)! } : null;

/** A trip's board as one of its people sees it. */
export async function tripBoard(db: Db, viewer: TripViewer, trip: Trip) {
  const { people, names, candidates, notes, nights } = await boardParts(db, viewer, trip);
  const isOwner = trip.ownerId === viewer.id;
  return {
    id: trip.id,
    name: trip.name,
    startDate: trip.startDate,
    endDate: trip.endDate,
    nights,
    isOwner,
    owner: personRef(names, trip.ownerId),
    members: people.map((p) => ({
      id: p.id,
      name: displayName(p),
      imageUrl: p.imageUrl,
      isOwner: p.id === trip.ownerId,
      isYou: p.id === viewer.id,
    })),
    invitePath: trip.inviteToken ? invitePath(trip.inviteToken) : null,
    sharePath: trip.shareToken ? sharePath(trip.shareToken) : null,
    stays: candidates.map(({ stay, listing, tierGate, availability, voterIds }) => ({
      id: stay.id,
      listingId: stay.listingId,
      listing,
      tierGate,
      availability,
      chosen: stay.chosen,
      votes: voterIds.length,
      voters: voterIds.map((id) => ({ id, name: names.get(id)! })),
      voted: voterIds.includes(viewer.id),
      addedBy: personRef(names, stay.addedBy),
      canRemove: isOwner || stay.addedBy === viewer.id,
    })),
    notes: notes.map((n) => ({
      id: n.id,
      body: n.body,
      createdAt: n.createdAt,
      author:
        n.userId !== null && n.username !== null
          ? { id: n.userId, name: displayName({ fullName: n.fullName, username: n.username }) }
          : null,
      canDelete: isOwner || n.userId === viewer.id,
    })),
    createdAt: trip.createdAt,
    updatedAt: trip.updatedAt,
  };
}

const firstName = (name: string) => name.split(/\s+/)[0] ?? name;

/**
 * The read-only page behind a share link: the plan, the stays with their vote counts and the notes
 * signed with first names. No emails, usernames, ids of people or who voted for what.
 */
export async function sharedBoard(db: Db, viewer: ListingViewer, trip: Trip) {
  const { people, candidates, notes, nights } = await boardParts(db, viewer, trip);
  return {
    name: trip.name,
    startDate: trip.startDate,
    endDate: trip.endDate,
    nights,
    memberCount: people.length,
    stays: candidates.map(({ stay, listing, tierGate, availability, voterIds }) => ({
      id: stay.id,
      listing,
      tierGate,
      availability,
      chosen: stay.chosen,
      votes: voterIds.length,
    })),
    notes: notes.map((n) => ({
      id: n.id,
      body: n.body,
      createdAt: n.createdAt,
      author: n.username !== null ? firstName(displayName({ fullName: n.fullName, username: n.username })) : null,
    })),
  };
}
