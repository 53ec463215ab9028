import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { openBrowserPage, visit, type TestBrowser } from "./browser";
import { keepScreen } from "./screens";

let browser: TestBrowser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ browser, page, errors } = await openBrowserPage({ viewport: { width: 1440, height: 900 } }));
});
afterAll(() => browser?.close());

describe("membership page points", () => {
  it("lists each active point action with the points the admin set", async () => {
    const actions = (await (await fetch(baseUrl + "/api/points/actions")).json()) as {
      name: string;
      pointsAwarded: number;
    }[];
    expect(actions.map((a) => a.name)).toEqual(
      expect.arrayContaining(["Share a photo", "Write a review", "Publish a story", "Share a tip"]),
    );
    await visit(page, baseUrl + "/membership");
    const cards = page.getByRole("region", { name: "Earn points for every story you share" }).getByRole("listitem");
    await expect.poll(() => cards.count()).toBe(actions.length);
    const shown = await cards.allInnerTexts();
    // "points" is upper-cased by CSS; compare the words, not the styling.
    expect(shown.map((text) => text.replace(/\s+/g, " ").trim().toLowerCase())).toEqual(
      actions.map((a) => `${a.pointsAwarded.toLocaleString("en-US")} points ${a.name}`.toLowerCase()),
    );
    await cards.first().scrollIntoViewIfNeeded();
    await keepScreen(page, "membership-points-1440");
    expect(errors).toEqual([]);
  });
});
