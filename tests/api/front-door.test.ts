import { existsSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { categories, journalArticles, listings } from "../../db/schema";
import { createApp } from "../../server/app";
import { publicProcedure, router } from "../../server/trpc/init";
import { appRouter } from "../../server/trpc/router";
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
    expect(
      (await http.post("/api/auth/login", { email: "nobody@example.com", password: "wrong password" }, cookie)).status,
    ).toBe(401);
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
    expect([rest.status, await rest.json()]).toEqual([
      409,
      { error: "That already exists.", message: "That already exists.", code: "CONFLICT" },
    ]);

    const caller = router({ clash: publicProcedure.mutation(() => duplicate()) }).createCaller({
      ...t.deps,
      user: null,
      session: null,
      ip: "127.0.0.1",
      setCookie: () => undefined,
    });
    const error = await caller.clash().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect([(error as TRPCError).code, (error as TRPCError).message]).toEqual(["CONFLICT", "That already exists."]);
  });
});

const MB = 1024 * 1024;

/**
 * A streamed body of `total` bytes (JSON whitespace) that records how much the server pulled and whether it cancelled.
 */
function countingBody(total: number, chunk = 64 * 1024) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled >= total) return controller.close();
        const size = Math.min(chunk, total - seen.pulled);
        seen.pulled += size;
        controller.enqueue(new Uint8Array(size).fill(0x20));
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, seen };
}

function streamedPost(
  path: string,
  body: ReadableStream<Uint8Array>,
  headers: Record<string, string> = { "content-type": "application/json" },
) {
  return new Request(`http://127.0.0.1${path}`, { method: "POST", body, duplex: "half", headers } as RequestInit);
}

/**
 * Streams `total` bytes over a real socket, chunk by chunk, until the server answers; returns the answer and what was
 * sent.
 */
