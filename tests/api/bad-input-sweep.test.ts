import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { apiRouteTable, fillPath, procedureTable, restRouteTable } from "../helpers/access";
import { httpClient, signedInMember, startTestApp, type TestApp } from "../helpers/app";
import { sameOnEitherDatabase } from "../helpers/db";
import { databaseState } from "../helpers/db-state";

/**
 * Bad input at every door: each REST route (read from app.routes) and each tRPC procedure (read
 * from the router), once per kind of bad input, as a visitor and as an admin. No answer is a 5xx,
 * a refusal says why, and a path whose every answer was a refusal changed nothing.
 */

// Long text that still fits the 1 MB body limit (bodies over it are refused unread: tests/api/front-door.test.ts).
const HALF_MB = "a".repeat(1 << 19);
const DEEP = "[".repeat(10_000) + "]".repeat(10_000);
const BAD_COOKIE = "wl_session=%E0%A4%A";
const fields = [
  "id",
  "listingId",
  "reviewId",
  "userId",
  "email",
  "username",
  "password",
  "name",
  "title",
  "body",
  "content",
  "slug",
  "token",
  "code",
  "search",
];
const allFields = (value: unknown) => Object.fromEntries(fields.map((f) => [f, value]));
const WRONG_TYPES = {
  ...allFields({ $gt: 1 }),
  id: "one",
  listingId: [1],
  email: 42,
  rating: "5",
  limit: "all",
  page: -3,
  listingIds: "1,2",
  tier: true,
};
// A 512 KB string where a name goes, and long text in every other field.
const HUGE = { ...allFields("a".repeat(16 * 1024)), name: HALF_MB };
const NUL = allFields("lake\u0000cabin");
// 1e309 is Infinity to JSON.parse; 0x10 would be 16 to Number().
const ODD_IDS = `{"id":"0x10","listingId":-1,"reviewId":1e309,"userId":1e309,"collectionId":"0x10"}`;

type BadRequest = { kind: string; method: string; path: string; body?: string; headers?: Record<string, string> };

function restRequests(method: string, routePath: string): BadRequest[] {
  const path = fillPath(routePath, {});
  const json = { "content-type": "application/json" };
  const numericParams = /:(id|listingId)\b/.test(routePath);
  const ids = numericParams
    ? ["0x10", "-1", "1e309"].map((id) => ({ kind: `id ${id}`, method, path: fillPath(routePath, {}, id) }))
    : [];
  const common: BadRequest[] = [
    { kind: "bad cookie", method, path, headers: { cookie: BAD_COOKIE } },
    {
      kind: "NUL in path and query",
      method,
      path: `${fillPath(routePath, {}, "lake%00cabin")}?search=lake%00cabin&slug=%00`,
      body: method === "GET" ? undefined : "{}",
      headers: json,
    },
    { kind: "broken percent-encoding", method, path: `${fillPath(routePath, {}, "%E0%A4%A")}?search=%E0%A4%A` },
    ...ids,
  ];
  if (method === "GET" || method === "HEAD") {
    return [
      ...common,
      {
        kind: "wrong types",
        method,
        path: `${path}?limit=all&page=-3&id=one&timeRange=forever&location=%7B%7D&amenities=x&w=0x10`,
      },
      { kind: "long query", method, path: `${path}?search=${"a".repeat(64 * 1024)}` },
    ];
  }
  return [
    ...common,
    { kind: "wrong types", method, path, body: JSON.stringify(WRONG_TYPES), headers: json },
    { kind: "512 KB strings", method, path, body: JSON.stringify(HUGE), headers: json },
    { kind: "NUL in body", method, path, body: JSON.stringify(NUL), headers: json },
    { kind: "10,000 nested arrays", method, path, body: DEEP, headers: json },
    { kind: "broken JSON", method, path, body: '{"email":"a@example.com","password":', headers: json },
    { kind: "odd ids in body", method, path, body: ODD_IDS, headers: json },
    { kind: "text/plain", method, path, body: JSON.stringify(NUL), headers: { "content-type": "text/plain" } },
    {
      kind: "form instead of JSON",
      method,
      path,
      body: "id=0x10&name=%00",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    },
  ];
}

