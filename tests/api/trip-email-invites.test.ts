import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema";
import { signedInMember, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInMember>>;
let friend: Awaited<ReturnType<typeof signedInMember>>;
let outsider: Awaited<ReturnType<typeof signedInMember>>;
let tripId: number;
let invitePath: string;

beforeAll(async () => {
  t = await startTestApp({ APP_URL: "https://wildluxe.test" });
  owner = await signedInMember(t, { tier: 2 });
  friend = await signedInMember(t, { tier: 1 });
  outsider = await signedInMember(t, { tier: 1 });
  const board = await t.caller(owner.user).trips.create({ name: "Lakes in June", startDate: null, endDate: null });
  tripId = board.id;
  invitePath = board.invitePath!;
  await t.caller(friend.user).trips.join({ token: invitePath.split("/").pop()! });
});
afterAll(() => t.close());

const mailsTo = (address: string) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

describe("inviting to a trip by email", () => {
  it("mails the invitee the join link, through the outbox", async () => {
    expect(await t.caller(owner.user).trips.inviteByEmail({ id: tripId, email: "  Robin@Example.com " })).toEqual({
      sent: true,
    });
    const [mail] = await mailsTo("robin@example.com");
    expect(mail!.subject).toContain('invited you to plan "Lakes in June" on Wildluxe');
    expect(mail!.text).toContain(`https://wildluxe.test${invitePath}`);
    expect(mail!.html).toContain(`href="https://wildluxe.test${invitePath}"`);
  });

  it("lets any of the trip's people invite, and shows no email address to anyone on the trip", async () => {
    await t.caller(friend.user).trips.inviteByEmail({ id: tripId, email: "kit@example.com" });
    expect(await mailsTo("kit@example.com")).toHaveLength(1);
    for (const who of [owner, friend]) {
      const board = JSON.stringify(await t.caller(who.user).trips.get({ id: tripId }));
      expect(board).not.toContain("kit@example.com");
      expect(board).not.toContain("robin@example.com");
      expect(board).not.toContain(owner.user.email);
      expect(board).not.toContain(friend.user.email);
    }
  });

  it("refuses a bad address with a 400 and its message, over HTTP too", async () => {
    await expect(
      t.caller(owner.user).trips.inviteByEmail({ id: tripId, email: "not-an-address" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const res = await owner.http.post(
      "/api/trpc/trips.inviteByEmail",
      { json: { id: tripId, email: "robin@" } },
      { origin: t.baseUrl },
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain("Enter a valid email address.");
  });

  it("refuses someone who is not on the trip as if it did not exist, and sends nothing", async () => {
    await expect(
      t.caller(outsider.user).trips.inviteByEmail({ id: tripId, email: "sam@example.com" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND", message: "Trip not found." });
    expect(await mailsTo("sam@example.com")).toHaveLength(0);
  });

  it("says so when the invite link is off, and sends nothing", async () => {
    await t.caller(owner.user).trips.revokeInvite({ id: tripId });
    await expect(
      t.caller(owner.user).trips.inviteByEmail({ id: tripId, email: "lee@example.com" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "No invite link is active: make a new one, then invite by email.",
    });
    await expect(
      t.caller(friend.user).trips.inviteByEmail({ id: tripId, email: "lee@example.com" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "The owner has turned the invite link off." });
    expect(await mailsTo("lee@example.com")).toHaveLength(0);
  });
});
