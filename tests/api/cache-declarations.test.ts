import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings } from "../../db/schema";
import { createApp } from "../../server/app";
import { appCache } from "../../server/lib/cache";
import { invalidatePublicReads, memberRead, sharedRead, type Invalidates } from "../../server/lib/public-reads";
import { procedureTable } from "../helpers/access";
import { createUser, signedInMember, startTestApp, type TestApp } from "../helpers/app";
import { sameOnEitherDatabase } from "../helpers/db";

/**
 * Every write says what its success may change among the kept reads ("public": what visitors and every tier see;
 * "own": the writer's own), read here from the app itself: each tRPC mutation's meta and each REST write's
 * `invalidates` middleware (server/rest/public-cache.ts). A new write without a declaration fails here.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const WRITES = ["POST", "PUT", "PATCH", "DELETE"];
const isDeclaration = (value: unknown) => value === "public" || value === "own";

type RouteTable = { routes: Array<{ method: string; path: string; handler: unknown }> };

/** Each method and path the app registered, with the declarations among its handlers. */
function restDeclarations(app: RouteTable): Map<string, unknown[]> {
  const table = new Map<string, unknown[]>();
  for (const route of app.routes) {
    if (route.method === "ALL") continue;
    const key = `${route.method} ${route.path}`;
    const declared = (route.handler as { invalidates?: Invalidates }).invalidates;
    table.set(key, [...(table.get(key) ?? []), ...(declared === undefined ? [] : [declared])]);
  }
  return table;
}

describe.skipIf(sameOnEitherDatabase)("declarations", () => {
  it("every REST write declares once what it invalidates, and no read declares it", () => {
    const table = restDeclarations(createApp(t.deps));
    const writes = [...table.keys()].filter((key) => WRITES.includes(key.split(" ")[0]!));
    expect(writes.length).toBeGreaterThan(40);
    const undeclared = writes.filter((key) => table.get(key)!.length !== 1 || !isDeclaration(table.get(key)![0]));
    expect(undeclared, "writes without one invalidates(...) among their handlers").toEqual([]);
    const reads = [...table.keys()].filter((key) => !WRITES.includes(key.split(" ")[0]!));
    expect(
      reads.filter((key) => table.get(key)!.length > 0),
      "reads that declare invalidates",
    ).toEqual([]);
  });

  it("declares for each REST write what the write may change", () => {
    const table = restDeclarations(createApp(t.deps));
    const declared = (key: string) => table.get(key)?.[0];
    // A member's own: counters, sign-in, favourites, cart, views, the upload of a file not yet used anywhere.
    const own = [
      "POST /api/favorites",
      "DELETE /api/favorites/:listingId",
      "POST /api/auth/login",
      "POST /api/auth/logout",
      "POST /api/listings/:slug/events",
      "POST /api/store/cart/items",
      "POST /api/admin/upload-image",
    ];
    for (const key of own) expect(declared(key), key).toBe("own");
    // What visitors or a tier may see: stays, the journal, payments (tiers, featured stays), a stay edited by key.
    const visible = [
      "PATCH /api/listings/:id",
      "DELETE /api/journal/:id",
      "POST /api/stripe/webhook",
      "POST /demo-checkout/:sessionId",
      "PATCH /api/v1/listings/:slug",
    ];
    for (const key of visible) expect(declared(key), key).toBe("public");
  });

  it("every tRPC mutation declares what it invalidates, and no query does", () => {
    const procedures = procedureTable();
    // The kind's access and the mutation's declaration are one meta object.
    const meta = (p: (typeof procedures)[number]) => (p.access as { invalidates?: unknown } | undefined)?.invalidates;
    const mutations = procedures.filter((p) => p.type === "mutation");
    expect(mutations.length).toBeGreaterThan(100);
    const undeclared = mutations.filter((p) => !isDeclaration(meta(p))).map((p) => p.path);
    expect(undeclared, 'mutations without .meta({ invalidates: "public" | "own" })').toEqual([]);
    expect(procedures.filter((p) => p.type !== "mutation" && meta(p) !== undefined).map((p) => p.path)).toEqual([]);
    const declared = (path: string) => meta(procedures.find((p) => p.path === path)!);
    const own = ["favorites.add", "trips.create", "store.addItem", "auth.login", "recommendations.recordView"];
    for (const path of own) expect(declared(path), path).toBe("own");
    // A stay's nights change what a search with dates shows everyone.
    const visible = [
      "store.checkout",
      "admin.properties.update",
      "memberContent.reviews.create",
      "owners.edit",
      "availability.setNights",
    ];
    for (const path of visible) expect(declared(path), path).toBe("public");
  });
});

describe("what a declared write drops", () => {
  const cache = () => appCache(t.deps.metrics);
  /** A kept public read and a member's own kept read (none before), each answering `value` until dropped. */
  async function keep(member: Awaited<ReturnType<typeof createUser>>, value: string) {
    await invalidatePublicReads(t.deps.metrics);
    await sharedRead(cache(), null, "declarations.probe", null, async () => value);
    await memberRead(cache(), member, "declarations.probe", null, async () => value);
  }
  const kept = async (member: Awaited<ReturnType<typeof createUser>>) => ({
    public: await sharedRead(cache(), null, "declarations.probe", null, async () => "dropped"),
    own: await memberRead(cache(), member, "declarations.probe", null, async () => "dropped"),
  });
  const openStayId = async () => {
    const where = and(eq(listings.approved, true), eq(listings.tierLevel, 0), isNull(listings.archivedAt));
    return (await t.database.db.select({ id: listings.id }).from(listings).where(where).limit(1))[0]!.id;
  };

  it("over REST: an own write drops the member's reads only, a refused one nothing, a public one all", async () => {
    const { user, http } = await signedInMember(t);
    await keep(user, "kept");
    expect((await http.post("/api/favorites", { listingId: await openStayId() })).status).toBe(201);
    expect(await kept(user)).toEqual({ public: "kept", own: "dropped" });

    await keep(user, "kept again");
    expect((await http.post("/api/journal", { title: "Not an admin" })).status).toBe(403);
    expect(await kept(user)).toEqual({ public: "kept again", own: "kept again" });

    expect((await http.post("/api/partner/keys", { name: "Declared", scopes: ["listings:read"] })).status).toBe(201);
    expect(await kept(user)).toEqual({ public: "dropped", own: "dropped" });
  });

  it("over tRPC: the same, by each mutation's meta", async () => {
    const user = await createUser(t.database);
    const caller = t.caller(user);
    await keep(user, "kept");
    await caller.favorites.add({ listingId: await openStayId() });
    expect(await kept(user)).toEqual({ public: "kept", own: "dropped" });

    await keep(user, "kept again");
    const refused = caller.admin.properties.archive({ id: await openStayId() });
    await expect(refused).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await kept(user)).toEqual({ public: "kept again", own: "kept again" });

    await caller.partners.createKey({ name: "Declared", scopes: ["listings:read"] });
    expect(await kept(user)).toEqual({ public: "dropped", own: "dropped" });
  });
});
