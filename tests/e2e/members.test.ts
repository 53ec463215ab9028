import sharp from "sharp";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { openBrowserPage, reloadPage, signUpInBrowser, visit, watchPage, type TestBrowser } from "./browser";

let browser: TestBrowser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ browser, page, errors } = await openBrowserPage());
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
});
afterAll(() => browser?.close());

const member = { username: `member_${Date.now().toString(36)}`, password: "cedar-smoke-42" };

/** The name in a heart's label ("Save X to favorites" / "Remove X from favorites"). */
function listingNameOf(label: string | null): string {
  const match = /^(?:Save|Remove) (.+) (?:to|from) favorites$/.exec(label ?? "");
  if (!match) throw new Error(`Unexpected heart label: ${label}`);
  return match[1]!;
}

describe("member screens", () => {
  it("sends a visitor on a member screen to sign in, and back", async () => {
    await visit(page, baseUrl + "/favorites");
    await page.getByRole("heading", { name: "Sign in to continue" }).waitFor();
    const signIn = page.getByRole("main").getByRole("link", { name: "Sign In", exact: true });
    expect(await signIn.getAttribute("href")).toBe("/signin?next=%2Ffavorites");
    expect(await page.getByRole("link", { name: /View your points/ }).count()).toBe(0);
  });

  it("signs up and the header shows the points badge", async () => {
    await signUpInBrowser(page, baseUrl, { fullName: "Maple Member", ...member });

    const badge = page.getByRole("link", { name: /View your points/ });
    await badge.waitFor();
    expect(await badge.getAttribute("href")).toBe("/account/points");
    expect(await badge.getAttribute("aria-label")).toBe("0 points, Guest. View your points");
    expect(await page.getByRole("link", { name: "Member Login" }).count()).toBe(0);
  });

  it("says Perfect For You on the home page when signed in", async () => {
    await page.getByRole("heading", { name: "Perfect For You" }).waitFor();
    expect(await page.getByRole("heading", { name: "Trending Retreats" }).count()).toBe(0);
  });

  let saved = "";

  it("greets the member on Traveler's Home with the same words from the server and in the browser", async () => {
    const cookie = (await page.context().cookies(baseUrl)).map((c) => `${c.name}=${c.value}`).join("; ");
    const served = await (await fetch(baseUrl + "/travelers", { headers: { cookie } })).text();
    expect(served).toMatch(/Welcome back(<!-- -->)?, (<!-- -->)?Maple/);
    await visit(page, baseUrl + "/travelers");
    const heading = page.getByRole("heading", { level: 1 });
    await expect.poll(() => heading.innerText()).toBe("Welcome back, Maple. Where to next?");
  });

  it("favourites a card and lists it on /favorites", async () => {
    const heart = page.getByRole("button", { name: /^Save .+ to favorites$/ }).first();
    await heart.waitFor();
    saved = listingNameOf(await heart.getAttribute("aria-label"));
    await heart.click();
    await page.getByText("Added to favorites").waitFor();

    await visit(page, baseUrl + "/favorites");
    await page.getByRole("heading", { name: "My Favorites" }).waitFor();
    await page.getByRole("link", { name: saved, exact: true }).waitFor();
    expect(await page.getByRole("button", { name: /^All favorites\s*1$/ }).count()).toBe(1);
  });

  it("groups the favourite into a shared collection", async () => {
    await page.getByRole("button", { name: "New collection" }).click();
    await page.getByLabel("Collection name").fill("Summer in the Alps");
    await page.getByRole("button", { name: "Create collection" }).click();
    await page.getByText("Collection created").waitFor();
    await page.getByRole("heading", { name: "Summer in the Alps" }).waitFor();

    await page.getByRole("button", { name: /^All favorites/ }).click();
    await page.getByRole("button", { name: `Add to collection (${saved})` }).click();
    // The list re-renders when the collections query refetches; wait for the tick rather than racing it.
    const inCollection = page.getByRole("checkbox", { name: "Summer in the Alps" });
    await inCollection.click();
    await expect.poll(() => inCollection.isChecked()).toBe(true);
    await page.getByText("Added to collection").waitFor();

    await page.getByRole("button", { name: /^Summer in the Alps/ }).click();
    await page.getByRole("button", { name: "Share", exact: true }).click();
    await page.getByText("Link copied").waitFor();
    const link = await page.getByLabel("Read-only link").inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl}/favorites\\?shared=[A-Za-z0-9_-]{16,64}$`));

    const visitor = await browser.newPage();
    const visitorErrors = watchPage(visitor);
    await visit(visitor, link);
    await visitor.getByRole("heading", { name: "Summer in the Alps" }).waitFor();
    await visitor.getByRole("link", { name: saved, exact: true }).waitFor();
    expect(await visitor.getByRole("button", { name: "Share", exact: true }).count()).toBe(0);
    await visitor.close();
    expect(visitorErrors).toEqual([]);
  });

  it("removes the favourite with a toast", async () => {
    await page.getByRole("button", { name: /^All favorites/ }).click();
    await page.getByRole("button", { name: `Remove ${saved} from favorites` }).click();
    await page.getByText("Removed from favorites").waitFor();
    await page.getByText("You haven't saved any stays yet.").waitFor();
  });

  it("saves travel preferences", async () => {
    await visit(page, baseUrl + "/preferences");
    const form = page.getByRole("form", { name: "Travel preferences" });
    await form.waitFor();
    await form.locator("label", { hasText: "Adventure" }).click();
    await form.locator("label", { hasText: "Treehouses" }).click();
    await form.locator("label", { hasText: "Hot Tub" }).click();
    await page.getByRole("button", { name: "Save preferences" }).click();
    await page.getByText("Preferences saved").waitFor();

    await reloadPage(page);
    await page.getByRole("form", { name: "Travel preferences" }).waitFor();
    expect(await page.getByRole("checkbox", { name: "Treehouses" }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "Hot Tub" }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: "Adventure" }).isChecked()).toBe(true);
  });

  it("shows the points page and the gated journal for a new member", async () => {
    await page.getByRole("link", { name: /View your points/ }).click();
    await page.getByRole("heading", { name: "My Points" }).waitFor();
    await page.getByText("1,000 points to the Premium points level").waitFor();
    await page.getByText("Publish a story").first().waitFor();

    await visit(page, baseUrl + "/submit-journal");
    await page.getByText("This feature needs the Luxe Insider membership or higher.").waitFor();
    expect(await page.getByRole("link", { name: "Upgrade membership" }).getAttribute("href")).toBe("/membership");
  });

  it("uploads a profile photo with a progress bar, says Photo updated. and keeps it after a reload", async () => {
    await visit(page, baseUrl + "/profile");
    // The upload's answer is held back, so the progress bar is on screen until it is let through.
    let letThrough: () => void = () => {};
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    await page.route("**/api/account/avatar", async (route) => {
      await held;
      await route.continue();
    });
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#2f5d3a" } })
      .png()
      .toBuffer();
    await page.getByLabel("Upload photo").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    await page.getByRole("progressbar", { name: "Upload progress" }).waitFor();
    letThrough();
    await page.getByText("Photo updated.").waitFor();
    await page.unroute("**/api/account/avatar");
    await reloadPage(page);
    await page.getByLabel("Change photo").waitFor();

    await page
      .getByLabel("Change photo")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
    await page.getByText("Invalid File - Please upload an image file only (JPG, PNG, WebP or GIF).").first().waitFor();
  });

  it("had no uncaught page errors or server errors", () => {
    expect(errors).toEqual([]);
  });
});
