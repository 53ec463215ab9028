import { and, asc, count, desc, eq, gte } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { conciergeConversations, conciergeMessages } from "../../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import type { ChrissyReply } from "./built-in";

export const conciergeMessageInput = z.object({
  message: z
    .string()
    .trim()
    .min(1, "Tell Chrissy what you are looking for.")
    .max(2000, "Please keep a message under 2000 characters."),
  conversationId: z.number().int().positive().max(2_147_483_647).optional(),
  /** The stay whose page the member came from ("Ask Chrissy"), by slug. */
  about: z
    .string()
    .regex(/^[a-z0-9-]{1,160}$/, "about must be a stay's slug.")
    .optional(),
});
export type ConciergeMessageInput = z.infer<typeof conciergeMessageInput>;

export const rateLimitMessage = (perHour: number) =>
  `Chrissy answers up to ${perHour} messages an hour. Please try again a little later.`;

/** Messages a member sent in the last hour, counted in the database so every app process sees the same number. */
export async function assertUnderHourlyLimit(db: Db, userId: number, perHour: number) {
  const since = new Date(Date.now() - 60 * 60 * 1000);
  const [row] = await db
    .select({ n: count() })
    .from(conciergeMessages)
    .where(
      and(
        eq(conciergeMessages.userId, userId),
        eq(conciergeMessages.role, "member"),
        gte(conciergeMessages.createdAt, since),
      ),
    );
  if ((row?.n ?? 0) >= perHour) throw new AppError("TOO_MANY_REQUESTS", rateLimitMessage(perHour));
}

export async function listConversations(db: Db, userId: number) {
  return db
    .select({
      id: conciergeConversations.id,
      title: conciergeConversations.title,
      updatedAt: conciergeConversations.updatedAt,
    })
    .from(conciergeConversations)
    .where(eq(conciergeConversations.userId, userId))
    .orderBy(desc(conciergeConversations.updatedAt), desc(conciergeConversations.id))
    .limit(100);
}

async function ownConversation(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(conciergeConversations)
    .where(and(eq(conciergeConversations.id, id), eq(conciergeConversations.userId, userId)));
  if (!row) throw notFound("Conversation not found.");
  return row;
}

export async function getConversation(db: Db, userId: number, id: number) {
  const conversation = await ownConversation(db, userId, id);
  const messages = await db
    .select({
      id: conciergeMessages.id,
      role: conciergeMessages.role,
      content: conciergeMessages.content,
      citations: conciergeMessages.citations,
      activity: conciergeMessages.activity,
      createdAt: conciergeMessages.createdAt,
    })
    .from(conciergeMessages)
    .where(eq(conciergeMessages.conversationId, id))
    .orderBy(asc(conciergeMessages.id));
  return { id: conversation.id, title: conversation.title, messages };
}

export async function deleteConversation(db: Db, userId: number, id: number) {
  await ownConversation(db, userId, id);
  await db.delete(conciergeConversations).where(eq(conciergeConversations.id, id));
  return { ok: true as const };
}

/**
 * The conversation a message goes to (a new one, titled by its first words, when none is named) with its earlier turns.
 */
export async function openConversation(db: Db, userId: number, input: ConciergeMessageInput) {
  if (input.conversationId !== undefined) {
    const { id, messages } = await getConversation(db, userId, input.conversationId);
    return { id, history: messages.slice(-12) };
  }
  const title = input.message.length > 60 ? `${input.message.slice(0, 57).trimEnd()}…` : input.message;
  const [row] = await db
    .insert(conciergeConversations)
    .values({ userId, title })
    .returning({ id: conciergeConversations.id });
  return { id: row!.id, history: [] };
}

export async function saveTurn(db: Db, userId: number, conversationId: number, message: string, reply: ChrissyReply) {
  await db.transaction(async (tx) => {
    await tx.insert(conciergeMessages).values([
      { conversationId, userId, role: "member", content: message },
      {
        conversationId,
        userId,
        role: "chrissy",
        content: reply.text,
        citations: reply.citations,
        activity: reply.activity,
      },
    ]);
    await tx
      .update(conciergeConversations)
      .set({ updatedAt: new Date() })
      .where(eq(conciergeConversations.id, conversationId));
  });
}