function trpcRequests(procedure: string, type: string): BadRequest[] {
  const inputs: [kind: string, text: string][] = [
    ["wrong types", JSON.stringify({ json: WRONG_TYPES })],
    ["512 KB strings", JSON.stringify({ json: HUGE })],
    ["NUL", JSON.stringify({ json: NUL })],
    ["10,000 nested arrays", `{"json":${DEEP}}`],
    ["broken JSON", '{"json":{"id":'],
    ["odd ids", `{"json":${ODD_IDS}}`],
    [
      "typed-JSON meta",
      '{"json":{"id":"1","listingId":"2"},"meta":{"values":{"id":["bigint"],"listingId":["Date"],"__proto__.polluted":["undefined"]}}}',
    ],
  ];
  const path = `/api/trpc/${procedure}`;
  const json = { "content-type": "application/json" };
  if (type === "query") {
    return [
      ...inputs
        .filter(([kind]) => kind !== "512 KB strings")
        .map(([kind, text]) => ({ kind, method: "GET", path: `${path}?input=${encodeURIComponent(text)}` })),
      {
        kind: "bad cookie",
        method: "GET",
        path: `${path}?input=${encodeURIComponent("{}")}`,
        headers: { cookie: BAD_COOKIE },
      },
      { kind: "broken percent-encoding", method: "GET", path: `${path}?input=%E0%A4%A` },
      { kind: "mutation verb", method: "POST", path, body: "{}", headers: json },
    ];
  }
  return [
    ...inputs.map(([kind, body]) => ({ kind, method: "POST", path, body, headers: json })),
    { kind: "bad cookie", method: "POST", path, body: "{}", headers: { ...json, cookie: BAD_COOKIE } },
    {
      kind: "text/plain",
      method: "POST",
      path,
      body: JSON.stringify({ json: NUL }),
      headers: { "content-type": "text/plain" },
    },
    { kind: "query verb", method: "GET", path: `${path}?input=%7B%7D` },
  ];
}

let t: TestApp;
let admin: ReturnType<typeof httpClient>;
const totals = { requests: 0, serverErrors: 0 };

beforeAll(async () => {
  // Stripe configured but unreachable: bad input must be refused before any call to it, and the webhook checks its
  // signature.
  t = await startTestApp({
    STRIPE_SECRET_KEY: "sk_test_unused",
    STRIPE_WEBHOOK_SECRET: "whsec_unused",
    STRIPE_API_URL: "http://127.0.0.1:9",
  });
  ({ http: admin } = await signedInMember(t, { admin: true, tier: 3 }));
});
afterAll(async () => {
  console.log(`bad-input sweep: ${totals.requests} requests, ${totals.serverErrors} answers 5xx`);
  await t.close();
});

/** Sends one bad request as `who`; returns what is wrong with the answer, if anything. */
async function send(who: "visitor" | "admin", request: BadRequest): Promise<{ status: number; problem?: string }> {
  // Same-origin, as the site's own pages send.
  const client = who === "admin" ? admin : httpClient(t.baseUrl);
  const res = await client.request(request.method, request.path, request.body, {
    origin: t.baseUrl,
    ...request.headers,
  });
  totals.requests += 1;
  const what = `${request.method} ${request.path.slice(0, 80)} (${request.kind}, ${who}): ${res.status} ${res.text.slice(0, 100)}`;
  if (res.status >= 500) {
    totals.serverErrors += 1;
    return { status: res.status, problem: what };
  }
  // A refusal from the app says why (the HTTP parser's own 431 for a long URL has no body).
  const isApi = request.path.startsWith("/api/");
  // tRPC errors carry it in their own shape; the front door (size, content type) answers every path alike.
  const message =
    (request.path.startsWith("/api/trpc/") ? res.json?.error?.json?.message : res.json?.error) ?? res.json?.message;
  if (isApi && res.status >= 400 && res.status !== 431 && typeof message !== "string")
    return { status: res.status, problem: `no message: ${what}` };
  if (request.kind.startsWith("id ") && res.status < 400) return { status: res.status, problem: `accepted: ${what}` };
  return { status: res.status };
}

