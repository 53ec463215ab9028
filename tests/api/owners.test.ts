import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, listings } from "../../db/schema";
import { expireOwnerPackages } from "../../server/services/owners/packages";
import { createUser, httpClient, signedInMember, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t.database, { admin: true });
});
afterAll(() => t.close());

async function unownedStay() {
  const [row] = await t.database.db
    .select({ id: listings.id, slug: listings.slug, name: listings.name })
    .from(listings)
    .where(and(eq(listings.tierLevel, 0)))
    .limit(1);
  await t.database.db.update(listings).set({ ownerId: null }).where(eq(listings.id, row!.id));
  return row!;
}
const publicName = async (slug: string) =>
  (await (await fetch(`${t.baseUrl}/api/listings/${slug}`)).json()) as { name?: string; error?: string };
const approvals = () => t.caller(admin).admin.approvals.list();

const NEW_STAY = {
  name: "Lantern Ridge Yurt",
  description: "<p>A felt yurt on a quiet ridge, with a wood stove and a view over the valley.</p>",
  location: "Bozeman, Montana",
  mainImage: "/images/listings/lantern-ridge.jpg",
  externalUrl: "https://lantern-ridge.example/book",
};

describe("claiming a stay", () => {
  it("waits for an admin, then the stay is the owner's, audited and mailed", async () => {
    const stay = await unownedStay();
    const owner = await createUser(t.database);
    const tooShort = t.caller(owner).owners.claim({ listingId: stay.id, message: "mine" });
    await expect(tooShort).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("how you are connected"),
    });
    const claim = await t
      .caller(owner)
      .owners.claim({ listingId: stay.id, message: "I built this cabin with my family in 2019." });
    expect(claim.status).toBe("pending");
    await expect(
      t.caller(owner).owners.claim({ listingId: stay.id, message: "I built this cabin with my family in 2019." }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Your claim on this stay is waiting for approval.",
    });
    // Not the owner's until approved.
    await expect(t.caller(owner).owners.stay(stay.id)).rejects.toMatchObject({ code: "FORBIDDEN" });

    const queued = (await approvals()).find((r) => r.id === claim.id);
    expect(queued).toMatchObject({
      kind: "claim",
      listing: { id: stay.id },
      owner: { id: owner.id },
      message: "I built this cabin with my family in 2019.",
    });
    await expect(t.caller(owner).admin.approvals.decide({ id: claim.id, approve: true })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await t.caller(admin).admin.approvals.decide({ id: claim.id, approve: true })).toEqual({
      id: claim.id,
      status: "approved",
    });
    await expect(t.caller(admin).admin.approvals.decide({ id: claim.id, approve: true })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "This request was already decided.",
    });

    const [after] = await t.database.db
      .select({ ownerId: listings.ownerId })
      .from(listings)
      .where(eq(listings.id, stay.id));
    expect(after!.ownerId).toBe(owner.id);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "owners.claim.approve"));
    expect(audit.map((a) => a.target)).toContain(`listing:${stay.id}`);
    const mail = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, owner.email));
    expect(mail.map((m) => m.subject)).toContain(`Approved: your claim on ${stay.name}`);

    const someoneElse = await createUser(t.database);
    await expect(
      t.caller(someoneElse).owners.claim({ listingId: stay.id, message: "This one is actually mine, honestly." }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: "This listing is managed by another owner.",
    });
  });

  it("asks for a reason to reject, and the owner sees it", async () => {
    const stay = await unownedStay();
    const owner = await createUser(t.database);
    const claim = await t
      .caller(owner)
      .owners.claim({ listingId: stay.id, message: "We run the farm this cabin sits on." });
    await expect(t.caller(admin).admin.approvals.decide({ id: claim.id, approve: false })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("Give the owner a reason"),
    });
    await t
      .caller(admin)
      .admin.approvals.decide({ id: claim.id, approve: false, reason: "We could not confirm the ownership." });
    const dashboard = await t.caller(owner).owners.dashboard();
    expect(dashboard.requests[0]).toMatchObject({
      kind: "claim",
      status: "rejected",
      reason: "We could not confirm the ownership.",
      listing: { id: stay.id },
    });
    expect(dashboard.stays).toEqual([]);
  });
});

