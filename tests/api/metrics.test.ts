import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";

const TOKEN = "scrape-token-for-tests";
let app: TestApp;
let off: TestApp;

afterAll(async () => {
  await app?.close();
  await off?.close();
});

describe("GET /metrics", () => {
  it("is absent (404) while METRICS_TOKEN is unset", async () => {
    off = await startTestApp();
    expect((await fetch(`${off.baseUrl}/metrics`, { headers: { authorization: "Bearer anything" } })).status).toBe(404);
  });

  it("refuses a missing or wrong bearer token with 401", async () => {
    app = await startTestApp({ METRICS_TOKEN: TOKEN });
    expect((await fetch(`${app.baseUrl}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${app.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toContain("Bearer");
  });

  it("counts requests by route and status, with latency, database and event-loop lag, in Prometheus text", async () => {
    await fetch(`${app.baseUrl}/healthz`);
    await fetch(`${app.baseUrl}/api/no-such-route`);
    const res = await fetch(`${app.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain; version=0.0.4");
    const text = await res.text();
    expect(text).toContain('wildluxe_http_requests_total{method="GET",route="page",status="200"}');
    expect(text).toMatch(/wildluxe_http_requests_total\{method="GET",route="\/api\/\*",status="404"\} 1/);
    expect(text).toContain("# TYPE wildluxe_http_request_duration_seconds histogram");
    expect(text).toMatch(
      /wildluxe_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="page",status="200"\} \d/,
    );
    expect(text).toContain("wildluxe_db_up 1");
    expect(text).toMatch(/wildluxe_db_ping_seconds \d/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
  });

  it("shows the database pool: its size and its open connections by state", async () => {
    const scrape = async () =>
      (await fetch(`${app.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    if (app.database.kind === "pglite") {
      const text = await scrape();
      expect(text).toContain("wildluxe_db_pool_max 1");
      expect(text).toContain('wildluxe_db_pool_connections{state="idle"} 1');
      return;
    }
    // One connection holds a lock in a transaction; a query on another waits for it, active until the lock is let go,
    // however slow the machine: a scrape meanwhile counts it.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const holder = app.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(7301)`);
      locked();
      await released;
    });
    await holding;
    const waiter = Promise.resolve(app.database.db.execute(sql`select pg_advisory_xact_lock(7301)`));
    await vi.waitFor(async () => expect(await scrape()).toContain('wildluxe_db_pool_connections{state="active"} 1'), {
      timeout: 60_000,
      interval: 20,
    });
    expect(await scrape()).toContain("wildluxe_db_pool_max 10");
    release();
    await Promise.all([holder, waiter]);
    expect(await scrape()).not.toContain('state="active"');
  });
});
