import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { listingChangeRequests, listings, users } from "../../../db/schema";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import { recordAudit } from "../admin/audit";
import { checkListingRefs, updateProperty } from "../admin/properties";
import { createListing, updateListing } from "../listings/listing-writes";
import { queueMail } from "../mail/outbox";
import { ownerStayInput, type OwnerStayPatch } from "./stay-input";

export const claimInput = z.object({
  listingId: z.number().int().positive(),
  message: z.string().trim().min(10, "Tell us in a sentence or two how you are connected to this stay.").max(1000),
});

export const decisionInput = z
  .object({ id: z.number().int().positive(), approve: z.boolean(), reason: z.string().trim().max(500).optional() })
  .refine((d) => d.approve || (d.reason ?? "").length >= 3, {
    message: "Give the owner a reason when you reject.",
    path: ["reason"],
  });

type Owner = { id: number };

async function liveStay(db: Db, listingId: number) {
  const [row] = await db
    .select({ id: listings.id, name: listings.name, ownerId: listings.ownerId, approved: listings.approved })
    .from(listings)
    .where(and(eq(listings.id, listingId), isNull(listings.archivedAt)));
  if (!row) throw notFound("Listing not found.");
  return row;
}

/** A stay the member owns, or 403. */
export async function requireOwnStay(db: Db, owner: Owner, listingId: number) {
  const stay = await liveStay(db, listingId);
  if (stay.ownerId !== owner.id) throw forbidden("This stay is not yours to manage.");
  return stay;
}

async function pendingFor(db: Db, userId: number, listingId: number, kind: "claim" | "edit") {
  const [row] = await db
    .select({ id: listingChangeRequests.id })
    .from(listingChangeRequests)
    .where(
      and(
        eq(listingChangeRequests.userId, userId),
        eq(listingChangeRequests.listingId, listingId),
        eq(listingChangeRequests.kind, kind),
        eq(listingChangeRequests.status, "pending"),
      ),
    );
  return row ?? null;
}

/** An owner claims a stay already on Wildluxe; it becomes theirs once an admin approves. */
export async function claimListing(db: Db, owner: Owner, input: z.infer<typeof claimInput>) {
  const stay = await liveStay(db, input.listingId);
  if (stay.ownerId === owner.id) throw conflict("You already manage this stay.");
  if (stay.ownerId !== null) throw conflict("This listing is managed by another owner.");
  if (await pendingFor(db, owner.id, stay.id, "claim"))
    throw conflict("Your claim on this stay is waiting for approval.");
  const [row] = await db
    .insert(listingChangeRequests)
    .values({ kind: "claim", listingId: stay.id, userId: owner.id, message: input.message })
    .returning({ id: listingChangeRequests.id });
  return { id: row!.id, status: "pending" as const };
}

/** A new stay from its owner: saved unapproved (not on the site) until an admin approves it. */
export async function submitListing(db: Db, owner: Owner, input: z.infer<typeof ownerStayInput>) {
  await checkListingRefs(db, input);
  const listing = await createListing(
    db,
    { ...input, tierLevel: 0, verified: false, featured: false, approved: false, aiTags: [] },
    owner.id,
  );
  await db.insert(listingChangeRequests).values({ kind: "submission", listingId: listing.id, userId: owner.id });
  return { id: listing.id, slug: listing.slug, status: "pending" as const };
}

/**
 * An owner's edit: a stay still waiting for approval changes at once; a live stay's edit waits for an
 * admin (the site keeps showing the approved text until then).
 */
export async function proposeEdit(db: Db, owner: Owner, listingId: number, patch: OwnerStayPatch) {
  const stay = await requireOwnStay(db, owner, listingId);
  await checkListingRefs(db, patch);
  if (!stay.approved) {
    await updateListing(db, stay.id, patch);
    return { applied: true as const };
  }
  const existing = await pendingFor(db, owner.id, stay.id, "edit");
  // One waiting edit per stay: a newer one adds to it.
  if (existing) {
    const [row] = await db
      .select({ patch: listingChangeRequests.patch })
      .from(listingChangeRequests)
      .where(eq(listingChangeRequests.id, existing.id));
    await db
      .update(listingChangeRequests)
      .set({ patch: { ...row!.patch, ...patch }, createdAt: new Date() })
      .where(eq(listingChangeRequests.id, existing.id));
    return { applied: false as const, requestId: existing.id };
  }
  const [row] = await db
    .insert(listingChangeRequests)
    .values({ kind: "edit", listingId: stay.id, userId: owner.id, patch })
    .returning({ id: listingChangeRequests.id });
  return { applied: false as const, requestId: row!.id };
}