// The state after the last sweep whose every answer was a refusal: the next one starts from it.
let refusedState: Record<string, string> | undefined;

/**
 * Sends the requests of one path as a visitor and as an admin; returns what went wrong (for a write, refusals must
 * change nothing).
 */
async function sweep(requests: BadRequest[], write: boolean): Promise<string[]> {
  const before = write ? (refusedState ??= await databaseState(t.database.db)) : undefined;
  // A bad cookie replaces the admin's own, so it is sent once.
  const asAdmin = requests.filter((request) => !request.headers?.cookie);
  const answers = await Promise.all([
    ...requests.map((r) => send("visitor", r)),
    ...asAdmin.map((r) => send("admin", r)),
  ]);
  refusedState = undefined;
  const problems = answers.flatMap((a) => (a.problem ? [a.problem] : []));
  if (!before || answers.some((a) => a.status < 400)) return problems;
  refusedState = await databaseState(t.database.db);
  const changed = Object.keys(before).filter((table) => before[table] !== refusedState![table]);
  if (changed.length)
    problems.push(`${requests[0]!.method} ${requests[0]!.path}: refused, yet ${changed.join(", ")} changed`);
  return problems;
}

describe.skipIf(sameOnEitherDatabase)("bad input", () => {
  const routes = () => restRouteTable(createApp(t.deps));
  const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

  it("covers every REST route and every procedure", () => {
    expect(routes().length).toBeGreaterThan(65);
    expect(procedureTable().length).toBeGreaterThan(100);
    // The /api routes swept one by one below are the app's own.
    expect(apiRouteTable().map(key)).toEqual(
      routes()
        .filter((r) => r.path.startsWith("/api/"))
        .map(key),
    );
  });

  // A test a route: each route's requests get a time limit of their own on a busy machine (one test for all of them
  // passed 120 s at load 20, and its requests went on into the next test).
  it.each(apiRouteTable().map((r) => [r.method, r.path]))(
    "REST %s %s: no 5xx for bad input, and refused writes change nothing",
    async (method, path) => {
      const problems = await sweep(restRequests(method, path), method !== "GET");
      expect(problems, problems.join("\n")).toEqual([]);
    },
  );

  it("REST outside /api (media, demo checkout, SEO): no 5xx for bad input, and refused writes change nothing", async () => {
    const problems: string[] = [];
    for (const route of routes().filter((r) => !r.path.startsWith("/api/")))
      problems.push(...(await sweep(restRequests(route.method, route.path), route.method !== "GET")));
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it.each(procedureTable().map((p) => [p.path, p.type]))(
    "tRPC %s: no 5xx for bad input, and refused calls change nothing",
    async (path, type) => {
      const problems = await sweep(trpcRequests(path, type), type === "mutation");
      expect(problems, problems.join("\n")).toEqual([]);
    },
  );

  it("a JSON route refuses a text/plain body, even a correct sign-in sent cross-site as a form would", async () => {
    const member = await signedInMember(t);
    const body = JSON.stringify({ email: member.user.email, password: member.user.password });
    const res = await httpClient(t.baseUrl).request("POST", "/api/auth/login", body, { "content-type": "text/plain" });
    expect(res.status).toBe(415);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("ignores a session cookie that is not valid percent-encoding, answering as to a visitor", async () => {
    const res = await httpClient(t.baseUrl).get("/api/listings?limit=1", { cookie: BAD_COOKIE });
    expect(res.status).toBe(200);
    expect((await httpClient(t.baseUrl).get("/api/user/me", { cookie: BAD_COOKIE })).status).toBe(401);
  });

  it("still works afterwards: nothing was lost", async () => {
    const res = await httpClient(t.baseUrl).get("/api/listings?limit=1");
    expect(Number(res.headers.get("x-total-count"))).toBeGreaterThanOrEqual(110);
    expect((await httpClient(t.baseUrl).get("/api/regions")).json).toHaveLength(19);
    expect(({} as Record<string, unknown>).polluted, "typed-JSON meta reached Object.prototype").toBeUndefined();
  });
});
