import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, listings } from "../../db/schema";
import { createUser, signedInMember, startTestApp, type TestApp } from "../helpers/app";

// Admins see what moderators hid or removed (reviews, tips, photos) with the reason and who did it, and restore it.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function newStay() {
  const slug = `hidden-stay-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const [row] = await t.database.db
    .insert(listings)
    .values({
      name: "Hidden Stay",
      slug,
      description: "A cabin.",
      location: "Nowhere, Norway",
      mainImage: "/media/art/cabins/x.webp",
    })
    .returning();
  return row!;
}

async function uploadPhoto(member: Awaited<ReturnType<typeof signedInMember>>, listingId: number) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#446688" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "view.png");
  const cookie = [...member.http.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await fetch(`${t.baseUrl}/api/listings/${listingId}/media`, {
    method: "POST",
    body: form,
    headers: { cookie, origin: t.baseUrl },
  });
  return (await res.json()).media as { id: number };
}

const audited = async (target: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target, target), eq(auditLog.action, action)));

describe("hidden member content", () => {
  it("lists hidden reviews, tips and removed photos with the reason and the moderator, and restores each, audited", async () => {
    const stay = await newStay();
    const member = await signedInMember(t, { tier: 2 });
    const api = t.caller(member.user).memberContent;
    await t.caller(member.user).favorites.add({ listingId: stay.id });
    const { review } = await api.reviews.create({
      listingId: stay.id,
      rating: 2,
      body: "Twenty characters and some more.",
    });
    const { tip } = await api.tips.create({ listingId: stay.id, body: "Bring a head torch." });
    const photo = await uploadPhoto(member, stay.id);

    const admin = await createUser(t.database, { admin: true });
    const mod = t.caller(admin).memberContent;
    await mod.reviews.hide({ id: review.id, reason: "Personal details" });
    await mod.tips.hide({ id: tip.id, reason: "Advertising" });
    await mod.media.remove({ id: photo.id, reason: "Not this stay" });
    expect((await t.caller(null).memberContent.media.list({ listingId: stay.id })).map((m) => m.id)).not.toContain(
      photo.id,
    );
    expect((await t.database.db.select().from(listings).where(eq(listings.id, stay.id)))[0]!.reviewCount).toBe(0);

    await expect(api.hidden.list()).rejects.toMatchObject({ code: "FORBIDDEN" });
    const hidden = await mod.hidden.list();
    const by = { id: admin.id, username: admin.username };
    const where = { id: stay.id, name: "Hidden Stay", slug: stay.slug };
    expect(hidden.reviews.find((r) => r.id === review.id)).toMatchObject({
      reason: "Personal details",
      by,
      listing: where,
      author: { id: member.user.id },
      rating: 2,
    });
    expect(hidden.tips.find((r) => r.id === tip.id)).toMatchObject({
      reason: "Advertising",
      by,
      text: "Bring a head torch.",
    });
    expect(hidden.photos.find((r) => r.id === photo.id)).toMatchObject({
      reason: "Not this stay",
      by,
      url: expect.stringMatching(/^\/media\/uploads\/member-media\//),
    });

    await expect(api.hidden.restore({ kind: "review", id: review.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
    for (const [kind, id] of [
      ["review", review.id],
      ["tip", tip.id],
      ["photo", photo.id],
    ] as const) {
      expect(await mod.hidden.restore({ kind, id })).toEqual({ restored: true });
      await expect(mod.hidden.restore({ kind, id })).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: `No hidden ${kind} with id ${id}.`,
      });
    }
    const after = await mod.hidden.list();
    expect(after.reviews.map((r) => r.id)).not.toContain(review.id);
    expect(after.tips.map((r) => r.id)).not.toContain(tip.id);
    expect(after.photos.map((p) => p.id)).not.toContain(photo.id);
    expect((await t.caller(null).memberContent.media.list({ listingId: stay.id })).map((m) => m.id)).toContain(
      photo.id,
    );
    expect((await t.caller(null).memberContent.tips.list({ listingId: stay.id })).map((x) => x.id)).toContain(tip.id);
    // The restored review counts in the stay's rating again.
    expect((await t.database.db.select().from(listings).where(eq(listings.id, stay.id)))[0]).toMatchObject({
      rating: 2,
      reviewCount: 1,
    });

    expect(await audited(`review:${review.id}`, "reviews.restore")).toEqual([
      expect.objectContaining({ actorId: admin.id }),
    ]);
    expect(await audited(`tip:${tip.id}`, "tips.restore")).toEqual([expect.objectContaining({ actorId: admin.id })]);
    expect(await audited(`media:${photo.id}`, "media.restore")).toEqual([
      expect.objectContaining({ actorId: admin.id }),
    ]);
    expect(await audited(`media:${photo.id}`, "media.remove")).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ reason: "Not this stay" }) }),
    ]);
  });
});
