import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { openBrowserPage, visit, type TestBrowser } from "./browser";
import { E2E_ADMIN } from "./global-setup";

let browser: TestBrowser;
let page: Page;
let errors: string[];
let adminCookie = "";

async function analytics(): Promise<{ impressions: number; clicks: number }> {
  const res = await fetch(`${baseUrl}/api/trpc/admin.sponsors.analytics`, { headers: { cookie: adminCookie } });
  expect(res.status).toBe(200);
  return (await res.json()).result.data.json;
}

beforeAll(async () => {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(E2E_ADMIN),
  });
  adminCookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
  ({ browser, page, errors } = await openBrowserPage());
});
afterAll(() => browser?.close());

describe("sponsored placements", () => {
  it("count an impression when seen and a click when followed, in the admin's analytics", async () => {
    const before = await analytics();
    await visit(page, baseUrl + "/");
    const placement = page.getByRole("complementary", { name: "Sponsored" });
    await placement.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await analytics()).impressions, { timeout: 120_000 }).toBe(before.impressions + 1);

    await placement.getByRole("link").click();
    await page.waitForURL(baseUrl + "/sponsors");
    await expect.poll(async () => (await analytics()).clicks, { timeout: 120_000 }).toBe(before.clicks + 1);
    expect(errors).toEqual([]);
  });
});
