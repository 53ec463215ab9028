import type { BrowserContext, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { launchBrowser, visit, waitLive, watchPage, type TestBrowser } from "./browser";
import { E2E_ADMIN } from "./global-setup";

let browser: TestBrowser;
/** What watchPage collected on every page opened here. */
const watched: string[][] = [];

const STAT_CARDS = ["Properties", "Users", "Categories", "Articles", "Regions"];
const TABS = [
  "Properties",
  "Journal Articles",
  "Administrators",
  "Points & Prizes",
  "Sponsors",
  "Activity",
  "Monitoring",
  "Settings",
  "Email Testing",
];

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  watched.push(watchPage(page));
  return { context, page };
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("the admin dashboard", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newPage());
  });
  afterAll(() => context?.close());

  it("signs the admin in at /admin-login and shows the five stat cards and nine tabs", async () => {
    await visit(page, baseUrl + "/admin-login");
    await page.getByRole("heading", { name: "Admin Sign In" }).waitFor();
    await page.getByLabel("Email or username").fill(E2E_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(baseUrl + "/direct-admin");
    await page.getByText("Admin Access", { exact: true }).waitFor();
    await page.getByText(E2E_ADMIN.email, { exact: false }).first().waitFor();

    const stats = page.getByRole("list", { name: "Site statistics" });
    await stats.waitFor();
    const cards = stats.getByRole("listitem");
    expect(await cards.count()).toBe(5);
    for (const [i, label] of STAT_CARDS.entries()) {
      await expect.poll(() => cards.nth(i).innerText()).toMatch(new RegExp(`^${label}\\s+\\d`));
    }

    const tabs = page.getByRole("tablist", { name: "Admin sections" }).getByRole("tab");
    expect(await tabs.allInnerTexts()).toEqual(TABS);
    expect(await page.getByRole("tab", { name: "Properties" }).getAttribute("aria-selected")).toBe("true");
  });

  it("moves between tabs with the arrow keys and keeps the tab in the address", async () => {
    await page.getByRole("tab", { name: "Properties" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.waitForURL(/\?tab=journal$/);
    expect(await page.getByRole("tab", { name: "Journal Articles" }).getAttribute("aria-selected")).toBe("true");
  });

  it("says it is live only once a server-rendered tab's code has come, and takes a click at once after that", async () => {
    // The Sponsors tab's code is held on its way, as a slow network would hold it.
    const SPONSORS_CODE = /\/assets\/sponsors-panel-[^/?]+\.js(?:\?.*)?$/;
    let requested: () => void = () => undefined;
    const tabRequested = new Promise<void>((resolve) => (requested = resolve));
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const hold = async (route: Route) => {
      requested();
      await released;
      await route.continue().catch(() => undefined);
    };
    await page.route(SPONSORS_CODE, hold);
    try {
      await page.goto(baseUrl + "/direct-admin?tab=sponsors", { waitUntil: "commit" });
      await tabRequested;
      // Everything else arrives meanwhile and the page's shell (the header) hydrates: its effects have run once a frame
      // and a task have passed. The page must not call itself hydrated while the tab in its markup is dead.
      await page.waitForFunction(() => {
        const link = document.querySelector("header a");
        return Boolean(link && Object.keys(link).some((key) => key.startsWith("__reactFiber$")));
      });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
      expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    } finally {
      release();
      await page.unroute(SPONSORS_CODE, hold);
    }
    await waitLive(page);
    await page.getByRole("button", { name: "Manage Ad Spaces" }).click();
    await page.getByRole("dialog", { name: /Ad Spaces/ }).waitFor();
  });

  it("creates a point action", async () => {
    const name = `E2E action ${Date.now().toString(36)}`;
    await visit(page, baseUrl + "/direct-admin?tab=points");
    await page.getByRole("button", { name: "Create Point Action" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Point Action" });
    await dialog.waitFor();
    expect(await dialog.getByLabel("Points Awarded").inputValue()).toBe("10");
    expect(await dialog.getByLabel("Max Times/Day").inputValue()).toBe("1");
    expect(await dialog.getByLabel("Cooldown Hours").inputValue()).toBe("24");
    await dialog.getByLabel("Activity Name").fill(name);
    await dialog.getByLabel("Points Awarded").fill("40");
    await dialog.getByRole("button", { name: "Create Action" }).click();
    await page.getByText("Point action created successfully").waitFor();
    const row = page.getByRole("row", { name: new RegExp(name) });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/40\s+Active\s+1x\/day\s+24h cooldown/);
  });

  it("writes an article's text in Markdown and previews it as readers will see it", async () => {
    await visit(page, baseUrl + "/direct-admin?tab=journal");
    await page.getByRole("button", { name: "Add New Article" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Article" });
    await dialog
      .getByRole("textbox", { name: "Content *" })
      .fill("## Dawn on the pans\n\nWe **watched** the light come up.\n\n- coffee\n- binoculars");
    await dialog.getByRole("tab", { name: "Preview" }).click();
    const preview = dialog.getByRole("tabpanel", { name: "Content * preview" });
    await preview.getByRole("heading", { name: "Dawn on the pans", level: 2 }).waitFor();
    expect(await preview.locator("strong").textContent()).toBe("watched");
    expect(await preview.getByRole("listitem").allTextContents()).toEqual(["coffee", "binoculars"]);
    await dialog.getByRole("tab", { name: "Write" }).click();
    expect(await dialog.getByRole("textbox", { name: "Content *" }).inputValue()).toContain("## Dawn on the pans");
    await dialog.getByRole("button", { name: "Cancel" }).click();
  });
});

describe("a member", () => {
  it("is sent from /direct-admin to /admin-login", async () => {
    const { context, page } = await newPage();
    const username = `member_${Date.now().toString(36)}`;
    const registered = await page.request.post(baseUrl + "/api/auth/register", {
      data: { email: `${username}@example.com`, username, password: "lantern-moss-77" },
      headers: { Origin: baseUrl },
    });
    expect(registered.ok()).toBe(true);
    await visit(page, baseUrl + "/direct-admin");
    await page.waitForURL(baseUrl + "/admin-login");
    await page.getByRole("heading", { name: "Admin Sign In" }).waitFor();
    await expect
      .poll(() =>
        page.getByRole("status").filter({ hasText: "which is not an administrator account" }).allTextContents(),
      )
      .toEqual([
        `You are signed in as ${username}, which is not an administrator account. Sign in with an administrator account to go on.`,
      ]);
    await context.close();
  });
});

describe("the admin screens", () => {
  it("had no uncaught page errors or server errors", () => {
    expect(watched.flat()).toEqual([]);
  });
});
