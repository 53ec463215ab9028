import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { openBrowserPage, signInAsAdmin, visit, type TestBrowser } from "./browser";
import { keepScreen } from "./screens";

let browser: TestBrowser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ browser, page, errors } = await openBrowserPage());
});
afterAll(() => browser?.close());

describe("the team's tools", () => {
  it("shows the avatar rules with the visitor's own name: initials, the emoji sum, a broken picture's fallback, statuses and badges", async () => {
    await visit(page, baseUrl + "/avatar-demo");
    await page.getByLabel("Full name").fill("River Song");
    await page.getByRole("img", { name: "Initials avatar RS" }).waitFor();
    await page.getByLabel("Username").fill("ab");
    // "ab": 97 + 98 = 195, and 195 mod 15 = 0, the first of the 15 emojis.
    await expect
      .poll(() => page.getByTestId("emoji-rule").innerText())
      .toContain("is 195; 195 mod 15 = 0, the emoji 🌲");
    await page.getByLabel("Member id (optional)").fill("7");
    await expect.poll(() => page.getByTestId("emoji-rule").innerText()).toContain("“7” is 55; 55 mod 15 = 10");
    const broken = page.getByRole("img", { name: "Avatar whose picture failed to load" });
    await expect.poll(() => broken.innerText()).toBe("RS");
    for (const status of ["Online", "Away", "Busy", "Offline"]) await page.getByText(status, { exact: true }).waitFor();
    for (const n of [1, 2, 3])
      expect(await page.locator(`img[src="/images/badges/tier${n}-badge.svg"]`).count()).toBe(1);
    await keepScreen(page, "avatar-demo-desktop", { fullPage: true });
  });

  it("lists the data layer's events live from another tab, and fires a test event", async () => {
    await signInAsAdmin(page, baseUrl);
    await visit(page, baseUrl + "/analytics-test");
    const log = page.getByRole("list", { name: "Data layer events" });
    await page.getByRole("button", { name: "Fire a test event" }).click();
    await expect.poll(() => log.innerText()).toContain("analytics_test");

    const other = await page.context().newPage();
    await visit(other, baseUrl + "/journal");
    await expect.poll(() => log.innerText()).toContain('"path": "/journal"');
    expect(await log.innerText()).toContain("another tab");
    await keepScreen(page, "analytics-test-desktop");
    expect(errors).toEqual([]);
  });
});
