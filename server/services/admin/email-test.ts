import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { emailOutbox } from "../../../db/schema";
import type { Env } from "../../env";
import { AppError } from "../../lib/errors";
import { recordAudit } from "./audit";
import { DEFAULT_SENDER, deliverQueuedMail, queueMail, type Delivery } from "../mail/outbox";
import { getGeneralSettings } from "../site/settings";

function addressOf(sender: string): string {
  const m = /<([^>]+)>/.exec(sender);
  return (m ? m[1]! : sender).trim().toLowerCase();
}

/** The configured senders: the app's default sender and the contact email from Settings. */
export async function senderEmails(db: Db) {
  const settings = await getGeneralSettings(db);
  const senders = [
    { email: addressOf(DEFAULT_SENDER), source: "default" as const },
    { email: settings.contactEmail.trim().toLowerCase(), source: "settings" as const },
  ].filter((s, i, all) => all.findIndex((o) => o.email === s.email) === i);
  return { emails: senders.map((s) => s.email), senders };
}

const optionalEmail = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.email("Enter a valid recipient email.").max(254).optional());

export const emailTestInput = z.object({
  senderEmail: z.string({ error: "Choose a sender email." }).trim().pipe(z.email("Choose a sender email.").max(254)),
  testType: z.enum(["simple", "full"], { error: "testType must be simple or full." }),
  recipientEmail: optionalEmail.optional(),
});

const SENDER_SOLUTION =
  "Choose one of the configured senders (GET /api/admin/sender-emails), or make this address the contact email in Settings. Your mail provider must also have verified it as a sender.";

export type EmailTestResult =
  | { success: true; message: string; delivery: "smtp" | "outbox"; recipient: string; outboxId: number }
  | { success: false; error: string; details: string; solution: string; code: number; outboxId: number };

/** Sends a test message through the normal mail path: SMTP when configured, else the outbox. */
export async function sendTestEmail(
  db: Db,
  env: Env,
  actor: { id: number; email: string },
  input: z.infer<typeof emailTestInput>,
): Promise<EmailTestResult> {
  const sender = input.senderEmail.toLowerCase();
  const { emails } = await senderEmails(db);
  if (!emails.includes(sender)) {
    await recordAudit(db, {
      actorId: actor.id,
      action: "email.test",
      target: sender,
      outcome: "warning",
      details: { refused: "sender not configured" },
    });
    throw new AppError("FORBIDDEN", `Sender not verified: ${sender} is not a configured sender address.`, {
      success: false,
      solution: SENDER_SOLUTION,
      code: 403,
    });
  }
  const { siteName } = await getGeneralSettings(db);
  const to = input.recipientEmail ?? actor.email;
  const sentAt = new Date().toISOString();
  const delivery = env.SMTP_URL ? "smtp" : "outbox";
  const mail =
    input.testType === "simple"
      ? {
          subject: `${siteName} test email`,
          text: `This is a simple test email from ${siteName}, sent at ${sentAt}. If you can read it, outgoing mail works.`,
        }
      : {
          subject: `${siteName} full test email`,
          text: [
            `This is a full test email from ${siteName}.`,
            `Sender: ${sender}`,
            `Recipient: ${to}`,
            `Delivery: ${delivery === "smtp" ? "SMTP" : "outbox only (SMTP_URL is not set)"}`,
            `Site: ${env.APP_URL}`,
            `Sent at: ${sentAt}`,
          ].join("\n"),
          html: `<h2>${escapeHtml(siteName)} full test email</h2><p>If this looks right, HTML mail works too.</p><ul><li>Sender: ${escapeHtml(sender)}</li><li>Recipient: ${escapeHtml(to)}</li><li>Delivery: ${delivery === "smtp" ? "SMTP" : "outbox only"}</li><li>Site: <a href="${escapeHtml(env.APP_URL)}">${escapeHtml(env.APP_URL)}</a></li><li>Sent at: ${sentAt}</li></ul>`,
        };
  const { id } = await queueMail(db, { from: `${siteName} <${sender}>`, to, ...mail });
  // A test is for seeing SMTP answer now, so this one message is sent at once through the worker's own path.
  const [sent] = env.SMTP_URL ? await deliverQueuedMail(db, env.SMTP_URL, { id }) : [];
  const result: Delivery = sent ?? { id, status: "queued", error: null };
  const failed = result.error !== null;
  const outcome = failed ? "error" : "success";
  await recordAudit(db, {
    actorId: actor.id,
    action: "email.test",
    target: to,
    outcome,
    details: { sender, testType: input.testType, status: result.status, outboxId: result.id },
  });
  if (failed) {
    return {
      success: false,
      error: "Failed to send test email notification",
      details: result.error ?? "",
      solution: "Check SMTP_URL (host, port and credentials) and that the mail server accepts mail from this sender.",
      code: 502,
      outboxId: result.id,
    };
  }
  return {
    success: true,
    message:
      result.status === "sent"
        ? `Test email (${input.testType}) sent to ${to} from ${sender}.`
        : delivery === "smtp"
          ? `Test email (${input.testType}) to ${to} is queued; the mail worker is sending it.`
          : `SMTP_URL is not set, so the ${input.testType} test email to ${to} was saved to the outbox; see /email-preview.`,
    delivery,
    recipient: to,
    outboxId: result.id,
  };
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export const outboxQuery = z.object({
  status: z
    .enum(["all", "queued", "sent", "failed"], { error: "status must be all, queued, sent or failed." })
    .default("all"),
  page: z.number().int().min(1).max(10_000).default(1),
  limit: z.number().int().min(1).max(100).default(20),
});

/** The outbox for /email-preview, newest first. */
export async function listOutbox(db: Db, input: z.input<typeof outboxQuery>) {
  const q = outboxQuery.parse(input);
  const where: SQL[] = [];
  if (q.status !== "all") where.push(eq(emailOutbox.status, q.status));
  const condition = where.length ? and(...where) : undefined;
  const [items, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(condition)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(condition),
  ]);
  return { items, total: Number(total), page: q.page, limit: q.limit };
}
