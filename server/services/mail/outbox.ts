import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../../../db/client";
import { emailOutbox } from "../../../db/schema";
import type { Logger } from "../../lib/logger";

export type Mail = {
  from?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Parts of text and html that grant access (a reset token): replaced in the outbox once the message has left the
   * queue.
   */
  secrets?: string[];
};

export const DEFAULT_SENDER = "Wildluxe <hello@wildluxe.example>";

/** Sending tries at most this often, waiting 1, 2, 4 then 8 minutes between tries. */
export const MAIL_MAX_ATTEMPTS = 5;
const MAIL_FIRST_RETRY_MS = 60_000;
/**
 * How long a worker holds a claimed message: longer than nodemailer can take (the timeouts below), so no other process
 * sends it meanwhile.
 */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;
export const REDACTED = "[removed once sent]";

/**
 * Requests only queue mail: the message waits in the outbox (shown to admins at
 * /email-preview) and the scheduled worker sends it when SMTP_URL is set.
 */
export async function queueMail(db: Db, mail: Mail): Promise<{ id: number }> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      fromAddress: mail.from ?? DEFAULT_SENDER,
      toAddress: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      secrets: (mail.secrets ?? []).filter(Boolean),
    })
    .returning({ id: emailOutbox.id });
  return { id: row!.id };
}

export type Delivery = { id: number; status: "sent" | "queued" | "failed"; error: string | null };

/**
 * Sends queued messages that are due, or only message `id`. Each is claimed first in one
 * UPDATE over `FOR UPDATE SKIP LOCKED` rows, which also leases it for LEASE_MS, so two
 * processes never send the same message. A temporary failure is tried again later with
 * back-off; a permanent one (an SMTP 5xx answer) or the last attempt marks it failed.
 */
export async function deliverQueuedMail(
  db: Db,
  smtpUrl: string,
  options: { id?: number; now?: Date } = {},
): Promise<Delivery[]> {
  const now = options.now ?? new Date();
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    // Due by the database's clock unless a time is given: queueing stamps next_attempt_at with the database's now(),
    // in microseconds, which a JavaScript Date of the same millisecond would read as not yet due.
    .where(
      and(
        eq(emailOutbox.status, "queued"),
        lte(emailOutbox.nextAttemptAt, options.now ?? sql`now()`),
        options.id === undefined ? undefined : eq(emailOutbox.id, options.id),
      ),
    )
    .orderBy(asc(emailOutbox.id))
    .limit(BATCH)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(emailOutbox.id, due))
    .returning();
  if (!claimed.length) return [];
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  try {
    const results: Delivery[] = [];
    for (const row of claimed.sort((a, b) => a.id - b.id)) {
      results.push(await deliverOne(db, transport, row, now));
    }
    return results;
  } finally {
    transport.close();
  }
}

type OutboxRow = typeof emailOutbox.$inferSelect;

async function deliverOne(db: Db, transport: Transporter, row: OutboxRow, now: Date): Promise<Delivery> {
  // Only the worker that holds the lease records the outcome; a later claim bumped `attempts`.
  const stillOurs = and(eq(emailOutbox.id, row.id), eq(emailOutbox.attempts, row.attempts));
  try {
    await transport.sendMail({
      from: row.fromAddress,
      to: row.toAddress,
      subject: row.subject,
      text: row.text,
      html: row.html ?? undefined,
    });
    await db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: new Date(), error: null, ...redacted(row) })
      .where(stillOurs);
    return { id: row.id, status: "sent", error: null };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const code = (error as { responseCode?: number }).responseCode;
    if ((code !== undefined && code >= 500) || row.attempts >= MAIL_MAX_ATTEMPTS) {
      await db
        .update(emailOutbox)
        .set({ status: "failed", error: message, ...redacted(row) })
        .where(stillOurs);
      return { id: row.id, status: "failed", error: message };
    }
    const retryAt = new Date(now.getTime() + MAIL_FIRST_RETRY_MS * 2 ** (row.attempts - 1));
    await db.update(emailOutbox).set({ error: message, nextAttemptAt: retryAt }).where(stillOurs);
    return { id: row.id, status: "queued", error: message };
  }
}

/** Once a message has left the queue no one needs its live links, least of all an admin reading the outbox. */
function redacted(row: OutboxRow) {
  const hide = (body: string) => row.secrets.reduce((text, secret) => text.split(secret).join(REDACTED), body);
  return { text: hide(row.text), html: row.html === null ? null : hide(row.html), secrets: [] };
}

/** The scheduled mail job: sends what is due, batch after batch, and logs what went wrong. */
export async function sendDueMail(db: Db, smtpUrl: string, logger: Logger) {
  for (;;) {
    const batch = await deliverQueuedMail(db, smtpUrl);
    for (const d of batch)
      if (d.status !== "sent") logger.warn({ outboxId: d.id, status: d.status, error: d.error }, "mail not sent");
    if (batch.length < BATCH) return;
  }
}
