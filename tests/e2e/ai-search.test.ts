import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stayDatesInWords } from "@shared/stay-dates-words";
import { baseUrl } from "./base-url";
import { openBrowserPage, PHONE, signInAsAdmin, type TestBrowser, visit } from "./browser";
import { keepScreen } from "./screens";

let browser: TestBrowser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ browser, page, errors } = await openBrowserPage());
});
afterAll(() => browser?.close());

describe("AI search", () => {
  it("understands words, explains each stay, and lets a person remove what it understood", async () => {
    await visit(page, baseUrl + "/ai-search");
    const box = page.getByLabel("Describe your ideal stay");
    await box.fill("treehose with jacuzzi");
    await box.press("Enter");
    await page.waitForURL(/\/ai-search\?q=treehose\+with\+jacuzzi/);
    const understood = page.getByRole("region", { name: "We understood" });
    await understood.getByRole("button", { name: "Remove Treehouses" }).waitFor();
    await understood.getByRole("button", { name: "Remove Hot Tub" }).waitFor();
    const first = page.getByTestId("ai-result").first();
    await expect.poll(() => first.getByLabel("Why this stay").innerText()).toContain("Treehouses");
    expect(await first.locator('[data-chip="matched"]').allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining("Hot Tub")]),
    );
    await keepScreen(page, "ai-search-desktop");

    // Removing a chip searches again without it, and the link keeps that.
    await understood.getByRole("button", { name: "Remove Treehouses" }).click();
    await page.waitForURL(/without=category%3Atreehouses/);
    await expect.poll(() => understood.getByRole("button", { name: /^Remove / }).count()).toBe(1);
    await page.getByRole("button", { name: "Restore everything I asked for" }).click();
    await understood.getByRole("button", { name: "Remove Treehouses" }).waitFor();

    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreen(page, "ai-search-mobile");
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(errors).toEqual([]);
  });

  it("says what it relaxed, and shows the empty state", async () => {
    await visit(
      page,
      baseUrl + "/ai-search?q=" + encodeURIComponent("houseboat in the Sahara desert of Patagonia 5 stars"),
    );
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "we relaxed" }).innerText())
      .toMatch(/No stay matches everything, so we relaxed: .+/);
    await visit(page, baseUrl + "/ai-search?q=" + encodeURIComponent("zzqx") + "&without=word%3Azzqx");
    await page.getByText("Nothing specific yet: these are our best-rated stays.").waitFor();
  });
});

