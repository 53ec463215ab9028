import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { launchBrowser, PHONE, visit, watchPage, type TestBrowser } from "./browser";
import { keepScreen } from "./screens";

// The development demo Luxe Insider (server/services/accounts/accounts.ts), under 1,000 points.
const INSIDER = { email: "insider@wildluxe.example", password: "wildluxe-demo" };

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signedIn(viewport: { width: number; height: number }) {
  const page = await (await browser.newContext({ viewport })).newPage();
  const errors = watchPage(page);
  await visit(page, `${baseUrl}/signin`);
  await page.getByLabel("Email or username").fill(INSIDER.email);
  await page.getByLabel("Password", { exact: true }).fill(INSIDER.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/signin"));
  return { page, errors };
}

/** The points card's words: the level always named a points level, and told apart from the member's plan. */
async function pointsWords(page: Page) {
  const card = page.getByRole("progressbar").locator("xpath=../..");
  return (await card.innerText()).replace(/\s+/g, " ");
}

describe.each([
  ["desktop", { width: 1280, height: 900 }],
  ["phone", PHONE],
] as const)("points levels beside plans, on %s", (size, viewport) => {
  it("a Luxe Insider reads the points level as a points level, apart from their plan", async () => {
    const { page, errors } = await signedIn(viewport);
    for (const path of ["/member/dashboard", "/account/points"]) {
      await visit(page, baseUrl + path);
      await page.getByRole("progressbar").waitFor();
      const words = await pointsWords(page);
      expect(words).toMatch(/[\d,]+ points? to the Premium points level/);
      expect(words).toContain("Points levels follow your balance, apart from your Luxe Insider plan.");
      expect(words).not.toMatch(/points? to Premium/);
    }
    await keepScreen(page, `points-words-${size}`, { fullPage: true });
    expect(errors).toEqual([]);
  });
});

describe("the listing card's footer", () => {
  it("keeps the category name clear of View details at 1280 px", async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await visit(page, `${baseUrl}/listings`);
    await page.getByText("View details").first().waitFor();
    // Each card: where its category name's text ends as drawn (clipped when it is cut short), and where View details
    // starts.
    const footers = await page.$$eval("article", (cards) =>
      cards.flatMap((card) => {
        const details = [...card.querySelectorAll("span")].find((s) => s.textContent?.trim() === "View details");
        const category = details?.parentElement?.firstElementChild?.lastElementChild as HTMLElement | null | undefined;
        if (!details || !category) return [];
        const box = category.getBoundingClientRect();
        const clipped = getComputedStyle(category).overflowX === "hidden";
        const textEnd = clipped ? box.right : box.left + category.scrollWidth;
        return [{ name: category.textContent, clear: textEnd <= details.getBoundingClientRect().left }];
      }),
    );
    expect(footers.length).toBeGreaterThan(3);
    expect(footers.filter((f) => !f.clear)).toEqual([]);
    await keepScreen(page, "listings-card-footer-desktop");
  });
});
