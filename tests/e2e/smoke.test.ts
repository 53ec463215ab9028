import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { openBrowserPage, signUpInBrowser, visit, type TestBrowser } from "./browser";

let browser: TestBrowser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ browser, page, errors } = await openBrowserPage());
});
afterAll(() => browser?.close());

const member = { username: `smoke_${Date.now().toString(36)}`, password: "lantern-moss-77" };

describe("a new visitor", () => {
  it("sees the hero and featured listings on the home page", async () => {
    await visit(page, baseUrl + "/");
    await page.getByRole("heading", { name: "Find Your Curated Outdoor Stays Here" }).waitFor();
    await page.getByPlaceholder("Search by destination or keyword").waitFor();
    const cards = page.locator('article:has-text("View details") h3 a[href^="/listings/"]');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
  });

  it("signs up, is signed in, signs out and signs in again", async () => {
    await signUpInBrowser(page, baseUrl, { fullName: "Smoke Tester", ...member });
    const menuButton = page.getByRole("button", { name: /Account menu for/ });
    await menuButton.waitFor();
    expect(await page.getByRole("link", { name: "Member Login" }).count()).toBe(0);

    const me = await page.evaluate(async () => (await fetch("/api/user/me")).json());
    expect(me.username).toBe(member.username);

    await menuButton.click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.getByRole("link", { name: "Member Login" }).waitFor();
    expect(await page.evaluate(async () => (await fetch("/api/user/me")).status)).toBe(401);

    await visit(page, baseUrl + "/signin");
    await page.getByLabel("Email or username").fill(member.username);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("button", { name: /Account menu for/ }).waitFor();
    expect((await page.evaluate(async () => (await fetch("/api/user/me")).json())).username).toBe(member.username);
  });

  it("shows Page Not Found for an unknown path", async () => {
    await visit(page, baseUrl + "/no/such/place");
    await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
  });

  it("had no uncaught page errors or server errors", () => {
    expect(errors).toEqual([]);
  });
});
