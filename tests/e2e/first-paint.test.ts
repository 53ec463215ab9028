import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { holdAppScripts, launchBrowser, PHONE, type TestBrowser, visit, waitLive, watchPage } from "./browser";

/** The slowed phone: Chrome's CPU throttling at 4x. */
const CPU_SLOWDOWN = 4;

type ListingRow = { name: string };
type ListingPage = { items: ListingRow[]; total: number };

let browser: TestBrowser;

/** What the API answers for the same search, to know what the page must show. */
async function listingsFromApi(input: Record<string, unknown>): Promise<ListingPage> {
  const url = `${baseUrl}/api/trpc/listings.list?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const body = (await (await fetch(url)).json()) as { result: { data: { json: ListingPage } } };
  return body.result.data.json;
}

/** A page in a context of its own, its CPU slowed as on the phone, its errors collected. */
async function openSlowedPage(viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = watchPage(page);
  await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return { context, page, errors };
}

const firstCardName = (page: Page) => page.locator("main article h3 a").first().textContent();
const staysHeading = (page: Page) => page.locator("#results-count").textContent();

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", ...PHONE },
] as const) {
  describe(`controls before the app's scripts have run, at ${viewport.name} width`, () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];

    beforeAll(async () => {
      ({ context, page, errors } = await openSlowedPage({ width: viewport.width, height: viewport.height }));
    });
    afterAll(() => context?.close());

    it("answers a Sort change made before the scripts arrive with the sorted list, the choice kept", async () => {
      const cheapest = (await listingsFromApi({ sort: "price-asc", limit: 1 })).items[0]!.name;
      // A page whose scripts are held never fires "load": wait for the new page's commit.
      const release = await holdAppScripts(page);
      try {
        await page.goto(baseUrl + "/listings", { waitUntil: "commit" });
        await page.getByLabel("Sort by").selectOption("price-asc");
        await page.waitForURL(/[?&]sort=price-asc/, { waitUntil: "commit" });
        await expect.poll(() => firstCardName(page)).toBe(cheapest);
        expect(await page.getByLabel("Sort by").inputValue()).toBe("price-asc");
        expect(await page.locator("html[data-hydrated]").count()).toBe(0);
      } finally {
        await release();
      }
    });

    it("answers a search typed and sent before the scripts arrive, and keeps the text", async () => {
      const { total } = await listingsFromApi({ search: "lake" });
      const release = await holdAppScripts(page);
      try {
        await page.goto(baseUrl + "/listings?sort=price-desc", { waitUntil: "commit" });
        await page.getByRole("combobox", { name: "Search by destination or keyword" }).fill("lake");
        await page.getByRole("combobox", { name: "Search by destination or keyword" }).press("Enter");
        await page.waitForURL(/[?&]search=lake/, { waitUntil: "commit" });
        // The search keeps the order chosen before it.
        expect(new URL(page.url()).searchParams.get("sort")).toBe("price-desc");
        await expect.poll(() => staysHeading(page)).toBe(`${total} stays`);
        expect(await page.getByRole("combobox", { name: "Search by destination or keyword" }).inputValue()).toBe(
          "lake",
        );
      } finally {
        await release();
      }
    });

    it("takes the home page's Explore before the scripts arrive to the listings for those words", async () => {
      const release = await holdAppScripts(page);
      try {
        await page.goto(baseUrl + "/", { waitUntil: "commit" });
        await page.locator("#hero-search").fill("treehouse");
        await page.getByRole("button", { name: "Explore", exact: true }).click();
        await page.waitForURL(`${baseUrl}/listings?mode=all-keywords&search=treehouse`, { waitUntil: "commit" });
        await expect.poll(() => staysHeading(page)).toMatch(/^\d+ stays?$/);
        expect(await page.getByRole("combobox", { name: "Search by destination or keyword" }).inputValue()).toBe(
          "treehouse",
        );
      } finally {
        await release();
      }
    });

    it("never drops a Sort change made while the slowed page is still waking up", async () => {
      const dearest = (await listingsFromApi({ sort: "price-desc", limit: 1 })).items[0]!.name;
      await page.goto(baseUrl + "/listings", { waitUntil: "commit" });
      // As soon as the control is there: before, during or just after the app takes over.
      await page.getByLabel("Sort by").selectOption("price-desc");
      await expect.poll(() => firstCardName(page)).toBe(dearest);
      await waitLive(page);
      expect(await page.getByLabel("Sort by").inputValue()).toBe("price-desc");
      expect(await firstCardName(page)).toBe(dearest);
      expect(errors).toEqual([]);
    });
  });
}