describe("an owner's own stays", () => {
  it("keeps a submitted stay off the site until approved, and edits to it apply at once", async () => {
    const owner = await signedInMember(t);
    const created = await t.caller(owner.user).owners.submit(NEW_STAY);
    expect(created.status).toBe("pending");
    expect((await publicName(created.slug)).error).toBe("Listing not found.");
    // Its owner can preview it.
    expect((await owner.http.get(`/api/listings/${created.slug}`)).json.name).toBe("Lantern Ridge Yurt");
    expect(
      await t.caller(owner.user).owners.edit({ listingId: created.id, patch: { location: "Big Sky, Montana" } }),
    ).toEqual({ applied: true });

    const request = (await approvals()).find((r) => r.listing.id === created.id)!;
    expect(request.kind).toBe("submission");
    await t.caller(admin).admin.approvals.decide({ id: request.id, approve: true });
    expect(await publicName(created.slug)).toMatchObject({ name: "Lantern Ridge Yurt", location: "Big Sky, Montana" });
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, created.id));
    expect(row).toMatchObject({ ownerId: owner.user.id, tierLevel: 0, featured: false, approved: true });
  });

  it("holds an edit to a live stay for approval while the site keeps the approved text", async () => {
    const owner = await createUser(t.database);
    const created = await t.caller(owner).owners.submit({ ...NEW_STAY, name: "Heron Pond Cabin" });
    await t
      .caller(admin)
      .admin.approvals.decide({ id: (await approvals()).find((r) => r.listing.id === created.id)!.id, approve: true });

    const edit = await t
      .caller(owner)
      .owners.edit({ listingId: created.id, patch: { name: "Heron Pond Cabin & Sauna" } });
    expect(edit.applied).toBe(false);
    await t.caller(owner).owners.edit({ listingId: created.id, patch: { location: "Ely, Minnesota" } });
    expect((await publicName(created.slug)).name).toBe("Heron Pond Cabin");
    const dashboard = await t.caller(owner).owners.dashboard();
    expect(dashboard.stays.find((s) => s.id === created.id)).toMatchObject({ status: "live", pendingEdit: true });

    const waiting = (await approvals()).filter((r) => r.listing.id === created.id);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.patch).toEqual({ name: "Heron Pond Cabin & Sauna", location: "Ely, Minnesota" });
    await t.caller(admin).admin.approvals.decide({ id: waiting[0]!.id, approve: true });
    expect(await publicName(created.slug)).toMatchObject({
      name: "Heron Pond Cabin & Sauna",
      location: "Ely, Minnesota",
    });
  });

  it("refuses edits to someone else's stay, empty edits and owner-only fields", async () => {
    const owner = await createUser(t.database);
    const stranger = await createUser(t.database);
    const created = await t.caller(owner).owners.submit({ ...NEW_STAY, name: "Quiet Fern Camp" });
    await expect(
      t.caller(stranger).owners.edit({ listingId: created.id, patch: { name: "Mine now" } }),
    ).rejects.toMatchObject({ code: "FORBIDDEN", message: "This stay is not yours to manage." });
    await expect(t.caller(owner).owners.edit({ listingId: created.id, patch: {} })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("Change at least one field."),
    });
    // Tier, rating and featuring are the admins'; they are not part of an owner's edit.
    await t.caller(owner).owners.edit({
      listingId: created.id,
      patch: { name: "Quiet Fern Camp", tierLevel: 3, featured: true } as never,
    });
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, created.id));
    expect(row).toMatchObject({ tierLevel: 0, featured: false });
    await expect(t.caller(null).owners.dashboard()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("an owner's figures and package", () => {
  it("counts views, favourites and booking clicks for the last 30 days", async () => {
    const owner = await signedInMember(t);
    const created = await t.caller(owner.user).owners.submit({ ...NEW_STAY, name: "Figures Test Treehouse" });
    await t
      .caller(admin)
      .admin.approvals.decide({ id: (await approvals()).find((r) => r.listing.id === created.id)!.id, approve: true });
    const visitor = httpClient(t.baseUrl);
    const event = (type: string) =>
      visitor.post(`/api/listings/${created.slug}/events`, { type }, { origin: t.baseUrl });
    for (let i = 0; i < 3; i++) expect((await event("view")).status).toBe(204);
    expect((await event("booking_click")).status).toBe(204);
    expect((await event("purchase")).status).toBe(400);
    expect(
      (await visitor.post("/api/listings/no-such-stay/events", { type: "view" }, { origin: t.baseUrl })).status,
    ).toBe(404);
    const fan = await createUser(t.database);
    await t.caller(fan).favorites.add({ listingId: created.id });

    const stay = (await t.caller(owner.user).owners.dashboard()).stays.find((s) => s.id === created.id)!;
    expect(stay.totals).toEqual({ views: 3, favorites: 1, bookingClicks: 1 });
    expect(stay.days).toHaveLength(30);
    expect(stay.days.at(-1)).toMatchObject({
      day: new Date().toISOString().slice(0, 10),
      views: 3,
      favorites: 1,
      bookingClicks: 1,
    });
  });

  it("shows a package bought for the owner's stay with its end date, and unfeatures the stay when it ends", async () => {
    const owner = await signedInMember(t);
    const created = await t.caller(owner.user).owners.submit({ ...NEW_STAY, name: "Package Test Cabin" });
    await t
      .caller(admin)
      .admin.approvals.decide({ id: (await approvals()).find((r) => r.listing.id === created.id)!.id, approve: true });
    const checkout = await owner.http.post(
      "/api/packages/checkout",
      { kind: "owner", packageName: "Featured", listingId: created.id },
      { origin: t.baseUrl },
    );
    expect(checkout.status).toBe(200);
    const sessionId = String(checkout.json.url).split("/").pop()!;
    const done = await fetch(t.baseUrl + checkout.json.url, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: t.baseUrl },
      body: new URLSearchParams({ session_id: sessionId }).toString(),
    });
    expect(done.status).toBe(303);
    const stay = (await t.caller(owner.user).owners.dashboard()).stays.find((s) => s.id === created.id)!;
    expect(stay.featured).toBe(true);
    expect(stay.package).toMatchObject({ packageName: "Featured", active: true });
    expect(Math.round((stay.package!.endsAt.getTime() - Date.now()) / 86_400_000)).toBe(365);

    expect(await expireOwnerPackages(t.database.db, new Date(Date.now() + 366 * 86_400_000))).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db
      .select({ featured: listings.featured })
      .from(listings)
      .where(eq(listings.id, created.id));
    expect(row!.featured).toBe(false);
  });
});
