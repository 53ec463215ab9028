import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedBookedNights, listingBlockedNights, listings } from "../../db/schema";
import { INVITE_GONE } from "../../server/services/trips/people";
import { createUser, httpClient, signedInMember, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInMember>>;
let friend: Awaited<ReturnType<typeof signedInMember>>;
let outsider: Awaited<ReturnType<typeof signedInMember>>;
let openStay: number;
let insiderStay: number;
let tripId: number;
let inviteToken: string;

/** A date `days` from today (UTC), as the trip forms send it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const checkIn = inDays(40);
const checkOut = inDays(44);
const tokenOf = (path: string | null) => path!.split("/").pop()!;

async function liveStay(tierLevel: number) {
  const [row] = await t.database.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.tierLevel, tierLevel), eq(listings.approved, true), isNull(listings.archivedAt)))
    .orderBy(asc(listings.id))
    .limit(1);
  return row!.id;
}

beforeAll(async () => {
  t = await startTestApp({ APP_URL: "https://wildluxe.test" });
  owner = await signedInMember(t, { tier: 2 });
  friend = await signedInMember(t, { tier: 1 });
  outsider = await signedInMember(t, { tier: 3 });
  openStay = await liveStay(0);
  insiderStay = await liveStay(2);
});
afterAll(() => t.close());

const api = (who: { user: Parameters<TestApp["caller"]>[0] }) => t.caller(who.user).trips;

describe("planning a trip together", () => {
  it("a member creates a trip with dates and a first stay, and it is theirs alone", async () => {
    const board = await api(owner).create({
      name: "Alps in August",
      startDate: checkIn,
      endDate: checkOut,
      listingId: openStay,
    });
    tripId = board.id;
    inviteToken = tokenOf(board.invitePath);
    expect(board).toMatchObject({
      name: "Alps in August",
      startDate: checkIn,
      endDate: checkOut,
      nights: 4,
      isOwner: true,
    });
    expect(board.members).toEqual([expect.objectContaining({ id: owner.user.id, isOwner: true, isYou: true })]);
    expect(board.stays.map((s) => s.listingId)).toEqual([openStay]);
    expect(board.invitePath).toMatch(/^\/trip-planning\/join\/[A-Za-z0-9_-]{32}$/);
    expect((await api(owner).list()).map((trip) => [trip.id, trip.listingIds])).toEqual([[tripId, [openStay]]]);
    expect(await api(friend).list()).toEqual([]);
  });

  it("adds candidate stays with their tier gate and whether each is free for the trip's nights; adding twice changes nothing", async () => {
    // The open stay is free every night of the trip; the owner of the other has blocked its second night.
    await t.database.db
      .delete(listingBlockedNights)
      .where(inArray(listingBlockedNights.listingId, [openStay, insiderStay]));
    await t.database.db.delete(feedBookedNights).where(inArray(feedBookedNights.listingId, [openStay, insiderStay]));
    await t.database.db.insert(listingBlockedNights).values({ listingId: insiderStay, night: inDays(41) });
    const first = await api(owner).addStay({ id: tripId, listingId: insiderStay });
    expect(first.added).toBe(true);
    const again = await api(owner).addStay({ id: tripId, listingId: insiderStay });
    expect(again.added).toBe(false);
    const stays = again.trip.stays;
    expect(stays.map((s) => [s.listingId, s.tierGate, s.availability])).toEqual([
      [openStay, "Open to everyone", "available"],
      [insiderStay, "Luxe Insider and up", "unavailable"],
    ]);
    await expect(api(owner).addStay({ id: tripId, listingId: 999_999 })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Listing not found.",
    });
  });

  it("an invite link shows the trip before joining, without anyone's email, and joining needs sign-in", async () => {
    const preview = await t.caller(null).trips.invitation({ token: inviteToken });
    expect(preview).toMatchObject({
      name: "Alps in August",
      memberCount: 1,
      tripId: null,
      ownerName: owner.user.fullName,
    });
    expect(JSON.stringify(preview)).not.toContain(owner.user.email);
    await expect(t.caller(null).trips.join({ token: inviteToken })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("a second member joins by the link (twice is once), sees the board and adds a stay", async () => {
    expect(await api(friend).join({ token: inviteToken })).toEqual({ tripId, joined: true });
    expect(await api(friend).join({ token: inviteToken })).toEqual({ tripId, joined: false });
    expect((await api(friend).invitation({ token: inviteToken })).tripId).toBe(tripId);
    const board = await api(friend).get({ id: tripId });
    expect(board.isOwner).toBe(false);
    expect(board.members.map((m) => [m.id, m.isOwner])).toEqual([
      [owner.user.id, true],
      [friend.user.id, false],
    ]);
    expect(JSON.stringify(board)).not.toContain(owner.user.email);
    // The friend's tier is below the Insider stay: the card is gated, its gate still named.
    const insider = board.stays.find((s) => s.listingId === insiderStay)!;
    expect([insider.listing.locked, insider.tierGate]).toEqual([true, "Luxe Insider and up"]);
  });

  it("each member votes once per stay: a second vote is the same vote, and it can be taken back", async () => {
    const stayId = (await api(friend).get({ id: tripId })).stays[0]!.id;
    await api(friend).vote({ id: tripId, stayId, voted: true });
    let board = await api(friend).vote({ id: tripId, stayId, voted: true });
    expect(board.stays[0]).toMatchObject({
      votes: 1,
      voted: true,
      voters: [{ id: friend.user.id, name: friend.user.fullName }],
    });
    board = await api(owner).vote({ id: tripId, stayId, voted: true });
    expect(board.stays[0]).toMatchObject({ votes: 2, voted: true });
    board = await api(friend).vote({ id: tripId, stayId, voted: false });
    expect(board.stays[0]).toMatchObject({ votes: 1, voted: false, voters: [{ id: owner.user.id }] });
    await api(friend).vote({ id: tripId, stayId, voted: true });
    const both = await Promise.all([
      api(friend).vote({ id: tripId, stayId, voted: true }),
      api(friend).vote({ id: tripId, stayId, voted: true }),
    ]);
    expect(both.map((b) => b.stays[0]!.votes)).toEqual([2, 2]);
  });

  it("members leave notes; authors and the owner delete them, others may not", async () => {
    let board = await api(friend).addNote({ id: tripId, body: "  The lake one has a sauna!  " });
    const note = board.notes.at(-1)!;
    expect(note).toMatchObject({ body: "The lake one has a sauna!", author: { id: friend.user.id }, canDelete: true });
    board = await api(owner).addNote({ id: tripId, body: "Train from Zurich works for everyone." });
    const ownersNote = board.notes.at(-1)!;
    await expect(api(friend).deleteNote({ id: tripId, noteId: ownersNote.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Only the note's author or the trip's owner can delete it.",
    });
    board = await api(owner).deleteNote({ id: tripId, noteId: note.id });
    expect(board.notes.map((n) => n.body)).toEqual(["Train from Zurich works for everyone."]);
  });

  it("owner-only changes are refused to other members with what only the owner may do", async () => {
    const stayId = (await api(friend).get({ id: tripId })).stays[0]!.id;
    const refusals: [() => Promise<unknown>, string][] = [
      [() => api(friend).choose({ id: tripId, stayId, chosen: true }), "Only the trip's owner can choose the stays."],
      [() => api(friend).revokeInvite({ id: tripId }), "Only the trip's owner can revoke the invite link."],
      [
        () => api(friend).removePerson({ id: tripId, userId: owner.user.id }),
        "Only the trip's owner can remove people.",
      ],
      [
        () => api(friend).update({ id: tripId, name: "Mine", startDate: null, endDate: null }),
        "Only the trip's owner can change its name and dates.",
      ],
      [() => api(friend).delete({ id: tripId }), "Only the trip's owner can delete it."],
      [
        () => api(friend).removeStay({ id: tripId, stayId }),
        "Only the trip's owner or the person who added a stay can remove it.",
      ],
    ];
    for (const [call, message] of refusals) await expect(call()).rejects.toMatchObject({ code: "FORBIDDEN", message });
  });

  it("exports the trip as .ics with its dates and chosen stay, parsed back by ical.js", async () => {
    const board = await api(owner).get({ id: tripId });
    const chosen = board.stays.find((s) => s.listingId === openStay)!;
    await api(owner).choose({ id: tripId, stayId: chosen.id, chosen: true });
    const res = await friend.http.get(`/api/trips/${tripId}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="wildluxe-trip-${tripId}.ics"`);
    expect(res.text.endsWith("\r\n")).toBe(true);
    expect(res.text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of res.text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const calendar = ICAL.Component.fromString(res.text);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    const events = calendar.getAllSubcomponents("vevent");
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.summary).toBe("Alps in August");
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe(checkIn);
    // All-day DTEND is exclusive: the day after check-out, so the travel home shows too.
    expect(event.endDate.toString()).toBe(
      new Date(Date.parse(`${checkOut}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
    );
    expect(event.location).toBe(`${chosen.listing.name}, ${chosen.listing.location}`);
    expect(event.description).toContain(`https://wildluxe.test/listings/${chosen.listing.slug}`);
    expect(event.description).not.toContain(board.stays.find((s) => s.listingId === insiderStay)!.listing.slug);
    expect(event.uid).toBe(`trip-${tripId}@wildluxe.test`);
  });

  it("the owner removes a person: their votes go, and the board is closed to them", async () => {
    const board = await api(owner).removePerson({ id: tripId, userId: friend.user.id });
    expect(board.members.map((m) => m.id)).toEqual([owner.user.id]);
    expect(board.stays[0]).toMatchObject({ votes: 1, voters: [{ id: owner.user.id }] });
    await expect(api(friend).get({ id: tripId })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Trip not found.",
    });
    expect((await friend.http.get(`/api/trips/${tripId}/calendar.ics`)).status).toBe(404);
    await expect(api(owner).removePerson({ id: tripId, userId: owner.user.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(api(owner).removePerson({ id: tripId, userId: friend.user.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "That person is not on this trip.",
    });
  });

  it("a revoked link fails with a clear message; a renewed one works and the old one still fails", async () => {
    const revoked = await api(owner).revokeInvite({ id: tripId });
    expect(revoked.invitePath).toBeNull();
    await expect(api(friend).join({ token: inviteToken })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: INVITE_GONE,
    });
    await expect(t.caller(null).trips.invitation({ token: inviteToken })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: INVITE_GONE,
    });
    const renewed = await api(owner).renewInvite({ id: tripId });
    const fresh = tokenOf(renewed.invitePath);
    expect(fresh).not.toBe(inviteToken);
    await expect(api(friend).join({ token: inviteToken })).rejects.toMatchObject({ message: INVITE_GONE });
    expect(await api(friend).join({ token: fresh })).toMatchObject({ joined: true });
    expect(await api(friend).leave({ id: tripId })).toEqual({ success: true, id: tripId });
    await expect(api(owner).leave({ id: tripId })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("a read-only share page shows the board to anyone with the link, without emails or usernames, until stopped", async () => {
    const shared = await api(owner).share({ id: tripId });
    const token = tokenOf(shared.sharePath);
    expect((await api(owner).share({ id: tripId })).sharePath).toBe(shared.sharePath);
    const page = await t.caller(null).trips.shared({ token });
    expect(page).toMatchObject({ name: "Alps in August", startDate: checkIn, endDate: checkOut, memberCount: 1 });
    expect(page.stays.map((s) => [s.tierGate, s.chosen])).toEqual([
      ["Open to everyone", true],
      ["Luxe Insider and up", false],
    ]);
    const text = JSON.stringify(page);
    for (const secret of [owner.user.email, owner.user.username, friend.user.email, friend.user.username])
      expect(text).not.toContain(secret);
    await api(owner).unshare({ id: tripId });
    await expect(t.caller(null).trips.shared({ token })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("outsiders", () => {
  it("learn nothing: every trip call answers Trip not found., as for a trip that does not exist", async () => {
    const board = await api(owner).get({ id: tripId });
    const stayId = board.stays[0]!.id;
    const noteId = board.notes[0]!.id;
    for (const id of [tripId, 999_999]) {
      const calls = [
        () => api(outsider).get({ id }),
        () => api(outsider).addStay({ id, listingId: openStay }),
        () => api(outsider).vote({ id, stayId, voted: true }),
        () => api(outsider).addNote({ id, body: "Hello?" }),
        () => api(outsider).deleteNote({ id, noteId }),
        () => api(outsider).removeStay({ id, stayId }),
        () => api(outsider).choose({ id, stayId, chosen: false }),
        () => api(outsider).revokeInvite({ id }),
        () => api(outsider).renewInvite({ id }),
        () => api(outsider).share({ id }),
        () => api(outsider).removePerson({ id, userId: owner.user.id }),
        () => api(outsider).update({ id, name: "Taken", startDate: null, endDate: null }),
        () => api(outsider).delete({ id }),
        () => api(outsider).leave({ id }),
      ];
      for (const call of calls)
        await expect(call()).rejects.toMatchObject({ code: "NOT_FOUND", message: "Trip not found." });
      const ics = await outsider.http.get(`/api/trips/${id}/calendar.ics`);
      expect([ics.status, ics.json?.error]).toEqual([404, "Trip not found."]);
    }
    expect((await api(owner).get({ id: tripId })).stays.map((s) => s.votes)).toEqual(board.stays.map((s) => s.votes));
    expect((await httpClient(t.baseUrl).get(`/api/trips/${tripId}/calendar.ics`)).status).toBe(401);
  });

  it("a stay id of another trip is not found on this one", async () => {
    const other = await api(outsider).create({ name: "Elsewhere", listingId: openStay });
    await expect(api(owner).vote({ id: tripId, stayId: other.stays[0]!.id, voted: true })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "That stay is not on this trip.",
    });
  });
});

describe("bad input", () => {
  it("is a 400 with a clear message", async () => {
    const member = await createUser(t.database);
    const trips = t.caller(member).trips;
    const cases: [() => Promise<unknown>, string][] = [
      [() => trips.create({ name: "   " }), "Give the trip a name."],
      [() => trips.create({ name: "x".repeat(81) }), "Trip names must be at most 80 characters."],
      [() => trips.create({ name: "Trip", startDate: checkIn }), "Add both dates (check-in and check-out) or neither."],
      [
        () => trips.create({ name: "Trip", startDate: checkOut, endDate: checkIn }),
        "Check-out must be after check-in.",
      ],
      [() => trips.create({ name: "Trip", startDate: checkIn, endDate: checkIn }), "Check-out must be after check-in."],
      [
        () => trips.create({ name: "Trip", startDate: inDays(10), endDate: inDays(71) }),
        "A trip can last at most 60 nights.",
      ],
      [
        () => trips.create({ name: "Trip", startDate: "2027-02-30", endDate: "2027-03-02" }),
        "That date does not exist.",
      ],
      [
        () => trips.create({ name: "Trip", startDate: "10/07/2027", endDate: "2027-07-14" }),
        "Dates are written YYYY-MM-DD.",
      ],
      [
        () => trips.create({ name: "Trip", startDate: inDays(-5), endDate: inDays(-2) }),
        "Trip dates can't be in the past.",
      ],
      [
        () => trips.create({ name: "Trip", startDate: inDays(800), endDate: inDays(803) }),
        "Trips can be planned up to 2 years ahead.",
      ],
      [() => trips.join({ token: "not a token" }), "This invite link is not valid."],
      [() => trips.shared({ token: "x" }), "This share link is not valid."],
    ];
    for (const [call, message] of cases)
      await expect(call(), message).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: expect.stringContaining(message),
      });

    const { id } = await trips.create({ name: "Weekend" });
    await expect(trips.addNote({ id, body: " " })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("Write a note first."),
    });
    await expect(trips.addNote({ id, body: "a".repeat(1001) })).rejects.toMatchObject({
      message: expect.stringContaining("Notes can be at most 1000 characters."),
    });
    await expect(trips.vote({ id, stayId: 1, voted: "yes" as unknown as boolean })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("the .ics export: a trip without dates and a bad id are 400s, never 500s", async () => {
    const { id } = await api(owner).create({ name: "Someday" });
    const undated = await owner.http.get(`/api/trips/${id}/calendar.ics`);
    expect([undated.status, undated.json.error]).toEqual([
      400,
      "Add the trip's dates before exporting it to a calendar.",
    ]);
    for (const bad of ["abc", "0x10", "-1", "99999999999"])
      expect((await owner.http.get(`/api/trips/${bad}/calendar.ics`)).status).toBe(400);
  });

  it("renaming keeps the dates as they are; changing them to past ones is refused; the owner deletes the trip", async () => {
    const { id } = await api(owner).create({ name: "Old", startDate: inDays(3), endDate: inDays(5) });
    const renamed = await api(owner).update({ id, name: "Renamed", startDate: inDays(3), endDate: inDays(5) });
    expect(renamed.name).toBe("Renamed");
    await expect(
      api(owner).update({ id, name: "Renamed", startDate: inDays(-3), endDate: inDays(5) }),
    ).rejects.toMatchObject({
      message: "Trip dates can't be in the past.",
    });
    expect(await api(owner).delete({ id })).toEqual({ success: true, id });
    await expect(api(owner).get({ id })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