describe("Chrissy, the concierge", () => {
  it("shows visitors what she does and the way to Luxe Elite", async () => {
    const visitor = await browser.newPage();
    await visit(visitor, baseUrl + "/concierge");
    await visitor.getByText("Chrissy is a Luxe Elite benefit.").waitFor();
    expect(await visitor.getByRole("link", { name: "Upgrade to Luxe Elite" }).getAttribute("href")).toBe("/membership");
    await visitor.getByText("A sample exchange").waitFor();
    await visitor.close();
  });

  it("answers a Luxe Elite member with linked stays, keeps the conversation, and deletes it", async () => {
    await signInAsAdmin(page, baseUrl);
    await visit(page, baseUrl + "/travel-concierge");
    const box = page.getByLabel("Message Chrissy");
    await box.fill("a treehouse with a hot tub");
    await box.press("Enter");
    const answer = page.locator('[data-role="chrissy"]').last();
    await answer.getByRole("link").first().waitFor();
    expect(await answer.getByRole("link").first().getAttribute("href")).toMatch(/^\/listings\/[a-z0-9-]+$/);
    const sidebar = page.getByRole("navigation", { name: "Your conversations" });
    await sidebar.getByRole("button", { name: "a treehouse with a hot tub", exact: true }).waitFor();
    await keepScreen(page, "concierge-desktop");
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreen(page, "concierge-mobile");
    await page.setViewportSize({ width: 1280, height: 900 });

    await sidebar.getByRole("button", { name: "Delete “a treehouse with a hot tub”" }).click();
    await sidebar.getByText("Your conversations with Chrissy will be kept here.").waitFor();
    expect(errors).toEqual([]);
  });
  it("sends a message written while Chrissy is still answering as soon as she finishes, in the same conversation", async () => {
    await signInAsAdmin(page, baseUrl);
    await visit(page, baseUrl + "/travel-concierge");
    // Chrissy's first answer is held back until the member has written and sent the next message.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    await page.route("**/api/concierge/messages", async (route) => {
      sent.push((route.request().postDataJSON() as { message: string }).message);
      if (sent.length === 1) await held;
      await route.continue();
    });
    const box = page.getByLabel("Message Chrissy");
    await box.fill("a cabin in the mountains");
    await box.press("Enter");
    await box.fill("and one with a sauna");
    await box.press("Enter");
    await page
      .getByRole("status")
      .filter({ hasText: "Your message goes to Chrissy as soon as she finishes this answer." })
      .waitFor();
    expect(await box.inputValue()).toBe("and one with a sauna");
    expect(sent).toEqual(["a cabin in the mountains"]);

    release();
    const memberSaid = async () =>
      (await page.locator('[data-role="member"]').allInnerTexts()).map((text) => text.replace(/^You:\s*/, ""));
    await expect.poll(memberSaid).toEqual(["a cabin in the mountains", "and one with a sauna"]);
    await expect.poll(() => box.inputValue()).toBe("");
    await page.getByRole("button", { name: "Send" }).and(page.locator(":not([aria-busy=true])")).waitFor();
    expect(sent).toEqual(["a cabin in the mountains", "and one with a sauna"]);
    const sidebar = page.getByRole("navigation", { name: "Your conversations" });
    await sidebar.getByRole("button", { name: "a cabin in the mountains", exact: true }).waitFor();
    expect(await sidebar.getByRole("button", { name: "and one with a sauna", exact: true }).count()).toBe(0);
    await page.unroute("**/api/concierge/messages");

    // With two conversations the list scrolls sideways at phone width; the page itself does not.
    await sidebar.getByRole("button", { name: "New conversation" }).click();
    await box.fill("a yurt by a lake");
    await box.press("Enter");
    await sidebar.getByRole("button", { name: "a yurt by a lake", exact: true }).waitFor();
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const title of ["a cabin in the mountains", "a yurt by a lake"]) {
      await sidebar.getByRole("button", { name: `Delete “${title}”` }).click();
      await sidebar.getByRole("button", { name: title, exact: true }).waitFor({ state: "detached" });
    }
    expect(errors).toEqual([]);
  });

  it("“Ask Chrissy” on a stay's page opens the chat about that stay: she checks its dates and adds it to a trip, and says so", async () => {
    const tripName = `Coastal escape ${Date.now().toString(36)}`;
    await signInAsAdmin(page, baseUrl);
    await visit(page, baseUrl + "/trip-planning");
    await page.getByRole("button", { name: "New trip" }).click();
    await page.getByLabel("Trip name").fill(tripName);
    await page.getByRole("button", { name: "Create trip" }).click();
    await page.getByText(tripName).first().waitFor();

    await visit(page, baseUrl + "/listings/cedar-hollow-treehouse");
    await page.getByRole("link", { name: "Ask Chrissy" }).click();
    await page.waitForURL(/\/concierge\?about=cedar-hollow-treehouse$/);
    const chat = page.getByRole("region", { name: "Chat with Chrissy" });
    await chat.getByText(/^About Cedar Hollow Treehouse: ask whether/).waitFor();
    const box = page.getByLabel("Message Chrissy");
    await expect.poll(() => box.inputValue()).toBe("Tell me about Cedar Hollow Treehouse");

    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await box.fill(`Is it free from ${inDays(200)} to ${inDays(203)}?`);
    await box.press("Enter");
    const checked = page.locator('[data-role="chrissy"]').last().locator('[data-activity="availability"]');
    await checked.waitFor();
    expect(await checked.innerText()).toMatch(
      new RegExp(
        `Checked availability\\s*Cedar Hollow Treehouse, ${stayDatesInWords(inDays(200), inDays(203))}, 1 guest:\\s*(free|not bookable)`,
      ),
    );

    await box.fill(`Add it to my ${tripName} trip`);
    await box.press("Enter");
    const added = page.locator('[data-role="chrissy"]').last().locator('[data-activity="trip"]');
    await added.waitFor();
    expect(await added.innerText()).toMatch(new RegExp(`Added to your trip\\s*${tripName}`));
    await keepScreen(page, "concierge-activity-desktop");
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await added.scrollIntoViewIfNeeded();
    await keepScreen(page, "concierge-activity-mobile");
    await page.setViewportSize({ width: 1280, height: 900 });

    await added.getByRole("link", { name: tripName }).click();
    await page.getByRole("heading", { name: tripName, level: 1 }).waitFor();
    await page.getByRole("link", { name: "Cedar Hollow Treehouse", exact: true }).waitFor();
    expect(errors).toEqual([]);
  });
});
