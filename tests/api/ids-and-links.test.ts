import { TRPCError } from "@trpc/server";
import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings } from "../../db/schema";
import { createUser, signedInMember, startTestApp, type TestApp } from "../helpers/app";

/** Ids are decimal digits only; links are http(s) only. Both are 400s with a message. */
let t: TestApp;
let listingId: number;
beforeAll(async () => {
  t = await startTestApp();
  const [row] = await t.database.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(isNull(listings.archivedAt), eq(listings.approved, true), eq(listings.tierLevel, 0)))
    .orderBy(asc(listings.id))
    .limit(1);
  listingId = row!.id;
});
afterAll(() => t.close());

async function badRequest(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe("BAD_REQUEST");
  return (error as TRPCError).message;
}

const NOT_DECIMAL = ["0x10", "1e3", "%2012", "+5", "12.0", "0b1"];

describe("numeric ids accept decimal digits only", () => {
  it.each(NOT_DECIMAL)("REST path id %s is a 400 with a message", async (id) => {
    const { http } = await signedInMember(t, { tier: 1 });
    const res = await http.delete(`/api/favorites/${id}`);
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/digits 0-9 only|Expected a numeric id/);
  });

  it("a decimal path id still works, and an admin's PATCH /api/listings/0x10 changes nothing", async () => {
    const { http } = await signedInMember(t, { tier: 1 });
    expect((await http.post("/api/favorites", { listingId })).status).toBe(201);
    expect((await http.delete(`/api/favorites/${listingId}`)).json).toMatchObject({ removed: true });
    const admin = await signedInMember(t, { admin: true });
    const patched = await admin.http.patch("/api/listings/0x10", { name: "Renamed by a hex id" });
    expect(patched.status).toBe(400);
    expect(patched.json.error).toBe("Ids are written with the digits 0-9 only.");
  });

  it.each(["0x10", "1e3", "+5"])(
    "REST query amenities=%s is a 400; the same text as a category is a slug, never an id",
    async (id) => {
      const { http } = await signedInMember(t);
      const amenity = await http.get(`/api/listings?amenities=${encodeURIComponent(id)}`);
      expect(amenity.status).toBe(400);
      expect(amenity.json.error).toContain("Ids are written with the digits 0-9 only.");
      const category = await http.get(`/api/listings?category=${encodeURIComponent(id)}`);
      expect(category.status).toBe(200);
      expect(category.json).toEqual([]);
    },
  );

  it("a package checkout refuses packageId and listingId written as 0x10 (never package or stay 16)", async () => {
    const { http } = await signedInMember(t);
    for (const body of [
      { kind: "owner", packageId: "0x10" },
      { kind: "owner", packageId: 1, listingId: "0x10" },
    ]) {
      const res = await http.post("/api/packages/checkout", body);
      expect(res.status).toBe(400);
      expect(res.json.error).toContain("Ids are written with the digits 0-9 only.");
    }
  });

  it("tRPC inputs refuse ids written as text that is not decimal", async () => {
    const member = await createUser(t.database, { tier: 1 });
    const caller = t.caller(member);
    for (const id of ["0x10", "1e3", " 12", "+5"]) {
      expect(await badRequest(caller.listings.list({ amenities: [id as unknown as number] }))).toContain(
        "Ids are written with the digits 0-9 only.",
      );
      await badRequest(caller.favorites.add({ listingId: id as unknown as number }));
    }
    expect((await caller.listings.list({ amenities: [] })).items.length).toBeGreaterThan(0);
  });
});

const property = {
  name: "Link Test Lodge",
  description: "<p>A lodge for testing links.</p>",
  location: "Banff, Canada",
  mainImage: "/media/art/luxury-cabins/whispering-pines-cabin.webp",
  externalUrl: "https://book.example.com/link-test-lodge",
};

const SCHEMES = [
  "javascript:alert(document.cookie)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "file:///etc/passwd",
  "ftp://files.example.com/x",
];

describe("URL fields accept http and https only", () => {
  it.each(SCHEMES)("the booking link %s is a 400 with a message, and nothing is created", async (externalUrl) => {
    const { http } = await signedInMember(t, { admin: true });
    const res = await http.post("/api/listings", { ...property, externalUrl });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("externalUrl: External URL must be a web address starting with http:// or https://.");
    expect((await http.get("/api/listings/link-test-lodge")).status).toBe(404);
  });

  it("images are site paths or http(s) URLs: javascript:, data: and //other-site are refused", async () => {
    const { http } = await signedInMember(t, { admin: true });
    for (const mainImage of [
      "javascript:alert(1)",
      "data:image/svg+xml,<svg onload=alert(1)>",
      "//evil.example/x.jpg",
      "/\\evil.example/x.jpg",
    ]) {
      const res = await http.post("/api/listings", { ...property, mainImage });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(
        "mainImage: Main image must be a site path (/media/...) or a web address starting with http:// or https://.",
      );
    }
    const gallery = await http.post("/api/listings", {
      ...property,
      gallery: ["/media/ok.webp", "javascript:alert(1)"],
    });
    expect(gallery.status).toBe(400);
    expect(gallery.json.error).toContain("Gallery image must be a site path");
  });

  it("the same rule holds over tRPC, and http(s) links and site paths are kept as sent", async () => {
    const admin = await createUser(t.database, { admin: true });
    const caller = t.caller(admin);
    const input = {
      ...property,
      tierLevel: 0,
      gallery: [] as string[],
      rating: 4.5,
      verified: false,
      featured: false,
      approved: true,
      aiTags: [],
    };
    expect(
      await badRequest(caller.admin.properties.create({ ...input, externalUrl: "javascript:alert(1)" })),
    ).toContain("External URL must be a web address starting with http:// or https://.");
    const created = await caller.admin.properties.create({
      ...input,
      externalUrl: "http://book.example.com/lodge?ref=wildluxe",
      gallery: ["https://images.example.com/a.jpg", "/media/b.webp"],
    });
    expect(created).toMatchObject({
      externalUrl: "http://book.example.com/lodge?ref=wildluxe",
      gallery: ["https://images.example.com/a.jpg", "/media/b.webp"],
    });
  });
});
