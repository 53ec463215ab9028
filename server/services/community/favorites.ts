import { and, asc, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { favorites } from "../../../db/schema";
import { dbId } from "../../lib/inputs";
import type { ListingViewer } from "@shared/access";
import { listingCardsInOrder, requireLiveListing, type ListingCard } from "../listings/cards";

export const listingIdInput = z.object({ listingId: dbId });

export type FavoriteEntry = { id: number; listingId: number; createdAt: Date; listing: ListingCard };

/** The member whose saved stays these are; their tier decides how much of each stay they see. */
type Member = NonNullable<ListingViewer> & { id: number };

/** The member's saved stays, newest first, each with its listing card. */
export async function listFavorites(db: Db, member: Member): Promise<FavoriteEntry[]> {
  const rows = await db
    .select()
    .from(favorites)
    .where(eq(favorites.userId, member.id))
    .orderBy(desc(favorites.createdAt), desc(favorites.id));
  const cards = await listingCardsInOrder(
    db,
    member,
    rows.map((r) => r.listingId),
  );
  const byId = new Map(cards.map((c) => [c.id, c]));
  return rows.flatMap((r) => {
    const listing = byId.get(r.listingId);
    return listing ? [{ id: r.id, listingId: r.listingId, createdAt: r.createdAt, listing }] : [];
  });
}

export async function favoriteIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ listingId: favorites.listingId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(asc(favorites.listingId));
  return rows.map((r) => r.listingId);
}

/** Idempotent: saving a stay twice returns the existing entry (`created: false`). */
export async function addFavorite(
  db: Db,
  member: Member,
  listingId: number,
): Promise<FavoriteEntry & { created: boolean }> {
  const userId = member.id;
  await requireLiveListing(db, listingId);
  const inserted = await db.insert(favorites).values({ userId, listingId }).onConflictDoNothing().returning();
  const [row] = inserted.length
    ? inserted
    : await db
        .select()
        .from(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)));
  const [listing] = await listingCardsInOrder(db, member, [listingId]);
  return { id: row!.id, listingId, createdAt: row!.createdAt, listing: listing!, created: inserted.length > 0 };
}

/** Idempotent as well: removing a stay that is not saved is not an error. */
export async function removeFavorite(db: Db, userId: number, listingId: number) {
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)))
    .returning({ id: favorites.id });
  return { success: true, listingId, removed: removed.length > 0 };
}
