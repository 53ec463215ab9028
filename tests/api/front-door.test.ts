import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../../db/schema";
import { createApp } from "../../server/app";
import { publicProcedure, router } from "../../server/trpc/init";
import { createUser, httpClient, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("bad cookies and the one error map", () => {
  it("ignores a session cookie that cannot be decoded instead of failing every request", async () => {
    const cookie = { cookie: "wl_session=%E0%A4%A" };
    const http = httpClient(t.baseUrl);
    const me = await http.get("/api/user/me", cookie);
    expect(me.status).toBe(401);
    expect(me.json.message).toBe("Please sign in to continue.");
    expect((await http.get("/api/listings?limit=1", cookie)).status).toBe(200);
    const viaTrpc = await http.get("/api/trpc/auth.me", cookie);
    expect([viaTrpc.status, viaTrpc.json.result.data.json]).toEqual([200, null]);
    expect((await http.post("/api/auth/login", { email: "nobody@example.com", password: "wrong password" }, cookie)).status).toBe(401);
  });

  it("still signs a member in when a broken cookie sits beside the real one", async () => {
    const user = await createUser(t.database);
    const http = httpClient(t.baseUrl);
    expect((await http.post("/api/auth/login", { email: user.email, password: user.password })).status).toBe(200);
    const token = http.jar.get("wl_session");
    const me = await http.get("/api/user/me", { cookie: `other=%E0%A4%A; wl_session=${token}` });
    expect([me.status, me.json.id]).toEqual([200, user.id]);
  });

  it("answers a unique clash with 409 and the same message over REST and tRPC", async () => {
    const duplicate = () => t.database.db.insert(categories).values({ id: 999_001, name: "Copy", slug: "glamping" });
    const app = createApp(t.deps);
    app.get("/clash", async () => {
      await duplicate();
      return new Response("unreachable");
    });
    const rest = await app.request("/clash");
    expect([rest.status, await rest.json()]).toEqual([409, { error: "That already exists.", message: "That already exists." }]);

    const caller = router({ clash: publicProcedure.mutation(() => duplicate()) }).createCaller({ ...t.deps, user: null, session: null, ip: "127.0.0.1", setCookie: () => undefined });
    const error = await caller.clash().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect([(error as TRPCError).code, (error as TRPCError).message]).toEqual(["CONFLICT", "That already exists."]);
  });
});
