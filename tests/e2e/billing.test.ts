import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { holdAppScripts, openBrowserPage, PHONE, signUpInBrowser, type TestBrowser, visit } from "./browser";
import { keepScreen } from "./screens";

// The e2e server runs without a Stripe key: the demo checkout and the demo billing portal.
let browser: TestBrowser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ browser, page, errors } = await openBrowserPage());
});
afterAll(() => browser?.close());

const card = (name: string) => page.getByRole("article", { name });

describe("billing", () => {
  it("a member changes plan up and down and cancels through the demo portal", async () => {
    await signUpInBrowser(page, baseUrl, {
      fullName: "Bill Ing",
      username: `billing${Date.now().toString(36)}`,
      password: "correct horse battery",
    });

    await visit(page, baseUrl + "/membership");
    await card("Luxe Explorer").getByRole("button", { name: "Choose Explorer" }).click();
    await page.waitForURL(/\/demo-checkout\//);
    await page.getByRole("button", { name: "Complete purchase" }).click();
    await page.getByRole("heading", { name: "Welcome to Luxe Explorer" }).waitFor();
    await page.getByText("Your 100 points for this month are in your account").waitFor();

    // Up: the same subscription, now, with the difference charged.
    await visit(page, baseUrl + "/membership");
    const insider = card("Luxe Insider");
    await insider.getByText(/Luxe Insider starts now: you pay the difference/).waitFor();
    await insider.getByRole("button", { name: "Upgrade now" }).click();
    await page.getByText("Upgraded to Luxe Insider").waitFor();
    await insider.getByRole("button", { name: "Your Current Plan" }).waitFor();

    // Down: at the end of the paid period.
    const explorer = card("Luxe Explorer");
    await explorer.getByRole("button", { name: /^Switch on / }).click();
    await page
      .getByText(/^Switches to Luxe Explorer on /)
      .first()
      .waitFor();
    await insider.getByText(/Switches to Luxe Explorer on \w{3} \d{1,2}, \d{4}\./).waitFor();
    await insider.getByRole("button", { name: "Keep Luxe Insider" }).waitFor();
    await keepScreen(page, "billing-membership-1280");

    // Cancel and resume in the demo portal, which lists the past payments.
    await visit(page, baseUrl + "/account");
    await page.getByRole("button", { name: "Manage billing" }).click();
    await page.waitForURL(baseUrl + "/account/billing");
    // Loaded again with the app's scripts held: Cancel pressed in the server's markup is answered once the app is live.
    const release = await holdAppScripts(page);
    try {
      await page.goto(baseUrl + "/account/billing", { waitUntil: "commit" });
      await page.getByText("Demo billing portal - no payment taken").waitFor();
      const payments = page.getByRole("region", { name: "Past payments" });
      await payments.getByText("Upgrade to Luxe Insider (prorated)").waitFor();
      await payments.getByText("Luxe Explorer", { exact: true }).waitFor();
      await page.getByRole("button", { name: "Cancel at period end" }).click();
      expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    } finally {
      await release();
    }
    await page
      .getByTestId("billing-status")
      .getByText(/^Cancelled: your benefits end on /)
      .waitFor();
    await keepScreen(page, "billing-portal-1280", { fullPage: true });
    await page.setViewportSize(PHONE);
    await keepScreen(page, "billing-portal-390", { fullPage: true });
    await page.getByRole("button", { name: "Resume membership" }).click();
    await page.getByRole("button", { name: "Cancel at period end" }).waitFor();
    expect(errors).toEqual([]);
  });
});
