import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { favoriteCollectionItems, favoriteCollections } from "../../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import { dbId } from "../../lib/inputs";
import type { ListingViewer } from "@shared/access";
import { listingCardsInOrder, requireLiveListing } from "../listings/cards";

const id = dbId;
const name = z
  .string()
  .trim()
  .min(1, "Give the collection a name.")
  .max(80, "Collection names must be at most 80 characters.");

export const collectionInput = z.object({ name, listingIds: z.array(id).max(100).optional() });
export const collectionRename = z.object({ id, name });
export const collectionRef = z.object({ id });
export const collectionListing = z.object({ id, listingId: id });
export const shareTokenInput = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, "This share link is not valid."),
});

type Collection = typeof favoriteCollections.$inferSelect;

/** The collection's owner; their tier decides how much of each stay they see. */
type Member = NonNullable<ListingViewer> & { id: number };

/** Where the read-only link opens: the favorites screen shows a shared collection when given its token. */
function sharePath(token: string): string {
  return `/favorites?shared=${token}`;
}

async function ownCollection(db: Db, userId: number, collectionId: number): Promise<Collection> {
  const [row] = await db
    .select()
    .from(favoriteCollections)
    .where(and(eq(favoriteCollections.id, collectionId), eq(favoriteCollections.userId, userId)));
  if (!row) throw notFound("Collection not found.");
  return row;
}

async function withListings(db: Db, viewer: ListingViewer, rows: Collection[]) {
  const items = rows.length
    ? await db
        .select()
        .from(favoriteCollectionItems)
        .where(
          inArray(
            favoriteCollectionItems.collectionId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(favoriteCollectionItems.createdAt), asc(favoriteCollectionItems.listingId))
    : [];
  const cards = await listingCardsInOrder(db, viewer, [...new Set(items.map((i) => i.listingId))]);
  const byId = new Map(cards.map((c) => [c.id, c]));
  return rows.map((c) => {
    const listings = items.filter((i) => i.collectionId === c.id).flatMap((i) => byId.get(i.listingId) ?? []);
    return {
      id: c.id,
      name: c.name,
      shareToken: c.shareToken,
      sharePath: c.shareToken ? sharePath(c.shareToken) : null,
      listingIds: listings.map((l) => l.id),
      listings,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
    };
  });
}

export type CollectionView = Awaited<ReturnType<typeof withListings>>[number];

export async function listCollections(db: Db, member: Member): Promise<CollectionView[]> {
  const rows = await db
    .select()
    .from(favoriteCollections)
    .where(eq(favoriteCollections.userId, member.id))
    .orderBy(asc(favoriteCollections.name), asc(favoriteCollections.id));
  return withListings(db, member, rows);
}

async function getCollection(db: Db, member: Member, collectionId: number): Promise<CollectionView> {
  const [view] = await withListings(db, member, [await ownCollection(db, member.id, collectionId)]);
  return view!;
}

async function assertNameFree(db: Db, userId: number, wanted: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: favoriteCollections.id })
    .from(favoriteCollections)
    .where(
      and(eq(favoriteCollections.userId, userId), sql`lower(${favoriteCollections.name}) = ${wanted.toLowerCase()}`),
    );
  if (clash && clash.id !== exceptId) throw conflict("You already have a collection with this name.");
}

export async function createCollection(db: Db, member: Member, input: z.infer<typeof collectionInput>) {
  await assertNameFree(db, member.id, input.name);
  const listingIds = [...new Set(input.listingIds ?? [])];
  for (const listingId of listingIds) await requireLiveListing(db, listingId);
  const [row] = await db.insert(favoriteCollections).values({ userId: member.id, name: input.name }).returning();
  if (listingIds.length) {
    await db
      .insert(favoriteCollectionItems)
      .values(listingIds.map((listingId) => ({ collectionId: row!.id, listingId })));
  }
  return getCollection(db, member, row!.id);
}

export async function renameCollection(db: Db, member: Member, input: z.infer<typeof collectionRename>) {
  await ownCollection(db, member.id, input.id);
  await assertNameFree(db, member.id, input.name, input.id);
  await db.update(favoriteCollections).set({ name: input.name }).where(eq(favoriteCollections.id, input.id));
  return getCollection(db, member, input.id);
}

export async function deleteCollection(db: Db, member: Member, collectionId: number) {
  await ownCollection(db, member.id, collectionId);
  await db.delete(favoriteCollections).where(eq(favoriteCollections.id, collectionId));
  return { success: true, id: collectionId };
}

export async function addToCollection(db: Db, member: Member, input: z.infer<typeof collectionListing>) {
  await ownCollection(db, member.id, input.id);
  await requireLiveListing(db, input.listingId);
  await db
    .insert(favoriteCollectionItems)
    .values({ collectionId: input.id, listingId: input.listingId })
    .onConflictDoNothing();
  await touch(db, input.id);
  return getCollection(db, member, input.id);
}

export async function removeFromCollection(db: Db, member: Member, input: z.infer<typeof collectionListing>) {
  await ownCollection(db, member.id, input.id);
  await db
    .delete(favoriteCollectionItems)
    .where(
      and(eq(favoriteCollectionItems.collectionId, input.id), eq(favoriteCollectionItems.listingId, input.listingId)),
    );
  await touch(db, input.id);
  return getCollection(db, member, input.id);
}

function touch(db: Db, collectionId: number) {
  return db.update(favoriteCollections).set({ updatedAt: new Date() }).where(eq(favoriteCollections.id, collectionId));
}

/** Sharing twice keeps the same link; unsharing and sharing again makes a new one, so old links stop working. */
export async function shareCollection(db: Db, member: Member, collectionId: number) {
  const row = await ownCollection(db, member.id, collectionId);
  if (!row.shareToken) {
    const token = randomBytes(24).toString("base64url");
    await db.update(favoriteCollections).set({ shareToken: token }).where(eq(favoriteCollections.id, collectionId));
  }
  return getCollection(db, member, collectionId);
}

export async function unshareCollection(db: Db, member: Member, collectionId: number) {
  await ownCollection(db, member.id, collectionId);
  await db.update(favoriteCollections).set({ shareToken: null }).where(eq(favoriteCollections.id, collectionId));
  return getCollection(db, member, collectionId);
}

/** What anyone with the link sees: the name and the stays (as the reader may see them), nothing about the member. */
export async function sharedCollection(db: Db, viewer: ListingViewer, token: string) {
  const [row] = await db.select().from(favoriteCollections).where(eq(favoriteCollections.shareToken, token));
  if (!row) throw notFound("Collection not found.");
  const [view] = await withListings(db, viewer, [row]);
  return { name: view!.name, listings: view!.listings };
}
