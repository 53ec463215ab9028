import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings } from "../../db/schema";
import { createUser, httpClient, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
let admin: ReturnType<typeof httpClient>;
let member: ReturnType<typeof httpClient>;

beforeAll(async () => {
  t = await startTestApp();
  const a = await createUser(t.database, { admin: true });
  const m = await createUser(t.database);
  admin = httpClient(t.baseUrl);
  member = httpClient(t.baseUrl);
  await admin.post("/api/auth/login", { email: a.email, password: a.password });
  await member.post("/api/auth/login", { email: m.email, password: m.password });
});
afterAll(() => t.close());

const property = {
  name: "Whispering Pines Cabin",
  description: '<p>Quiet <strong>cedar</strong> cabin.</p><script>alert("x")</script><img src=x onerror="steal()">',
  location: "Bend, Oregon, USA",
  mainImage: "/media/art/luxury-cabins/whispering-pines-cabin.webp",
  categoryId: 1,
  regionId: 1,
};

describe("listing writes", () => {
  it("refuses visitors with 401 and members with 403, and creates nothing", async () => {
    const visitor = await httpClient(t.baseUrl).post("/api/listings", property);
    expect(visitor.status).toBe(401);
    const asMember = await member.post("/api/listings", property);
    expect(asMember.status).toBe(403);
    expect(asMember.json.error).toBe("Admin access required.");
    expect((await httpClient(t.baseUrl).get("/api/listings/whispering-pines-cabin")).status).toBe(404);
  });

  it("sanitises description markup, makes the slug from the name and copies the category", async () => {
    const res = await admin.post("/api/listings", property);
    expect(res.status).toBe(201);
    expect(res.json.slug).toBe("whispering-pines-cabin");
    expect(res.json.description).toBe("<p>Quiet <strong>cedar</strong> cabin.</p>");
    expect(res.json.primaryCategoryId).toBe(1);
    expect(res.json.tierLevel).toBe(1);
    expect(res.json.approved).toBe(true);
    expect(res.json.featured).toBe(false);
  });

  it("patches a listing, sanitising again, and 409s a slug clash", async () => {
    const created = (await admin.post("/api/listings", { ...property, name: "Fern Gully Hut" })).json;
    const res = await admin.patch(`/api/listings/${created.id}`, {
      description: "<em>Now</em> <iframe src='//x'></iframe>with ferns",
      categoryId: 2,
    });
    expect(res.status).toBe(200);
    expect(res.json.description).toBe("<em>Now</em> with ferns");
    expect(res.json.primaryCategoryId).toBe(2);
    const clash = await admin.patch(`/api/listings/${created.id}`, { slug: "whispering-pines-cabin" });
    expect(clash.status).toBe(409);
  });

  it("changes only what a patch names", async () => {
    const created = (
      await admin.post("/api/listings", {
        ...property,
        name: "Moss Ridge Loft",
        tierLevel: 3,
        featured: true,
        gallery: [property.mainImage],
      })
    ).json;
    const res = await admin.patch(`/api/listings/${created.id}`, { name: "Moss Ridge Loft & Sauna" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      name: "Moss Ridge Loft & Sauna",
      tierLevel: 3,
      featured: true,
      gallery: [property.mainImage],
    });
  });

  it("answers missing required fields and bad values with 400", async () => {
    const missing = await admin.post("/api/listings", { name: "Only a name" });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toMatch(/description/i);
    // Nobody types a rating in: it is the average of members' reviews, so a sent one is ignored.
    const rating = await admin.post("/api/listings", { ...property, name: "Too Good", rating: 5 });
    expect(rating.status).toBe(201);
    expect(rating.json).toMatchObject({ rating: 0, reviewCount: 0 });
    expect((await admin.patch("/api/listings/abc", {})).status).toBe(400);
    expect((await admin.patch("/api/listings/999999", { name: "Ghost" })).status).toBe(404);
    expect((await admin.request("POST", "/api/listings", "{oops", { "content-type": "application/json" })).status).toBe(
      400,
    );
  });

  it("archives instead of deleting", async () => {
    const created = (await admin.post("/api/listings", { ...property, name: "Short Lived Lodge" })).json;
    expect((await admin.delete(`/api/listings/${created.id}`)).status).toBe(200);
    expect((await httpClient(t.baseUrl).get(`/api/listings/${created.slug}`)).status).toBe(404);
    // The row stays, marked archived: favourites and history keep pointing at the listing.
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, created.id));
    expect(row?.archivedAt).toBeInstanceOf(Date);
  });
});

describe("procedure kinds", () => {
  it("member-only procedures need a session, admin ones need the admin role", async () => {
    const visitor = t.caller(null);
    await expect(visitor.admin.properties.archive({ id: 1 })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const m = await createUser(t.database, { tier: 3 });
    await expect(t.caller(m).admin.properties.archive({ id: 1 })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Admin access required.",
    });
    expect(await t.caller(null).auth.me()).toBeNull();
    expect((await t.caller(m).auth.me())?.membershipTier).toBe(3);
  });

  it("maps service errors to tRPC codes with the service's message", async () => {
    await expect(t.caller(null).listings.bySlug({ slug: "missing-one" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Listing not found.",
    });
  });
});