describe("a button pressed before the app's scripts have run (phone)", () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const menuButton = () => page.getByRole("button", { name: "Open menu" });
  const menu = () => page.getByRole("dialog", { name: "Menu" });

  beforeAll(async () => {
    ({ context, page, errors } = await openSlowedPage(PHONE));
  });
  afterAll(() => context?.close());

  it("holds a press of the menu button made before the scripts arrive and opens the menu once the app is live", async () => {
    const release = await holdAppScripts(page);
    try {
      await page.goto(baseUrl + "/listings", { waitUntil: "commit" });
      await menuButton().click();
      await menuButton().click();
      await page.locator("button[data-held-click]").waitFor({ state: "attached" });
      expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    } finally {
      await release();
    }
    await waitLive(page);
    await menu().waitFor();
    expect(await menuButton().getAttribute("data-held-click")).toBeNull();
    expect(errors).toEqual([]);
  });

  it("never drops a press made while the slowed page is still waking up, nor answers it twice", async () => {
    await page.goto(baseUrl + "/signin", { waitUntil: "commit" });
    // As soon as the button is there: before, during or just after the app takes over. Answered twice, the password
    // would be shown and hidden again.
    await page.getByRole("button", { name: "Show password" }).click();
    await waitLive(page);
    await expect.poll(() => page.locator("input[name=password]").getAttribute("type")).toBe("text");
    expect(await page.getByRole("button", { name: "Hide password" }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.locator("[data-held-click]").count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe("a press the app answers itself while the page is still waking", () => {
  /** The listings page's own code: held, the page stays unfinished while the header is already live. */
  const LISTINGS_PAGE_SCRIPT = /\/assets\/listings-page-[^/]+\.js$/;

  it("is answered once, not pressed again when the page is live", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchPage(page);
    await visit(page, baseUrl + "/signin");
    await page.getByRole("textbox", { name: "Email or username" }).fill("explorer@wildluxe.example");
    await page.locator("input[name=password]").fill("wildluxe-demo");
    await page.locator("input[name=password]").press("Enter");
    await page.waitForURL(baseUrl + "/");
    const accountMenu = page.getByRole("menu", { name: "Account" });

    const release = await holdAppScripts(page, LISTINGS_PAGE_SCRIPT);
    try {
      await page.goto(baseUrl + "/listings", { waitUntil: "commit" });
      const accountButton = page.getByRole("button", { name: /^Account menu for / });
      // Once React has taken the header over (its props are on the button's element)...
      await page.waitForFunction(() => {
        const button = document.querySelector("header [aria-haspopup=menu]");
        return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"));
      });
      // ...it answers a press itself. The account menu opens and closes on each press: pressed again, it would close.
      await accountButton.click();
      await accountMenu.waitFor();
      expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    } finally {
      await release();
    }
    await waitLive(page);
    // Three tasks after the page went live: after the app's own tasks that press what it held.
    await page.evaluate(() => new Promise((resolve) => setTimeout(() => setTimeout(() => setTimeout(resolve)))));
    expect(await accountMenu.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("filters before the app's scripts have run (desktop sidebar)", () => {
  let page: Page;

  beforeAll(async () => {
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });

  it("sends a Category chosen before the scripts arrive, keeping the search", async () => {
    const { total } = await listingsFromApi({ search: "lake", category: "treehouses" });
    const release = await holdAppScripts(page);
    try {
      await page.goto(baseUrl + "/listings?search=lake", { waitUntil: "commit" });
      await page.getByLabel("Category").selectOption("treehouses");
      await page.waitForURL(/[?&]category=treehouses/, { waitUntil: "commit" });
      const url = new URL(page.url());
      expect(url.searchParams.get("search")).toBe("lake");
      await expect.poll(() => staysHeading(page)).toBe(`${total} ${total === 1 ? "stay" : "stays"}`);
    } finally {
      await release();
    }
    // Once the app has taken over, the URL drops the form's empty fields and the filters stay.
    await waitLive(page);
    await expect.poll(() => [...new URL(page.url()).searchParams].filter(([, value]) => value === "")).toEqual([]);
    expect(new URL(page.url()).searchParams.get("category")).toBe("treehouses");
    expect(new URL(page.url()).searchParams.get("search")).toBe("lake");
    expect(await page.getByLabel("Category").inputValue()).toBe("treehouses");
  });

  it("after the app has taken over, changes the list in place without loading a new page", async () => {
    await visit(page, baseUrl + "/listings");
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const { total } = await listingsFromApi({ minRating: 4.8 });
    await page.locator("label", { hasText: "4.8+" }).first().click();
    await page.waitForURL(/[?&]minRating=4\.8/);
    await expect.poll(() => staysHeading(page)).toBe(`${total} ${total === 1 ? "stay" : "stays"}`);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  });
});

describe("a form the app sends itself, sent before the app's scripts have run", () => {
  const elite = { email: "elite@wildluxe.example", password: "wildluxe-demo" };

  it("holds a sign-in sent early, never puts the password in an address, and signs in once the app has taken over", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const addresses: string[] = [];
    page.on("request", (request) => addresses.push(request.url()));
    const release = await holdAppScripts(page);
    try {
      await page.goto(baseUrl + "/signin?next=%2Ffavorites", { waitUntil: "commit" });
      await page.getByRole("textbox", { name: "Email or username" }).fill(elite.email);
      await page.locator("input[name=password]").fill(elite.password);
      await page.locator("input[name=password]").press("Enter");
      await page.locator("form[data-held-submit]").waitFor({ state: "attached" });
      expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    } finally {
      await release();
    }
    // The app takes up the typed text and sends the held form itself.
    await page.waitForURL(baseUrl + "/favorites");
    await page.getByRole("link", { name: /View your points/ }).waitFor();
    expect(addresses.filter((address) => address.includes(elite.password) || address.includes("password="))).toEqual(
      [],
    );
    await context.close();
  });
});
