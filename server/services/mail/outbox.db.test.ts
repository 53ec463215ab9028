import type { AddressInfo } from "node:net";
import { eq, inArray } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../db/client";
import { emailOutbox } from "../../../db/schema";
import { createUser, startTestApp, type TestApp } from "../../../tests/helpers/app";
import { deliverQueuedMail, MAIL_MAX_ATTEMPTS, queueMail, REDACTED } from "./outbox";
import { confirmPasswordReset, requestPasswordReset } from "../accounts/password-reset";

type Received = { to: string[]; raw: string };

const inbox: Received[] = [];
/** Recipients the server turns away once with a temporary error, and ones it always refuses. */
const busyOnce = new Set<string>();
let smtp: SMTPServer;
let smtpUrl: string;
let t: TestApp;
// On PostgreSQL a second pool on the same database, as a second app process holds; PGlite has one process.
let other: Database;

function smtpError(code: number, message: string) {
  return Object.assign(new Error(message), { responseCode: code });
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith("bounce")) return callback(smtpError(550, "Mailbox unavailable"));
      if (address.address.startsWith("down")) return callback(smtpError(421, "Service not available, try again later"));
      if (busyOnce.delete(address.address)) return callback(smtpError(451, "Greylisted, try again later"));
      callback();
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        // Quoted-printable bodies wrap long lines and escape "=": undone here so links read whole.
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  t = await startTestApp({ SMTP_URL: smtpUrl, APP_URL: "https://wildluxe.test" });
  const url = (t.database as { url?: string }).url;
  other = url ? await openDatabase({ url }) : t.database;
});
afterAll(async () => {
  if (other !== t.database) await other.close();
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const rowOf = async (id: number) => (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
const received = (to: string) => inbox.filter((m) => m.to.includes(to));
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

describe("mail from the outbox", () => {
  it("only queues mail in the request; the worker retries after a temporary failure, then the stored link is redacted", async () => {
    const user = await createUser(t.database);
    busyOnce.add(user.email);
    await requestPasswordReset(t.database.db, t.deps.env, { email: user.email }, "192.0.2.10");

    // The request sent nothing: the message waits in the outbox with its live link.
    expect(received(user.email)).toEqual([]);
    const [queued] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    expect(queued).toMatchObject({ status: "queued", attempts: 0 });
    const token = /reset-password\?token=([a-z0-9]+)/.exec(queued!.text)![1]!;

    const first = await deliverQueuedMail(t.database.db, smtpUrl);
    expect(first).toEqual([{ id: queued!.id, status: "queued", error: expect.stringContaining("Greylisted") }]);
    const retrying = await rowOf(queued!.id);
    expect(retrying).toMatchObject({ status: "queued", attempts: 1, error: expect.stringContaining("451") });
    // First back-off: one minute. Not due before, due after.
    expect(await deliverQueuedMail(t.database.db, smtpUrl, { now: minutes(0.5) })).toEqual([]);
    expect(await deliverQueuedMail(t.database.db, smtpUrl, { now: minutes(1.1) })).toEqual([
      { id: queued!.id, status: "sent", error: null },
    ]);

    const [mail] = received(user.email);
    expect(mail!.raw).toContain(`https://wildluxe.test/reset-password?token=${token}`);
    const sent = await rowOf(queued!.id);
    expect(sent).toMatchObject({ status: "sent", attempts: 2, error: null, secrets: [] });
    expect(sent.sentAt).not.toBeNull();
    expect(sent.text).not.toContain(token);
    expect(sent.html).not.toContain(token);
    expect(sent.text).toContain(`https://wildluxe.test/reset-password?token=${REDACTED}`);

    // Admins listing the outbox never see the live link; the member's link still works.
    const admin = await createUser(t.database, { admin: true });
    const listed = await t.caller(admin).admin.outbox.list({ limit: 100 });
    expect(JSON.stringify(listed)).not.toContain(token);
    expect((await confirmPasswordReset(t.database.db, { token, password: "a fresh password 9" })).success).toBe(true);
  });

  it("marks a message failed at once when the server refuses it for good, and redacts it", async () => {
    const { id } = await queueMail(t.database.db, {
      to: "bounce@example.com",
      subject: "Your link",
      text: "Use secret-abc now",
      secrets: ["secret-abc"],
    });
    expect(await deliverQueuedMail(t.database.db, smtpUrl, { id })).toEqual([
      { id, status: "failed", error: expect.stringContaining("Mailbox unavailable") },
    ]);
    expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: 1, text: `Use ${REDACTED} now` });
  });

  it(`backs off 1, 2, 4 and 8 minutes and gives up after ${MAIL_MAX_ATTEMPTS} attempts`, async () => {
    const { id } = await queueMail(t.database.db, { to: "down@example.com", subject: "Hello", text: "Hello" });
    const waits: number[] = [];
    // Timed from the database's own clock (a PostgreSQL elsewhere may run ahead of ours), one
    // millisecond on, as the database keeps microseconds that a Date drops.
    let now = new Date((await rowOf(id)).nextAttemptAt.getTime() + 1);
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      const [result] = await deliverQueuedMail(t.database.db, smtpUrl, { id, now });
      const row = await rowOf(id);
      expect(row.attempts).toBe(attempt);
      if (attempt < MAIL_MAX_ATTEMPTS) {
        expect(result!.status).toBe("queued");
        waits.push((row.nextAttemptAt.getTime() - now.getTime()) / 60_000);
        now = row.nextAttemptAt;
      } else {
        expect(result).toMatchObject({ status: "failed", error: expect.stringContaining("421") });
      }
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    expect(await deliverQueuedMail(t.database.db, smtpUrl, { id, now: minutes(60) })).toEqual([]);
  });

  it("never sends a message twice when two processes' workers run at the same time", async () => {
    const to = Array.from({ length: 6 }, (_, i) => `guest${i}@example.com`);
    const ids = [];
    for (const address of to)
      ids.push((await queueMail(t.database.db, { to: address, subject: "Welcome", text: "Welcome" })).id);
    const now = minutes(1);
    const results = await Promise.all([
      deliverQueuedMail(t.database.db, smtpUrl, { now }),
      deliverQueuedMail(other.db, smtpUrl, { now }),
      deliverQueuedMail(t.database.db, smtpUrl, { now }),
    ]);
    expect(
      results
        .flat()
        .map((r) => r.id)
        .sort((a, b) => a - b),
    ).toEqual(ids);
    for (const address of to) expect(received(address)).toHaveLength(1);
    const rows = await t.database.db
      .select({ status: emailOutbox.status, attempts: emailOutbox.attempts })
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, ids));
    expect(rows).toEqual(ids.map(() => ({ status: "sent", attempts: 1 })));
  });
});
