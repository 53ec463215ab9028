import { and, desc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { listingTips, users } from "../../../db/schema";
import type { SessionUser } from "../../auth/session";
import { conflict } from "../../lib/errors";
import { dbId } from "../../lib/inputs";
import { assertCanAccessListing } from "../listings/access";
import { canAccessListing, type ListingViewer } from "@shared/access";
import { requireLiveListing } from "../listings/cards";
import { awardAction } from "./points";
import { contributorFields } from "./reviews";

const TIP_TEXT = { min: 10, max: 280 } as const;
export const tipInput = z.object({
  listingId: dbId,
  body: z
    .string()
    .trim()
    .min(TIP_TEXT.min, `Tips must be at least ${TIP_TEXT.min} characters.`)
    .max(TIP_TEXT.max, `Tips must be at most ${TIP_TEXT.max} characters.`),
});

const tipFields = {
  id: listingTips.id,
  listingId: listingTips.listingId,
  body: listingTips.body,
  createdAt: listingTips.createdAt,
  author: contributorFields,
};

/** A short tip for a stay (one per member and stay), earning the "Share a tip" action. */
export async function createTip(db: Db, user: SessionUser, input: z.infer<typeof tipInput>) {
  assertCanAccessListing(user, await requireLiveListing(db, input.listingId));
  const [row] = await db
    .insert(listingTips)
    .values({ listingId: input.listingId, userId: user.id, body: input.body })
    .onConflictDoNothing()
    .returning({ id: listingTips.id });
  if (!row) throw conflict("You have already shared a tip for this stay.");
  const [tip] = await db
    .select(tipFields)
    .from(listingTips)
    .innerJoin(users, eq(listingTips.userId, users.id))
    .where(eq(listingTips.id, row.id));
  return { tip: tip!, award: await awardAction(db, user.id, "Share a tip") };
}

/** Public: a stay's visible tips, newest first; none below a tier-gated stay's tier. */
export async function listTips(db: Db, viewer: ListingViewer, listingId: number) {
  if (!canAccessListing(viewer, await requireLiveListing(db, listingId))) return [];
  return db
    .select(tipFields)
    .from(listingTips)
    .innerJoin(users, eq(listingTips.userId, users.id))
    .where(and(eq(listingTips.listingId, listingId), isNull(listingTips.hiddenAt)))
    .orderBy(desc(listingTips.createdAt), desc(listingTips.id))
    .limit(50);
}

/** Whether the member already shared a tip here (a hidden one included), so the form can say so. */
export async function myTip(db: Db, userId: number, listingId: number) {
  const [row] = await db
    .select({ id: listingTips.id, body: listingTips.body, hiddenReason: listingTips.hiddenReason })
    .from(listingTips)
    .where(and(eq(listingTips.listingId, listingId), eq(listingTips.userId, userId)));
  return row ?? null;
}
