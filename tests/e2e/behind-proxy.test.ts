import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpClient } from "../helpers/app";
import { HANG_MS, startServerProcess, type ServerProcess } from "../helpers/server-process";
import { withDatabase } from "../helpers/template";

/**
 * Two built servers on one PostgreSQL behind a round-robin reverse proxy, as deploy/compose.yaml runs
 * them: a visitor's session, a rate limit, a cached read and a scheduled job behave as in one app.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined, connect_timeout: 3 });
const reachable = await admin`select 1`.then(
  () => true,
  () => false,
);
if (!reachable) await admin.end();
const ADMIN = { email: "proxy-admin@example.com", password: "proxy-admin-password" };

/** Forwards each request to the next of `backends` in turn (filled in once they run), naming it in X-Served-By. */
function roundRobinProxy(backends: string[]): Promise<Server> {
  let next = 0;
  const proxy = createServer((req, res) => {
    const index = next++ % backends.length;
    const target = new URL(req.url ?? "/", backends[index]);
    const headers = { ...req.headers, "x-forwarded-for": req.socket.remoteAddress ?? "" };
    const upstream = request(target, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-served-by": String(index) });
      answer.pipe(res);
    });
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(0, "127.0.0.1", () => resolve(proxy)));
}

describe.skipIf(!reachable)(
  `two built servers behind a proxy on one PostgreSQL${reachable ? "" : ` (skipped: no PostgreSQL answered at ${serverUrl})`}`,
  () => {
    const name = `wildluxe_proxy_${process.pid}`;
    const databaseUrl = withDatabase(serverUrl, name);
    const dataDir = mkdtempSync(join(process.cwd(), ".tmp", "proxy-data-"));
    const backends: string[] = [];
    const servers: ServerProcess[] = [];
    let proxy: Server;
    let base: string;
    const servedBy = (res: { headers: Headers }) => res.headers.get("x-served-by");

    beforeAll(async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.unsafe(`create database ${name}`);
      proxy = await roundRobinProxy(backends);
      base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
      const env = { APP_URL: base, TRUST_PROXY: "127.0.0.1", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
      // One after the other: the first migrates and seeds the empty database, the second finds it ready.
      for (let i = 0; i < 2; i++) {
        const server = await startServerProcess({ dataDir, databaseUrl, built: true, env, logs: true });
        servers.push(server);
        backends.push(server.baseUrl);
      }
    }, 2 * HANG_MS);

    afterAll(async () => {
      proxy?.close();
      await Promise.all(servers.map((s) => (s.child.kill("SIGTERM"), s.exited)));
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("keeps a visitor signed in on both, and ends the session on both at sign-out", async () => {
      const visitor = httpClient(base);
      const origin = { origin: base };
      const registered = await visitor.post(
        "/api/auth/register",
        { email: "proxied@example.com", username: "proxied", password: "a proxied password" },
        origin,
      );
      expect(registered.status).toBe(201);
      const answers = [await visitor.get("/api/user/me"), await visitor.get("/api/user/me")];
      expect(answers.map(servedBy).sort()).toEqual(["0", "1"]);
      expect(answers.map((a) => [a.status, a.json.email])).toEqual([
        [200, "proxied@example.com"],
        [200, "proxied@example.com"],
      ]);
      expect((await visitor.post("/api/auth/logout", undefined, origin)).status).toBe(200);
      const after = [await visitor.get("/api/user/me"), await visitor.get("/api/user/me")];
      expect(after.map((a) => a.status)).toEqual([401, 401]);
    });

    it("counts a rate limit across both: five reset requests pass, the sixth is refused", async () => {
      const answers = [];
      for (let i = 0; i < 6; i++)
        answers.push(
          await httpClient(base).post(
            "/api/auth/forgot-password",
            { email: `limit${i}@example.com` },
            { origin: base },
          ),
        );
      expect(new Set(answers.map(servedBy))).toEqual(new Set(["0", "1"]));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429]);
    });

    it("shows an admin's journal article written through one on the other, past its cached list", async () => {
      const reader = httpClient(base);
      const before = [
        await reader.get("/api/journal"),
        await reader.get("/api/journal"),
        await reader.get("/api/journal"),
        await reader.get("/api/journal"),
      ];
      expect(before.every((r) => r.status === 200)).toBe(true);
      const editor = httpClient(base);
      expect((await editor.post("/api/auth/login", ADMIN, { origin: base })).status).toBe(200);
      const created = await editor.post(
        "/api/journal",
        {
          title: "Behind The Proxy",
          content: "<p>Written through one process, read through the other.</p>",
          imageUrl: "/media/art/journal/proxy.webp",
          authorName: "Wildluxe Editors",
        },
        { origin: base },
      );
      expect(created.status).toBe(201);
      const seenBy = new Set<string | null>();
      await expect
        .poll(
          async () => {
            const list = await reader.get("/api/journal");
            if ((list.json as { slug: string }[]).some((article) => article.slug === created.json.slug))
              seenBy.add(servedBy(list));
            return [...seenBy].sort();
          },
          { timeout: 10_000 },
        )
        .toEqual(["0", "1"]);
    });

    it("runs a due scheduled job once across both", async () => {
      const db = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
      try {
        const [user] = await db`select id from users where email = 'proxied@example.com'`;
        await db`insert into sessions (id, user_id, expires_at) values ('expired-behind-proxy', ${user!.id}, now() - interval '1 second')`;
        const [job] = await db<
          { due: Date }[]
        >`update scheduled_jobs set next_run_at = now() where name = 'prune-expired' returning now() as due`;
        const pruned = () =>
          servers
            .flatMap((s) => s.logLines())
            .filter((line) => line.msg === "pruned expired sessions and rate-limit windows");
        const before = pruned().length;
        await expect
          .poll(async () => (await db`select id from sessions where id = 'expired-behind-proxy'`).length, {
            timeout: 10_000,
          })
          .toBe(0);
        // Each process checks for due jobs every 5 s: once 5 s have passed on the database's clock, both have looked.
        await expect
          .poll(
            async () =>
              (await db`select now() > ${job!.due}::timestamptz + interval '5.5 seconds' as passed`)[0]!.passed,
            { timeout: 10_000, interval: 500 },
          )
          .toBe(true);
        expect(pruned().length - before).toBe(1);
      } finally {
        await db.end();
      }
    });
  },
);
