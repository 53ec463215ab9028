import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TIER_NAMES } from "@shared/tiers";
import { KEY_REQUIRED } from "../../server/auth/api-key";
import {
  apiRouteTable,
  callProcedure,
  expectedAnswer,
  fillPath,
  procedureTable,
  restRouteTable,
  ROLES,
  type Role,
  type RouteAccess,
} from "../helpers/access";
import { createApp } from "../../server/app";
import { createUser, httpClient, signedInMember, startTestApp, type TestApp } from "../helpers/app";
import { sameOnEitherDatabase } from "../helpers/db";
import { databaseState } from "../helpers/db-state";

/**
 * The authorization matrix, read from the app itself: every tRPC procedure (with the kind its
 * builder in server/trpc/init.ts gave it) and every REST route (with the guard among its handlers),
 * called by a visitor, members of tiers 0 to 3 and an admin.
 */

let t: TestApp;
const users = {} as Record<Exclude<Role, "visitor">, Awaited<ReturnType<typeof createUser>>>;
const clients = {} as Record<Role, ReturnType<typeof httpClient>>;

beforeAll(async () => {
  t = await startTestApp();
  clients.visitor = httpClient(t.baseUrl);
  for (const role of ROLES.slice(1) as Exclude<Role, "visitor">[]) {
    const options = role === "admin" ? { admin: true } : { tier: Number(role.slice(-1)) };
    ({ user: users[role], http: clients[role] } = await signedInMember(t, options));
  }
});
afterAll(() => t.close());

const SIGN_IN = "Please sign in to continue.";
const refusal = (access: RouteAccess | undefined) =>
  access?.access === "tier"
    ? `This feature needs the ${TIER_NAMES[access.minTier]} membership or higher.`
    : "Admin access required.";
const state = () => databaseState(t.database.db, t.deps.env.DATA_DIR);

describe.skipIf(sameOnEitherDatabase)("REST routes", () => {
  // The route table of a second app on the same dependencies: the one under test is already listening.
  const routes = () => restRouteTable(createApp(t.deps)).filter((r) => r.path.startsWith("/api/"));

  it("refuses a member's multipart upload before reading the file", async () => {
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" }), "x.png");
    const cookie = [...clients["tier 3"].jar].map(([k, v]) => `${k}=${v}`).join("; ");
    for (const path of ["/api/admin/upload-image", "/api/journal/upload-image"]) {
      expect((await fetch(t.baseUrl + path, { method: "POST", body: form })).status).toBe(401);
      expect((await fetch(t.baseUrl + path, { method: "POST", body: form, headers: { cookie } })).status).toBe(403);
    }
    expect(existsSync(join(t.deps.env.DATA_DIR, "uploads"))).toBe(false);
  });

  it("finds the guards of the documented paths in the route table", () => {
    const table = routes();
    expect(table.length).toBeGreaterThan(60);
    const find = (method: string, path: string) => table.find((r) => r.method === method && r.path === path)?.access;
    expect(find("DELETE", "/api/listings/:id")).toEqual({ access: "admin" });
    expect(find("POST", "/api/listings/:id/media")).toEqual({ access: "tier", minTier: 2 });
    expect(find("GET", "/api/favorites")).toEqual({ access: "member" });
    expect(find("GET", "/api/user/me")).toEqual({ access: "member" });
    expect(find("GET", "/api/listings")).toEqual({ access: "public" });
    expect(find("GET", "/api/v1/listings")).toEqual({ access: "key", scope: "listings:read" });
    expect(find("GET", "/api/v1/search")).toEqual({ access: "key", scope: "search:read" });
    expect(find("GET", "/api/v1/openapi.json")).toEqual({ access: "public" });
  });

  // A test a route, each with a time limit of its own on a busy machine.
  it.each(apiRouteTable().map((route) => [route.method, route.path, route]))(
    "%s %s answers each role as its guard says, and refusals change nothing",
    async (_, __, route) => {
      // Same-origin, as the site's own pages call the API; ids point at real rows, so a missing guard would show.
      const headers = { origin: t.baseUrl };
      const path = fillPath(route.path, { slug: "fern-hollow" });
      const body = ["GET", "DELETE"].includes(route.method) ? undefined : {};
      const before = await state();
      for (const role of ROLES) {
        const expected = expectedAnswer(route.access, role);
        if (expected === "pass") continue;
        const res = await clients[role].request(route.method, path, body, headers);
        const what = `${route.method} ${path} as ${role}: ${res.status} ${res.text.slice(0, 120)}`;
        const signIn = route.access.access === "key" ? KEY_REQUIRED : SIGN_IN;
        expect([res.status, res.json?.error], what).toEqual(
          expected === "UNAUTHORIZED" ? [401, signIn] : [403, refusal(route.access)],
        );
      }
      expect(await state(), `${route.method} ${path}`).toEqual(before);
      // Public paths are tried by visitors only: a member calling POST /api/auth/logout would end the session the
      // matrix needs.
      const passing =
        route.access.access === "public"
          ? (["visitor"] as const)
          : ROLES.filter((role) => expectedAnswer(route.access, role) === "pass");
      for (const role of passing) {
        const res = await clients[role].request(route.method, path, body, headers);
        expect([401, 403], `${route.method} ${path} as ${role}: ${res.status} ${res.text.slice(0, 120)}`).not.toContain(
          res.status,
        );
      }
    },
  );
});

describe.skipIf(sameOnEitherDatabase)("tRPC procedures", () => {
  const procedures = procedureTable();

  it("every procedure has a kind: public, member, tier 1-3 or admin", () => {
    expect(procedures.length).toBeGreaterThan(100);
    for (const p of procedures) {
      const ok =
        ["public", "member", "admin"].includes(p.access?.access ?? "") ||
        (p.access?.access === "tier" && [1, 2, 3].includes(p.access.minTier));
      expect(ok, `${p.path} has no procedure kind (build it from a kind in server/trpc/init.ts)`).toBe(true);
    }
    expect(procedures.filter((p) => p.access?.access === "tier").map((p) => p.path)).toContain(
      "memberContent.reviews.create",
    );
  });

  // An input no schema accepts: a caller let through by its kind gets BAD_REQUEST and nothing runs.
  const notAnInput = "not an input";

  it.each(procedures.map((p) => [p.path, p]))(
    "%s answers each role as its kind says, and refusals change nothing",
    async (_, p) => {
      const access = p.access!;
      const before = await state();
      for (const role of ROLES) {
        const expected = expectedAnswer(access, role);
        if (expected === "pass") continue;
        const call = callProcedure(t.caller(role === "visitor" ? null : users[role]), p.path, notAnInput);
        const message = expected === "UNAUTHORIZED" ? SIGN_IN : refusal(access);
        await expect(call, `${p.path} as ${role}`).rejects.toMatchObject({ code: expected, message });
      }
      expect(await state()).toEqual(before);
      for (const role of ROLES) {
        if (expectedAnswer(access, role) !== "pass") continue;
        const code = await callProcedure(t.caller(role === "visitor" ? null : users[role]), p.path, notAnInput).then(
          () => "OK",
          (error: { code?: string }) => error.code,
        );
        expect(["UNAUTHORIZED", "FORBIDDEN"], `${p.path} as ${role} got ${code}`).not.toContain(code);
      }
    },
  );
});