/** The admin's approvals queue: what waits, oldest first, with the stay's current values beside an edit. */
export async function pendingChangeRequests(db: Db) {
  const rows = await db
    .select({
      id: listingChangeRequests.id,
      kind: listingChangeRequests.kind,
      message: listingChangeRequests.message,
      patch: listingChangeRequests.patch,
      createdAt: listingChangeRequests.createdAt,
      listing: {
        id: listings.id,
        name: listings.name,
        slug: listings.slug,
        description: listings.description,
        location: listings.location,
        mainImage: listings.mainImage,
        externalUrl: listings.externalUrl,
        ownerId: listings.ownerId,
      },
      owner: { id: users.id, name: users.fullName, username: users.username, email: users.email },
    })
    .from(listingChangeRequests)
    .innerJoin(listings, eq(listings.id, listingChangeRequests.listingId))
    .innerJoin(users, eq(users.id, listingChangeRequests.userId))
    .where(eq(listingChangeRequests.status, "pending"))
    .orderBy(asc(listingChangeRequests.createdAt), asc(listingChangeRequests.id));
  return rows;
}

const KIND_WORDS = { claim: "claim on", submission: "new stay", edit: "changes to" } as const;

/** Approves (applying the change) or rejects one waiting request; audited, and the owner is told by mail. */
export async function decideChangeRequest(db: Db, adminId: number, input: z.infer<typeof decisionInput>) {
  const [request] = await db.select().from(listingChangeRequests).where(eq(listingChangeRequests.id, input.id));
  if (!request) throw notFound("Request not found.");
  if (request.status !== "pending") throw conflict("This request was already decided.");
  const stay = await liveStay(db, request.listingId);
  if (input.approve) {
    if (request.kind === "claim") {
      if (stay.ownerId !== null && stay.ownerId !== request.userId)
        throw conflict("This listing is managed by another owner.");
      await db.update(listings).set({ ownerId: request.userId }).where(eq(listings.id, stay.id));
    } else if (request.kind === "submission") {
      await updateProperty(db, adminId, stay.id, { approved: true });
    } else {
      if (!request.patch) throw badRequest("This edit has no changes.");
      await updateProperty(db, adminId, stay.id, request.patch);
    }
  }
  const status = input.approve ? "approved" : "rejected";
  await db
    .update(listingChangeRequests)
    .set({ status, decidedBy: adminId, decidedAt: new Date(), reason: input.reason ?? null })
    .where(and(eq(listingChangeRequests.id, request.id), eq(listingChangeRequests.status, "pending")));
  await recordAudit(db, {
    actorId: adminId,
    action: `owners.${request.kind}.${status === "approved" ? "approve" : "reject"}`,
    target: `listing:${stay.id}`,
    details: { request: request.id, reason: input.reason ?? null },
  });
  const [owner] = await db
    .select({ email: users.email, name: users.fullName, username: users.username })
    .from(users)
    .where(eq(users.id, request.userId));
  if (owner) {
    const what = `${KIND_WORDS[request.kind]} ${stay.name}`;
    await queueMail(db, {
      to: owner.email,
      subject: input.approve ? `Approved: your ${what}` : `Not approved: your ${what}`,
      text: `Hello ${owner.name ?? owner.username},\n\n${input.approve ? `We approved your ${what}.` : `We could not approve your ${what}: ${input.reason}`}\n\nSee it on your owner dashboard.\n\nWildluxe`,
    });
  }
  return { id: request.id, status };
}

/** The owner's own requests, newest first (a dashboard shows what waits and why one was refused). */
export async function ownerRequests(db: Db, userId: number) {
  return db
    .select({
      id: listingChangeRequests.id,
      kind: listingChangeRequests.kind,
      status: listingChangeRequests.status,
      reason: listingChangeRequests.reason,
      createdAt: listingChangeRequests.createdAt,
      decidedAt: listingChangeRequests.decidedAt,
      listing: { id: listings.id, name: listings.name, slug: listings.slug },
    })
    .from(listingChangeRequests)
    .innerJoin(listings, eq(listings.id, listingChangeRequests.listingId))
    .where(eq(listingChangeRequests.userId, userId))
    .orderBy(desc(listingChangeRequests.createdAt), desc(listingChangeRequests.id))
    .limit(30);
}