function sendUntilAnswered(path: string, total: number, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    const url = new URL(path, t.baseUrl);
    let sent = 0;
    let answered = false;
    const req = httpRequest(url, { method: "POST", headers }, (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (part: string) => (body += part));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, sent }));
    });
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe("body size limits", () => {
  it("answers a 300 MB anonymous sign-in body with 413 while it is still being sent", async () => {
    const total = 300 * MB;
    const res = await sendUntilAnswered("/api/auth/login", total, {
      "content-type": "application/json",
      "transfer-encoding": "chunked",
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe("Request bodies must be 1 MB or smaller.");
    expect(res.sent).toBeLessThan(total);
  });

  it("refuses a declared Content-Length over the limit before reading the body", async () => {
    const res = await sendUntilAnswered("/api/auth/login", 300 * MB, {
      "content-type": "application/json",
      "content-length": String(300 * MB),
    });
    expect(res.status).toBe(413);
    expect(res.sent).toBeLessThan(300 * MB);
  });

  it("cancels a streamed body once it passes the limit, even when its Content-Length says it is small", async () => {
    const app = createApp(t.deps);
    const asSent: Record<string, string>[] = [
      { "content-type": "application/json" },
      { "content-type": "application/json", "content-length": "10" },
    ];
    for (const headers of asSent) {
      const body = countingBody(300 * MB);
      const res = await app.fetch(streamedPost("/api/auth/login", body.stream, headers));
      expect(res.status).toBe(413);
      expect((await res.json()).error).toBe("Request bodies must be 1 MB or smaller.");
      expect(body.seen.cancelled).toBe(true);
      expect(body.seen.pulled).toBeLessThanOrEqual(MB + 64 * 1024);
    }
  });

  it("limits tRPC calls and uploads the same way: uploads at 10 MB, everything else at 1 MB", async () => {
    const app = createApp(t.deps);
    const trpc = countingBody(200 * MB);
    const batch = await app.fetch(streamedPost("/api/trpc/auth.login", trpc.stream));
    expect([batch.status, trpc.seen.cancelled]).toEqual([413, true]);
    expect(trpc.seen.pulled).toBeLessThanOrEqual(MB + 64 * 1024);

    const avatar = countingBody(200 * MB);
    const upload = await app.fetch(
      streamedPost("/api/account/avatar", avatar.stream, { "content-type": "multipart/form-data; boundary=x" }),
    );
    expect(upload.status).toBe(413);
    expect((await upload.json()).error).toBe("Images must be 10 MB or smaller.");
    expect(avatar.seen.cancelled).toBe(true);
    expect(avatar.seen.pulled).toBeLessThanOrEqual(10 * MB + 64 * 1024);

    // 2 MB is over the JSON limit but within the upload limit: it reaches the upload route, which asks for a sign-in.
    const small = countingBody(2 * MB);
    const member = await app.fetch(
      streamedPost("/api/account/avatar", small.stream, { "content-type": "multipart/form-data; boundary=x" }),
    );
    expect(member.status).toBe(401);
    expect(small.seen.cancelled).toBe(false);
  });

  it("takes both limits from configuration", async () => {
    const app = createApp({
      ...t.deps,
      env: { ...t.deps.env, BODY_LIMIT_JSON_BYTES: 4096, BODY_LIMIT_UPLOAD_BYTES: 8192 },
    });
    const json = await app.fetch(streamedPost("/api/auth/login", countingBody(5000).stream));
    expect([json.status, (await json.json()).message]).toEqual([413, "Request bodies must be 4 KB or smaller."]);
    const upload = await app.fetch(
      streamedPost("/api/admin/upload-image", countingBody(9000).stream, {
        "content-type": "multipart/form-data; boundary=x",
      }),
    );
    expect([upload.status, (await upload.json()).message]).toEqual([413, "Images must be 8 KB or smaller."]);
  });
});

describe("cross-site requests and content types", () => {
  it("refuses a cross-site sign-in (login CSRF) though no session cookie is sent", async () => {
    const user = await createUser(t.database);
    const credentials = { email: user.email, password: user.password };
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const http = httpClient(t.baseUrl);
      const res = await http.post("/api/auth/login", credentials, headers);
      expect([res.status, res.json.message]).toEqual([403, "Cross-site request refused."]);
      expect(res.headers.getSetCookie()).toEqual([]);
      const viaTrpc = await http.post("/api/trpc/auth.login", { json: credentials }, headers);
      expect(viaTrpc.status).toBe(403);
      expect(
        (
          await http.post(
            "/api/auth/register",
            { email: "x@example.com", username: "xsite", password: "long enough pw" },
            headers,
          )
        ).status,
      ).toBe(403);
    }
    const sameSite = httpClient(t.baseUrl);
    expect(
      (await sameSite.post("/api/auth/login", credentials, { origin: t.baseUrl, "sec-fetch-site": "same-origin" }))
        .status,
    ).toBe(200);
    // Scripts and other non-browser clients send neither header and keep working.
    const script = httpClient(t.baseUrl);
    expect((await script.post("/api/auth/login", credentials)).status).toBe(200);
  });

  it("takes JSON routes only as application/json: text/plain and forms get 415 with a message", async () => {
    const user = await createUser(t.database);
    const body = JSON.stringify({ email: user.email, password: user.password });
    const http = httpClient(t.baseUrl);
    for (const type of [
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const res = await http.request("POST", "/api/auth/login", body, { "content-type": type });
      expect([res.status, res.json.message], type).toEqual([
        415,
        "Send the request body as JSON with Content-Type: application/json.",
      ]);
      expect(res.headers.getSetCookie(), type).toEqual([]);
      expect(
        (
          await http.request("POST", "/api/trpc/auth.login", JSON.stringify({ json: JSON.parse(body) }), {
            "content-type": type,
          })
        ).status,
        type,
      ).toBe(415);
    }
    expect(
      (await http.request("POST", "/api/auth/login", body, { "content-type": "application/json; charset=utf-8" }))
        .status,
    ).toBe(200);
    // A body-less write needs no content type.
    expect((await http.request("POST", "/api/auth/logout", undefined)).status).toBe(200);
  });

  it("leaves the signed webhook and the multipart uploads to their own checks", async () => {
    const http = httpClient(t.baseUrl);
    const webhook = await http.request("POST", "/api/stripe/webhook", "{}", { "content-type": "text/plain" });
    expect(webhook.status).not.toBe(415);
    const form = new FormData();
    form.append("image", new Blob(["not an image"], { type: "image/png" }), "x.png");
    expect((await fetch(`${t.baseUrl}/api/account/avatar`, { method: "POST", body: form })).status).toBe(401);
  });
});

describe("bounded work per request", () => {
  const batchPath = (procedure: string, calls: number) => `/api/trpc/${Array(calls).fill(procedure).join(",")}?batch=1`;

  it("refuses a tRPC batch of more than 10 calls with a 400 and a message", async () => {
    const http = httpClient(t.baseUrl);
    const ten = await http.get(batchPath("catalog.categories", 10));
    expect([ten.status, ten.json.length]).toEqual([200, 10]);
    const eleven = await http.get(batchPath("catalog.categories", 11));
    expect(eleven.status).toBe(400);
    expect(eleven.json.error.json.message).toBe("Batch call exceeds maximum size");
    const inputs = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [String(i), { json: { limit: 100 } }]));
    const many = await http.post(batchPath("listings.list", 200), inputs);
    expect([many.status, many.json.error.json.message]).toEqual([400, "Batch call exceeds maximum size"]);
  });

  it("gives every list limit in a procedure's input a maximum", () => {
    const unwrap = (schema: ZodType): ZodType => {
      const def = (schema as unknown as { def: { type: string; innerType?: ZodType; in?: ZodType } }).def;
      if (def.innerType) return unwrap(def.innerType);
      return def.type === "pipe" && def.in ? unwrap(def.in) : schema;
    };
    const procedures = (appRouter._def as unknown as { procedures: Record<string, { _def: { inputs: ZodType[] } }> })
      .procedures;
    const limited: string[] = [];
    for (const [path, procedure] of Object.entries(procedures)) {
      for (const input of procedure._def.inputs) {
        const limit = (unwrap(input) as unknown as { shape?: Record<string, ZodType> }).shape?.limit;
        if (!limit) continue;
        limited.push(path);
        expect(limit.safeParse(501).success, `${path} accepts limit 501`).toBe(false);
        expect(limit.safeParse(10).success, path).toBe(true);
      }
    }
    expect(limited).toEqual(
      expect.arrayContaining([
        "listings.list",
        "journal.list",
        "community.leaderboard",
        "points.history",
        "recommendations.trending",
      ]),
    );
  });

  it("draws art only for images the data uses; a made-up seed is 404 and never cached", async () => {
    const [listing] = await t.database.db
      .select({ mainImage: listings.mainImage, gallery: listings.gallery })
      .from(listings)
      .limit(1);
    const [article] = await t.database.db.select({ imageUrl: journalArticles.imageUrl }).from(journalArticles).limit(1);
    for (const url of [listing!.mainImage, listing!.gallery[0]!, article!.imageUrl, "/media/art/glamping/cover.webp"]) {
      const res = await fetch(`${t.baseUrl}${url}?w=400`);
      expect([url, res.status, res.headers.get("content-type")]).toEqual([url, 200, "image/webp"]);
    }
    const made = await fetch(`${t.baseUrl}/media/art/glamping/made-up-seed-4821.webp?w=400`);
    expect([made.status, (await made.json()).message]).toEqual([404, "Image not found."]);
    expect(existsSync(join(t.deps.env.DATA_DIR, "cache", "art", "glamping", "made-up-seed-4821-400.webp"))).toBe(false);
  });
});
