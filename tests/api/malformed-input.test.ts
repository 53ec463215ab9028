import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, httpClient, startTestApp, type TestApp } from "../helpers/app";
import { sameOnEitherDatabase } from "../helpers/db";

// Every documented write path, called by the most privileged caller so validation (not access) answers.
const paths: [method: string, path: string][] = [
  ["POST", "/api/auth/register"],
  ["POST", "/api/auth/login"],
  ["POST", "/api/auth/forgot-password"],
  ["POST", "/api/auth/reset-password"],
  ["POST", "/api/favorites"],
  ["DELETE", "/api/favorites/not-a-number"],
  ["DELETE", "/api/favorites/99999999999"],
  ["POST", "/api/recommendations/views"],
  ["POST", "/api/listings"],
  ["PATCH", "/api/listings/1"],
  ["PATCH", "/api/listings/-4"],
  ["DELETE", "/api/listings/abc"],
  ["POST", "/api/listings/1/media"],
  ["POST", "/api/account/avatar"],
  ["POST", "/api/journal"],
  ["PUT", "/api/journal/1"],
  ["DELETE", "/api/journal/1e99"],
  ["POST", "/api/journal/upload-image"],
  ["POST", "/api/admin/upload-image"],
  ["POST", "/api/admin/test-email-notification"],
  ["POST", "/api/execute-query"],
  ["POST", "/api/membership/point-actions"],
  ["PUT", "/api/membership/point-actions/1"],
  ["DELETE", "/api/membership/point-actions/x"],
  ["POST", "/api/membership/create-checkout-session"],
  ["POST", "/api/membership/luxe-insider-trial"],
  ["POST", "/api/packages/checkout"],
  ["POST", "/api/stripe/webhook"],
  ["POST", "/api/ads/abc/click"],
  ["POST", "/api/ads/99999999999/impression"],
];

// Bodies that are not a JSON object must be refused; object bodies may be valid partial updates.
const notObjects = ["{not json", "[]", "null", "42", '"text"', '{"a":', "\u0000"];
const objects = ["{}", '{"id": {"$gt": 1}, "listingId": "1; drop table users"}'];

let t: TestApp;
let admin: ReturnType<typeof httpClient>;

beforeAll(async () => {
  // Stripe configured but unreachable: validation must answer before any network call.
  t = await startTestApp({
    STRIPE_SECRET_KEY: "sk_test_unused",
    STRIPE_WEBHOOK_SECRET: "whsec_unused",
    STRIPE_API_URL: "http://127.0.0.1:9",
  });
  const a = await createUser(t.database, { admin: true, tier: 3 });
  admin = httpClient(t.baseUrl);
  await admin.post("/api/auth/login", { email: a.email, password: a.password });
});
afterAll(() => t.close());

describe.skipIf(sameOnEitherDatabase)("malformed input", () => {
  it.each(paths)("%s %s answers every malformed body with a 4xx and a message, never a 500", async (method, path) => {
    for (const body of [...notObjects, ...objects]) {
      for (const contentType of ["application/json", "text/plain", "multipart/form-data; boundary=x"]) {
        const res = await admin.request(method, path, body, { "content-type": contentType });
        const what = `${method} ${path} ${contentType} ${JSON.stringify(body)}: ${res.status} ${res.text.slice(0, 120)}`;
        expect(res.status, what).toBeLessThan(500);
        if (notObjects.includes(body) || res.status >= 400) {
          expect(res.status, what).toBeGreaterThanOrEqual(400);
          expect(typeof (res.json?.error ?? res.json?.message), what).toBe("string");
        }
      }
    }
  });

  it("answers text with a null character in a path or a body with a 4xx and a message, a search by ignoring it, never a 500", async () => {
    const message = "Text may not contain null characters.";
    const inPath = await admin.get("/api/listings/fern%00hollow");
    expect([inPath.status, inPath.json.message]).toEqual([400, message]);
    const viaTrpc = await admin.get(
      `/api/trpc/listings.bySlug?input=${encodeURIComponent(JSON.stringify({ json: { slug: "fern\u0000hollow" } }))}`,
    );
    expect([viaTrpc.status, viaTrpc.json.error.json.message]).toEqual([400, message]);
    const answers: string[] = [];
    for (const [method, path, body] of [
      ["GET", "/api/journal/story%00slug", undefined],
      ["POST", "/api/auth/login", JSON.stringify({ email: "a\u0000@example.com", password: "x\u0000y" })],
      ["POST", "/api/auth/forgot-password", JSON.stringify({ email: "a\u0000@example.com" })],
    ] as const) {
      const res = await admin.request(method, path, body, { "content-type": "application/json" });
      answers.push(`${method} ${path}: ${res.status} ${res.json?.message}`);
    }
    expect(answers).toEqual([
      "GET /api/journal/story%00slug: 404 Article not found.",
      `POST /api/auth/login: 400 ${message}`,
      "POST /api/auth/forgot-password: 400 Enter a valid email address.",
    ]);
    // A search drops the character (it splits words on it) and answers as for "lake cabin"; never a 500.
    expect((await admin.get("/api/listings?search=lake%00cabin")).status).toBe(200);
  });

  it("still works afterwards: nothing was lost", async () => {
    const res = await httpClient(t.baseUrl).get("/api/listings?limit=1");
    expect(Number(res.headers.get("x-total-count"))).toBeGreaterThanOrEqual(110);
    expect((await httpClient(t.baseUrl).get("/api/regions")).json).toHaveLength(19);
  });
});
