import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox } from "../../db/schema";
import { createUser, httpClient, startTestApp, type TestApp } from "../helpers/app";

type Received = { from: string; to: string[]; raw: string };

let smtp: SMTPServer;
const inbox: Received[] = [];
let t: TestApp;
let admin: ReturnType<typeof httpClient>;
let adminUser: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith("bounce@")) return callback(new Error("550 Mailbox unavailable"));
      callback();
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  adminUser = await createUser(t.database, { admin: true });
  admin = httpClient(t.baseUrl);
  await admin.post("/api/auth/login", { email: adminUser.email, password: adminUser.password });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe("email testing", () => {
  it("lists the configured senders: the default sender and the contact email from settings", async () => {
    const res = await admin.get("/api/admin/sender-emails");
    expect(res.status).toBe(200);
    expect(res.json.emails).toEqual(["hello@wildluxe.example"]);
    await t
      .caller(adminUser)
      .admin.settings.save({ siteName: "Wildluxe", contactEmail: "concierge@wildluxe.example", maxListings: 12 });
    expect((await admin.get("/api/admin/sender-emails")).json.emails).toEqual([
      "hello@wildluxe.example",
      "concierge@wildluxe.example",
    ]);
  });

  it("sends a simple test through a real SMTP server to the admin", async () => {
    const res = await admin.post("/api/admin/test-email-notification", {
      senderEmail: "hello@wildluxe.example",
      testType: "simple",
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, delivery: "smtp", recipient: adminUser.email });
    expect(res.json.message).toBe(`Test email (simple) sent to ${adminUser.email} from hello@wildluxe.example.`);
    const mail = inbox.at(-1)!;
    expect(mail.from).toBe("hello@wildluxe.example");
    expect(mail.to).toEqual([adminUser.email]);
    expect(mail.raw).toContain("Subject: Wildluxe test email");
    expect(mail.raw).toContain("outgoing mail works");
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, res.json.outboxId));
    expect(row).toMatchObject({ status: "sent", toAddress: adminUser.email });
  });

  it("sends a full test to a custom recipient from the settings' contact email", async () => {
    const res = await admin.post("/api/admin/test-email-notification", {
      senderEmail: "Concierge@Wildluxe.example",
      testType: "full",
      recipientEmail: "ops@example.com",
    });
    expect(res.json).toMatchObject({ success: true, recipient: "ops@example.com" });
    const mail = inbox.at(-1)!;
    expect(mail.from).toBe("concierge@wildluxe.example");
    expect(mail.to).toEqual(["ops@example.com"]);
    expect(mail.raw).toContain("Subject: Wildluxe full test email");
    expect(mail.raw).toContain("text/html");
  });

  it("refuses a sender that is not configured with 403, code 403 and sender-verification help; nothing is sent", async () => {
    const before = inbox.length;
    const outbox = await t.database.db.$count(emailOutbox);
    const res = await admin.post("/api/admin/test-email-notification", {
      senderEmail: "ceo@elsewhere.example",
      testType: "simple",
    });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({
      success: false,
      code: 403,
      error: "Sender not verified: ceo@elsewhere.example is not a configured sender address.",
    });
    expect(res.json.solution).toContain("verified");
    expect(inbox.length).toBe(before);
    expect(await t.database.db.$count(emailOutbox)).toBe(outbox);
    await expect(
      t.caller(adminUser).admin.email.test({ senderEmail: "ceo@elsewhere.example", testType: "full" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("validates the request", async () => {
    expect(
      (
        await admin.post("/api/admin/test-email-notification", {
          senderEmail: "hello@wildluxe.example",
          testType: "fancy",
        })
      ).json.error,
    ).toBe("testType must be simple or full.");
    expect((await admin.post("/api/admin/test-email-notification", { testType: "simple" })).status).toBe(400);
    expect(
      (
        await admin.post("/api/admin/test-email-notification", {
          senderEmail: "hello@wildluxe.example",
          testType: "simple",
          recipientEmail: "not-an-email",
        })
      ).status,
    ).toBe(400);
  });

  it("reports a failed delivery with an error and a solution", async () => {
    const res = await admin.post("/api/admin/test-email-notification", {
      senderEmail: "hello@wildluxe.example",
      testType: "simple",
      recipientEmail: "bounce@example.com",
    });
    expect(res.status).toBe(502);
    expect(res.json).toMatchObject({ success: false, error: "Failed to send test email notification", code: 502 });
    expect(res.json.details).toContain("Mailbox unavailable");
    expect(res.json.solution).toContain("SMTP_URL");
    const outcomes = await t.database.db
      .select({ outcome: auditLog.outcome })
      .from(auditLog)
      .where(eq(auditLog.action, "email.test"))
      .orderBy(auditLog.id);
    expect(outcomes.map((o) => o.outcome)).toEqual(["success", "success", "warning", "warning", "error"]);
  });

  it("lists the outbox for /email-preview, newest first", async () => {
    const page = await t.caller(adminUser).admin.outbox.list({ limit: 10 });
    expect(page.items[0]).toMatchObject({ toAddress: "bounce@example.com", status: "failed" });
    expect((await t.caller(adminUser).admin.outbox.list({ status: "sent" })).total).toBe(2);
  });
});

describe("email testing without SMTP", () => {
  it("keeps the message in the outbox and says so", async () => {
    const offline = await startTestApp();
    try {
      const a = await createUser(offline.database, { admin: true });
      const res = await offline
        .caller(a)
        .admin.email.test({ senderEmail: "hello@wildluxe.example", testType: "simple" });
      expect(res).toMatchObject({ success: true, delivery: "outbox" });
      if (res.success) expect(res.message).toContain("saved to the outbox");
      expect((await offline.caller(a).admin.outbox.list()).items[0]).toMatchObject({
        status: "queued",
        toAddress: a.email,
      });
    } finally {
      await offline.close();
    }
  });
});
