import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings } from "../../db/schema";
import { createUser, httpClient, signedInMember, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
let ids: number[];
beforeAll(async () => {
  t = await startTestApp();
  const rows = await t.database.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(isNull(listings.archivedAt), eq(listings.approved, true)))
    .orderBy(asc(listings.id))
    .limit(4);
  ids = rows.map((r) => r.id);
});
afterAll(() => t.close());

const signedIn = () => signedInMember(t, { tier: 1 });

describe("favorites over REST", () => {
  it("adds, lists with the listing, and removes a favorite", async () => {
    const { http } = await signedIn();
    const added = await http.post("/api/favorites", { listingId: ids[0] });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ listingId: ids[0], listing: { id: ids[0] } });
    const list = await http.get("/api/favorites");
    expect(list.status).toBe(200);
    expect(list.json).toHaveLength(1);
    expect(list.json[0].listingId).toBe(ids[0]);
    expect(list.json[0].listing).toMatchObject({
      id: ids[0],
      slug: expect.any(String),
      category: { id: expect.any(Number) },
    });
    const removed = await http.delete(`/api/favorites/${ids[0]}`);
    expect(removed.status).toBe(200);
    expect(removed.json).toMatchObject({ success: true, listingId: ids[0], removed: true });
    expect((await http.get("/api/favorites")).json).toEqual([]);
  });

  it("never duplicates: adding twice answers 200 with the same entry", async () => {
    const { http } = await signedIn();
    const first = await http.post("/api/favorites", { listingId: ids[1] });
    const second = await http.post("/api/favorites", { listingId: ids[1] });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.json.id).toBe(first.json.id);
    const twice = await Promise.all([
      http.post("/api/favorites", { listingId: ids[2] }),
      http.post("/api/favorites", { listingId: ids[2] }),
    ]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 201]);
    expect((await http.get("/api/favorites")).json).toHaveLength(2);
  });

  it("answers 404 Listing not found. for a listing that does not exist, and 400 for a bad id", async () => {
    const { http } = await signedIn();
    const missing = await http.post("/api/favorites", { listingId: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.json.error).toBe("Listing not found.");
    expect((await http.post("/api/favorites", { listingId: "abc" })).status).toBe(400);
    expect((await http.post("/api/favorites", {})).status).toBe(400);
    expect((await http.post("/api/favorites", { listingId: 99_999_999_999 })).status).toBe(400);
    expect((await http.delete("/api/favorites/abc")).status).toBe(400);
    expect((await http.delete("/api/favorites/99999999999")).status).toBe(400);
  });

  it("answers 401 when signed out", async () => {
    const visitor = httpClient(t.baseUrl);
    expect((await visitor.get("/api/favorites")).status).toBe(401);
    expect((await visitor.post("/api/favorites", { listingId: ids[0] })).status).toBe(401);
    expect((await visitor.delete(`/api/favorites/${ids[0]}`)).status).toBe(401);
  });
});

describe("a member's saved stays, kept for them between their writes", () => {
  it("follows favourites added and removed over REST, after the list was read over tRPC", async () => {
    const { http } = await signedIn();
    const savedIds = async () =>
      ((await http.get("/api/trpc/favorites.ids")).json as { result: { data: { json: number[] } } }).result.data.json;
    expect(await savedIds()).toEqual([]);
    expect((await http.post("/api/favorites", { listingId: ids[1] })).status).toBe(201);
    expect(await savedIds()).toEqual([ids[1]]);
    expect((await http.delete(`/api/favorites/${ids[1]}`)).status).toBe(200);
    expect(await savedIds()).toEqual([]);
  });
});

describe("favorites over tRPC", () => {
  it("list, add, remove and ids; visitors are UNAUTHORIZED", async () => {
    const user = await createUser(t.database);
    const api = t.caller(user);
    await api.favorites.add({ listingId: ids[3]! });
    await api.favorites.add({ listingId: ids[0]! });
    expect(await api.favorites.ids()).toEqual([ids[0], ids[3]]);
    expect((await api.favorites.list()).map((f) => f.listingId)).toEqual([ids[0], ids[3]]);
    await api.favorites.remove({ listingId: ids[3]! });
    expect(await api.favorites.ids()).toEqual([ids[0]]);
    await expect(api.favorites.add({ listingId: 999_999 })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Listing not found.",
    });
    await expect(t.caller(null).favorites.list()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("favorite collections", () => {
  it("creates, renames, adds and removes listings, and deletes", async () => {
    const user = await createUser(t.database);
    const api = t.caller(user).favorites.collections;
    const created = await api.create({ name: "Summer in the Alps", listingIds: [ids[0]!] });
    expect(created).toMatchObject({ name: "Summer in the Alps", listingIds: [ids[0]], shareToken: null });
    await expect(api.create({ name: "summer in the alps" })).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(api.create({ name: "   " })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const renamed = await api.rename({ id: created.id, name: "Alpine Summer" });
    expect(renamed.name).toBe("Alpine Summer");
    expect((await api.addListing({ id: created.id, listingId: ids[1]! })).listingIds).toEqual([ids[0], ids[1]]);
    expect((await api.addListing({ id: created.id, listingId: ids[1]! })).listingIds).toEqual([ids[0], ids[1]]);
    await expect(api.addListing({ id: created.id, listingId: 999_999 })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Listing not found.",
    });
    expect((await api.removeListing({ id: created.id, listingId: ids[0]! })).listingIds).toEqual([ids[1]]);
    expect((await api.list()).map((c) => c.name)).toEqual(["Alpine Summer"]);
    await api.delete({ id: created.id });
    expect(await api.list()).toEqual([]);
  });

  it("keeps collections private to their owner", async () => {
    const owner = await createUser(t.database);
    const other = await createUser(t.database);
    const mine = await t.caller(owner).favorites.collections.create({ name: "Mine" });
    await expect(t.caller(other).favorites.collections.rename({ id: mine.id, name: "Stolen" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Collection not found.",
    });
    await expect(t.caller(other).favorites.collections.share({ id: mine.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(t.caller(null).favorites.collections.list()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("shares by a read-only link with the name and listings only, and unshares", async () => {
    const user = await createUser(t.database);
    const api = t.caller(user).favorites.collections;
    const collection = await api.create({ name: "Summer in the Alps", listingIds: [ids[0]!, ids[2]!] });
    const shared = await api.share({ id: collection.id });
    expect(shared.shareToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(shared.sharePath).toBe(`/favorites?shared=${shared.shareToken}`);
    expect((await api.share({ id: collection.id })).shareToken).toBe(shared.shareToken);

    const view = await t.caller(null).favorites.collections.shared({ token: shared.shareToken! });
    expect(Object.keys(view).sort()).toEqual(["listings", "name"]);
    expect(view.name).toBe("Summer in the Alps");
    expect(view.listings.map((l) => l.id)).toEqual([ids[0], ids[2]]);
    expect(JSON.stringify(view)).not.toContain(user.email);

    await api.unshare({ id: collection.id });
    await expect(t.caller(null).favorites.collections.shared({ token: shared.shareToken! })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(t.caller(null).favorites.collections.shared({ token: "x" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});
