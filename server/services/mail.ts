import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";

export type Mail = { from?: string; to: string; subject: string; text: string; html?: string };

export const DEFAULT_SENDER = "Wildluxe <hello@wildluxe.example>";

/**
 * Every message is written to the outbox first (shown to admins at /email-preview);
 * with SMTP_URL set it is then sent, and the row records the outcome.
 */
export async function sendMail(db: Db, smtpUrl: string | undefined, mail: Mail) {
  const from = mail.from ?? DEFAULT_SENDER;
  const [row] = await db
    .insert(emailOutbox)
    .values({ fromAddress: from, toAddress: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
    .returning();
  if (!smtpUrl) return { id: row!.id, status: "queued" as const, error: null };
  try {
    const transport = nodemailer.createTransport(smtpUrl);
    await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    await db.update(emailOutbox).set({ status: "sent", sentAt: new Date() }).where(eq(emailOutbox.id, row!.id));
    return { id: row!.id, status: "sent" as const, error: null };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.update(emailOutbox).set({ status: "failed", error: message }).where(eq(emailOutbox.id, row!.id));
    return { id: row!.id, status: "failed" as const, error: message };
  }
}
