import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, sponsors } from "../../db/schema";
import { httpClient, signedInMember, startTestApp, type TestApp } from "../helpers/app";

// Sponsors upload artwork (image, alt text, https link) for their placements; the public placements show it.
let t: TestApp;
let count = 0;
let admin: Awaited<ReturnType<typeof signedInMember>>["user"];
beforeAll(async () => {
  t = await startTestApp();
  ({ user: admin } = await signedInMember(t, { admin: true }));
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signedInMember>>;

/** A member who bought a sponsor package, running, holding one placement on the journal. */
async function sponsorWithPlacement(status: "active" | "pending" = "active") {
  const member = await signedInMember(t);
  const n = ++count;
  const [sponsor] = await t.database.db
    .insert(sponsors)
    .values({ name: `Cedar & Co ${n}`, logo: "CC", tier: "silver", status, userId: member.user.id })
    .returning();
  // Through the admin's procedure, as the admin assigns placements (it refreshes the public list).
  const space = await t.caller(admin).admin.sponsors.createAdSpace({
    name: `Internal journal slot ${n}`,
    type: "inline",
    location: "journal",
    dimensions: "728x90",
    sponsorId: sponsor!.id,
  });
  return { member, sponsor: sponsor!, space };
}

async function upload(member: Member | null, spaceId: number, fields: Record<string, string>, image?: Blob) {
  const form = new FormData();
  form.set(
    "image",
    image ??
      new Blob(
        [
          new Uint8Array(
            await sharp({ create: { width: 1456, height: 180, channels: 3, background: "#7a4f2a" } })
              .png()
              .toBuffer(),
          ),
        ],
        { type: "image/png" },
      ),
    "art.png",
  );
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const headers: Record<string, string> = { origin: t.baseUrl };
  if (member) headers.cookie = [...member.http.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await fetch(`${t.baseUrl}/api/sponsors/placements/${spaceId}/artwork`, {
    method: "POST",
    body: form,
    headers,
  });
  return { status: res.status, json: await res.json() };
}

const ART = { altText: "Cedar & Co canvas tents at dusk", linkUrl: "https://cedar.example.com/tents" };
const journalAds = async () =>
  (await httpClient(t.baseUrl).get("/api/ads?location=journal")).json as Array<Record<string, any>>;

describe("sponsor ad artwork", () => {
  it("is uploaded by the sponsor for their placement and shown there with its alt text and link, never the internal name", async () => {
    const { member, space } = await sponsorWithPlacement();
    const before = (await journalAds()).find((a) => a.id === space.id);
    // Before any artwork the placement is the sponsor's teaser.
    expect(before).toMatchObject({
      sponsor: { name: expect.stringMatching(/^Cedar & Co/), logo: "CC" },
      artwork: null,
    });

    const mine = await t.caller(member.user).sponsors.myPlacements();
    expect(mine).toEqual([
      expect.objectContaining({
        status: "active",
        placements: [
          expect.objectContaining({
            id: space.id,
            type: "inline",
            location: "journal",
            dimensions: "728x90",
            artwork: null,
          }),
        ],
      }),
    ]);
    expect(JSON.stringify(mine)).not.toContain("Internal journal slot");

    const done = await upload(member, space.id, ART);
    expect(done.status).toBe(201);
    expect(done.json.artwork).toEqual({
      ...ART,
      imageUrl: expect.stringMatching(/^\/media\/uploads\/ad\/[a-z0-9]+-[a-f0-9]{12}-1600\.webp$/),
    });
    const image = await fetch(`${t.baseUrl}${done.json.artwork.imageUrl}`);
    expect(image.headers.get("content-type")).toBe("image/webp");

    const shown = (await journalAds()).find((a) => a.id === space.id);
    expect(shown!.artwork).toEqual(done.json.artwork);
    expect(JSON.stringify(await journalAds())).not.toContain("Internal journal slot");
    expect((await t.caller(member.user).sponsors.myPlacements())[0]!.placements[0]!.artwork).toEqual(done.json.artwork);

    // A new upload replaces it.
    const again = await upload(member, space.id, { ...ART, altText: "Cedar & Co lakeside sauna" });
    expect((await journalAds()).find((a) => a.id === space.id)!.artwork).toMatchObject({
      altText: "Cedar & Co lakeside sauna",
      imageUrl: again.json.artwork.imageUrl,
    });
  });

  it("needs alt text and an https link, and an image file", async () => {
    const { member, space } = await sponsorWithPlacement();
    const refused = async (fields: Record<string, string>, message: string, image?: Blob) => {
      const res = await upload(member, space.id, fields, image);
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(JSON.stringify(res.json)).toContain(message);
    };
    await refused({ ...ART, linkUrl: "http://cedar.example.com" }, "The link must be a full https:// address.");
    await refused({ ...ART, linkUrl: "javascript:alert(1)" }, "The link must be a full https:// address.");
    await refused({ altText: ART.altText }, "Enter the https:// address the artwork links to.");
    await refused({ ...ART, altText: " " }, "Describe the artwork for people who cannot see it (alt text).");
    await refused(
      ART,
      "Invalid File - Please upload an image file only (JPG, PNG, WebP or GIF).",
      new Blob(["<svg/>"], { type: "image/svg+xml" }),
    );
    expect((await journalAds()).find((a) => a.id === space.id)!.artwork).toBeNull();
  });

  it("is only for the sponsor's own placements", async () => {
    const { space } = await sponsorWithPlacement();
    const stranger = await signedInMember(t, { tier: 3 });
    expect(await upload(stranger, space.id, ART)).toEqual({
      status: 404,
      json: expect.objectContaining({ error: "Placement not found." }),
    });
    expect((await upload(null, space.id, ART)).status).toBe(401);

    // Given to another sponsor, the placement no longer shows the first sponsor's artwork.
    const first = await sponsorWithPlacement();
    await upload(first.member, first.space.id, ART);
    const other = await sponsorWithPlacement();
    await t.caller(admin).admin.sponsors.updateAdSpace({ id: first.space.id, data: { sponsorId: other.sponsor.id } });
    expect((await journalAds()).find((a) => a.id === first.space.id)).toMatchObject({
      sponsor: { id: other.sponsor.id },
      artwork: null,
    });
  });

  it("can be removed by an admin, audited, and the placement shows the sponsor's teaser again", async () => {
    const { member, space } = await sponsorWithPlacement();
    const { json } = await upload(member, space.id, ART);
    await expect(t.caller(member.user).admin.sponsors.removeArtwork({ id: space.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    const listed = (await t.caller(admin).admin.sponsors.adSpaces({ location: "journal" })).find(
      (s) => s.id === space.id,
    );
    expect(listed!.artwork).toEqual(json.artwork);
    expect(await t.caller(admin).admin.sponsors.removeArtwork({ id: space.id })).toEqual({
      removed: true,
      adSpaceId: space.id,
    });
    expect((await journalAds()).find((a) => a.id === space.id)).toMatchObject({
      sponsor: { logo: "CC" },
      artwork: null,
    });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "sponsors.remove-artwork"));
    expect(entry).toMatchObject({
      actorId: admin.id,
      target: `ad-space:${space.id}`,
      details: expect.objectContaining({ imageUrl: json.artwork.imageUrl, linkUrl: ART.linkUrl }),
    });
    await expect(t.caller(admin).admin.sponsors.removeArtwork({ id: space.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "This placement has no artwork.",
    });
  });
});
