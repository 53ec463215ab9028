import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { openBrowserPage, PHONE, signUpInBrowser, type TestBrowser, visit } from "./browser";
import { keepScreen } from "./screens";

let browser: TestBrowser;
let page: Page;
let errors: string[];
let key = "";

beforeAll(async () => {
  ({ browser, page, errors } = await openBrowserPage());
  await signUpInBrowser(page, baseUrl, {
    fullName: "Piper Partner",
    username: `partner_${Date.now().toString(36)}`,
    password: "cedar-partner-42",
  });
});
afterAll(() => browser?.close());

const callV1 = (path: string) => fetch(`${baseUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${key}` } });

describe("partner API screens", () => {
  it("creates a key on /partner/api, shows it once, and the key reads the API", async () => {
    await visit(page, baseUrl + "/partner/api");
    await page.getByRole("heading", { name: "Partner API", level: 1 }).waitFor();
    await page.getByText("No keys yet.").waitFor();
    await page.getByLabel("Key name").fill("Agency website");
    await page.getByRole("button", { name: "Create key" }).click();
    await page.getByRole("heading", { name: /Your new key/ }).waitFor();
    key = (await page.getByTestId("new-api-key").innerText()).trim();
    expect(key).toMatch(/^wlx_/);
    const listed = page.getByRole("list", { name: "Your API keys" }).getByRole("listitem");
    await expect.poll(() => listed.count()).toBe(1);
    expect(await listed.first().innerText()).toContain(key.slice(0, 12));
    expect(await listed.first().innerText()).not.toContain(key.slice(12));

    const res = await callV1("/listings?limit=3");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown[] }).data).toHaveLength(3);
  });

  it("shows the reference from the OpenAPI document with a curl example per endpoint", async () => {
    const reference = page.getByRole("navigation", { name: "Endpoints" });
    await reference.getByRole("link", { name: "GET /listings/{slug}", exact: true }).waitFor();
    for (const path of [
      "/listings",
      "/listings/{slug}",
      "/listings/{slug}/availability",
      "/search",
      "/categories",
      "/regions",
    ]) {
      const example = page.getByLabel(`curl example for GET ${path}`, { exact: true });
      expect(await example.innerText()).toContain("Authorization: Bearer $WILDLUXE_KEY");
    }
    // An owner's write says its method and carries a body.
    const write = await page.getByLabel("curl example for PATCH /listings/{slug}", { exact: true }).innerText();
    expect(write).toContain("curl -X PATCH");
    expect(write).toContain('-d \'{"name": "Cedar Hollow Cabin"}\'');
    await keepScreen(page, "partner-api-desktop");
    await page.setViewportSize(PHONE);
    await page.getByRole("heading", { name: "Reference (v1)" }).scrollIntoViewIfNeeded();
    await keepScreen(page, "partner-api-phone");
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("counts the key's calls on /partner/dashboard", async () => {
    expect((await callV1("/listings/no-such-stay")).status).toBe(404);
    await visit(page, baseUrl + "/partner/dashboard");
    const calls = page.getByText("Calls (30 days)").locator("..");
    await expect.poll(() => calls.innerText()).toContain("2");
    await page.getByRole("heading", { name: "Latest failed calls" }).waitFor();
    const row = page.getByRole("row", { name: /GET \/api\/v1\/listings\/no-such-stay/ });
    expect(await row.innerText()).toContain("Listing not found.");
    await keepScreen(page, "partner-dashboard-desktop", { fullPage: true });
  });

  it("adds a webhook endpoint, shows its signing secret once, and removes it after asking", async () => {
    const form = page.getByRole("form", { name: "Add a webhook endpoint" });
    await form.getByLabel("Endpoint URL").fill("ftp://example.com/hooks");
    await form.getByRole("button", { name: "Add endpoint" }).click();
    await form.getByText("Enter the endpoint's full URL, starting with https://.").waitFor();
    await form.getByLabel("Endpoint URL").fill("https://partner.example/wildluxe-events");
    await form.getByRole("button", { name: "Add endpoint" }).click();
    expect(await page.getByTestId("webhook-secret").innerText()).toMatch(/^whsec_/);
    const endpoints = page.getByRole("list", { name: "Your webhook endpoints" });
    await endpoints.getByText("https://partner.example/wildluxe-events").waitFor();
    expect(await endpoints.innerText()).toContain("No deliveries yet.");
    await keepScreen(page, "partner-webhooks-desktop", { fullPage: true });
    await page.getByRole("button", { name: "Remove https://partner.example/wildluxe-events" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Remove endpoint" }).click();
    await page.getByText("No endpoints yet.").waitFor();
  });

  it("revokes the key after asking, and the API refuses it at once", async () => {
    await visit(page, baseUrl + "/partner/api");
    await page.getByRole("button", { name: "Revoke Agency website" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Revoke key" }).click();
    await page.getByText("No keys yet.").waitFor();
    expect((await callV1("/listings")).status).toBe(401);
    expect(errors).toEqual([]);
  });
});
