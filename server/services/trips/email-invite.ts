import { and, count, eq, gt } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../../db/client";
import { emailOutbox } from "../../../db/schema";
import { escapeHtml } from "../../lib/html";
import { badRequest } from "../../lib/errors";
import { queueMail } from "../mail/outbox";
import { memberTrip } from "./access";
import { displayName, invitePath, type TripViewer } from "./board";
import type { tripEmailInvite } from "./inputs";

/** Invite mails one person may send for one trip a day: enough for a group, too few to spam with. */
const DAILY_EMAIL_INVITES = 20;

/**
 * Mails the trip's invite link to an address, from any of its people while a link is active. The address
 * goes only into the mail: it is stored nowhere else, so no one on the trip ever sees it.
 */
export async function inviteByEmail(
  db: Db,
  viewer: TripViewer & { fullName?: string | null; username: string },
  input: z.infer<typeof tripEmailInvite>,
  appUrl: string,
) {
  const trip = await memberTrip(db, input.id, viewer.id);
  if (!trip.inviteToken)
    throw badRequest(
      trip.isOwner
        ? "No invite link is active: make a new one, then invite by email."
        : "The owner has turned the invite link off.",
    );
  const inviter = displayName({ fullName: viewer.fullName ?? null, username: viewer.username });
  const subject = `${inviter} invited you to plan "${trip.name}" on Wildluxe`;
  const [sent] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.subject, subject), gt(emailOutbox.createdAt, new Date(Date.now() - 86_400_000))));
  if ((sent?.n ?? 0) >= DAILY_EMAIL_INVITES)
    throw badRequest(`You have sent ${DAILY_EMAIL_INVITES} invites for this trip today. Share the link instead.`);
  const link = `${appUrl}${invitePath(trip.inviteToken)}`;
  await queueMail(db, {
    to: input.email,
    subject,
    text: `${inviter} is planning "${trip.name}" on Wildluxe and would like you to join: choose stays together and vote on them.\n\nJoin the trip:\n${link}\n\nYou sign in (or create a free account) to join. If you were not expecting this, you can ignore this email.\n\nWildluxe`,
    html: `<p>${escapeHtml(inviter)} is planning <strong>${escapeHtml(trip.name)}</strong> on Wildluxe and would like you to join: choose stays together and vote on them.</p><p><a href="${escapeHtml(link)}">Join the trip</a></p><p>You sign in (or create a free account) to join. If you were not expecting this, you can ignore this email.</p>`,
  });
  return { sent: true as const };
}
