import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { openBrowserPage, PHONE, type TestBrowser, visit } from "./browser";
import { keepScreen } from "./screens";

/**
 * Typeahead on every search box (the home hero, /listings and its map, AI search), as the WAI-ARIA combobox
 * pattern has it: a listbox of suggestions, Arrow Down and Up, Enter picks, Escape closes, and "N suggestions" said.
 */
let browser: TestBrowser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ browser, page, errors } = await openBrowserPage());
});
afterAll(() => browser?.close());

const SEARCH = "Search by destination or keyword";
const box = (name = SEARCH) => page.getByRole("combobox", { name });
const listbox = () => page.getByRole("listbox", { name: "Suggestions" });
const options = () => listbox().getByRole("option");

/** Types as a person does, key by key, and waits for the suggestions to open. */
async function typeInto(input: Locator, text: string) {
  await input.click();
  await input.pressSequentially(text);
  await listbox().waitFor();
}

describe("typeahead in the home hero", () => {
  it("suggests the Alps with its stays; the combobox says what is open and which option is active", async () => {
    await visit(page, baseUrl + "/");
    const input = box();
    expect(await input.getAttribute("aria-expanded")).toBe("false");
    expect(await input.getAttribute("aria-autocomplete")).toBe("list");
    const listId = await input.getAttribute("aria-controls");
    expect(await page.locator(`#${listId}`).getAttribute("role")).toBe("listbox");

    await typeInto(input, "alp");
    expect(await input.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => options().first().innerText()).toMatch(/^Alps\s+Landscape · 6 stays$/);
    const count = await options().count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(8);
    await expect
      .poll(() =>
        page
          .getByRole("status")
          .filter({ hasText: /suggestion/ })
          .innerText(),
      )
      .toBe(`${count} suggestion${count === 1 ? "" : "s"}`);
    await keepScreen(page, "typeahead-hero-desktop");

    expect(await input.getAttribute("aria-activedescendant")).toBeNull();
    await input.press("ArrowDown");
    const first = await options().first().getAttribute("id");
    expect(await input.getAttribute("aria-activedescendant")).toBe(first);
    expect(await options().first().getAttribute("aria-selected")).toBe("true");
    if (count > 1) {
      await input.press("ArrowDown");
      expect(await input.getAttribute("aria-activedescendant")).toBe(await options().nth(1).getAttribute("id"));
      await input.press("ArrowUp");
      expect(await input.getAttribute("aria-activedescendant")).toBe(first);
    }
  });

  it("Escape closes the suggestions and keeps the text", async () => {
    const input = box();
    await input.press("Escape");
    await listbox().waitFor({ state: "hidden" });
    expect(await input.getAttribute("aria-expanded")).toBe("false");
    expect(await input.getAttribute("aria-activedescendant")).toBeNull();
    expect(await input.inputValue()).toBe("alp");
  });

  it("Arrow Down and Enter on a destination searches it", async () => {
    const input = box();
    // Arrow Down opens the closed list afresh, with no option active; the next one moves to the first.
    await input.press("ArrowDown");
    await listbox().waitFor();
    expect(await input.getAttribute("aria-activedescendant")).toBeNull();
    await input.press("ArrowDown");
    expect(await page.locator(`#${await input.getAttribute("aria-activedescendant")}`).innerText()).toMatch(/^Alps/);
    await input.press("Enter");
    await page.waitForURL(/\/listings\?search=Alps\b/);
    await page.getByRole("heading", { name: "6 stays" }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe("typeahead in the other search boxes", () => {
  it("on /listings a stay's name opens its page", async () => {
    await visit(page, baseUrl + "/listings");
    await typeInto(box(), "lake uni");
    await expect.poll(() => options().first().innerText()).toMatch(/^Lake Union Float House/);
    await keepScreen(page, "typeahead-listings-desktop");
    await box().press("ArrowDown");
    await box().press("Enter");
    await page.waitForURL(`${baseUrl}/listings/lake-union-float-house`);
  });

  it("on the map a destination is searched there, on the map", async () => {
    await visit(page, baseUrl + "/listings?view=map");
    await typeInto(box(), "seat");
    await expect.poll(() => options().first().innerText()).toMatch(/^Seattle\s+Town · \d+ stays?$/);
    await keepScreen(page, "typeahead-map-desktop");
    await box().press("ArrowDown");
    await box().press("Enter");
    await expect.poll(() => new URL(page.url()).searchParams.get("search")).toBe("Seattle");
    expect(new URL(page.url()).searchParams.get("view")).toBe("map");
  });

  it("in AI search a category picked by pointer opens its stays", async () => {
    await visit(page, baseUrl + "/ai-search");
    await typeInto(box("Describe your ideal stay"), "treeh");
    await options().filter({ hasText: "Treehouses" }).first().click();
    await page.waitForURL(`${baseUrl}/listings/category/treehouses`);
    expect(errors).toEqual([]);
  });
});

describe("typeahead on a phone", () => {
  it("fits the screen and picks by keyboard and by touch", async () => {
    const { browser: phoneBrowser, page: phone } = await openBrowserPage({ viewport: PHONE, hasTouch: true });
    try {
      await visit(phone, baseUrl + "/");
      const input = phone.getByRole("combobox", { name: SEARCH });
      await input.click();
      await input.pressSequentially("alp");
      const list = phone.getByRole("listbox", { name: "Suggestions" });
      await list.waitFor();
      const box = (await list.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      const first = list.getByRole("option").first();
      expect((await first.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      // Nothing clips the list (no box around it that hides what overflows), and its last suggestion, scrolled to,
      // is what a finger there touches.
      expect(
        await list.evaluate((el) => {
          const r = el.getBoundingClientRect();
          for (let box = el.parentElement; box; box = box.parentElement) {
            const style = getComputedStyle(box);
            const b = box.getBoundingClientRect();
            const cutY = style.overflowY !== "visible" && (r.top < b.top || r.bottom > b.bottom);
            const cutX = style.overflowX !== "visible" && (r.left < b.left || r.right > b.right);
            if (cutY || cutX) return `${box.tagName} ${box.className}`;
          }
          return null;
        }),
      ).toBeNull();
      const last = list.getByRole("option").last();
      expect(
        await last.evaluate((option) => {
          option.parentElement!.scrollTop = option.parentElement!.scrollHeight;
          window.scrollBy(0, option.getBoundingClientRect().bottom - window.innerHeight + 16);
          const r = option.getBoundingClientRect();
          return option.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
        }),
      ).toBe(true);
      await keepScreen(phone, "typeahead-hero-phone");
      await input.press("Escape");
      await list.waitFor({ state: "hidden" });
      await input.press("ArrowDown");
      await list.waitFor();
      await list.getByRole("option", { name: /^Alps/ }).tap();
      await phone.waitForURL(/\/listings\?search=Alps\b/);
      await phone.getByRole("heading", { name: "6 stays" }).waitFor();

      // The bar on /listings: once "alp" is replaced by "lake", while the suggestions for "lake" are on their way,
      // those for "alp" no longer show; then the list is as wide as the bar, inside the screen.
      let lakeAsked!: () => void;
      let answer!: () => void;
      const asked = new Promise<void>((resolve) => (lakeAsked = resolve));
      const held = new Promise<void>((resolve) => (answer = resolve));
      await phone.route(/search\.suggest/, async (route) => {
        if (decodeURIComponent(route.request().url()).includes('"lake"')) {
          lakeAsked();
          await held;
        }
        await route.continue();
      });
      const bar = phone.getByRole("combobox", { name: SEARCH });
      await bar.fill("");
      await bar.pressSequentially("alp");
      await list.getByRole("option", { name: /^Alps/ }).waitFor();
      await bar.fill("lake");
      await asked;
      expect(await list.getByRole("option", { name: /Alps/ }).count()).toBe(0);
      answer();
      await expect.poll(() => list.getByRole("option").first().innerText()).toMatch(/^Lake/);
      const wide = (await list.boundingBox())!;
      expect(wide.x).toBeGreaterThanOrEqual(0);
      expect(wide.x + wide.width).toBeLessThanOrEqual(PHONE.width);
      await keepScreen(phone, "typeahead-listings-phone");
    } finally {
      await phoneBrowser.close();
    }
  });
});
