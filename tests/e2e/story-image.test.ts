import sharp from "sharp";
import type { Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { launchBrowser, PHONE, signInAsAdmin, type TestBrowser, visit, watchPage } from "./browser";
import { keepScreen } from "./screens";

// The development demo member of Luxe Insider (server/services/accounts/accounts.ts).
const INSIDER = { email: "insider@wildluxe.example", password: "wildluxe-demo" };
const TITLE = "Northern lights over the glass cabin";
const STORY =
  "We lay under the glass roof until two in the morning while the sky turned green, then pink, then green again.";

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("a member's story image", () => {
  it("is uploaded with a progress bar and shows on the story and in the journal once an editor approves it", async () => {
    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    const errors = watchPage(page);
    await visit(page, `${baseUrl}/signin`);
    await page.getByLabel("Email or username").fill(INSIDER.email);
    await page.getByLabel("Password", { exact: true }).fill(INSIDER.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/signin"));

    await visit(page, `${baseUrl}/submit-journal`);
    await page.getByLabel("Title").fill(TITLE);
    await page.getByLabel("Your story").fill(STORY);

    // The upload's answer is held back, so the progress bar is on screen until it is let through.
    let letThrough: () => void = () => {};
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    await page.route("**/api/member-journal/image", async (route: Route) => {
      await held;
      await route.continue();
    });
    const png = await sharp({ create: { width: 1400, height: 900, channels: 3, background: "#1d4d6b" } })
      .png()
      .toBuffer();
    await page.getByLabel("Upload image").setInputFiles({ name: "aurora.png", mimeType: "image/png", buffer: png });
    const progress = page.getByRole("progressbar", { name: "Image upload progress" });
    await progress.waitFor();
    await keepScreen(page, "story-image-uploading-390", { fullPage: true });
    letThrough();
    await progress.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Replace image" }).waitFor();
    const preview = page.getByRole("img", { name: "Cover preview" });
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await keepScreen(page, "story-image-ready-390", { fullPage: true });
    await page.getByRole("button", { name: "Submit story" }).click();
    await page.waitForURL(`${baseUrl}/member-journal`);
    await page.getByText(TITLE).waitFor();

    // An editor approves the story, and with it its image.
    const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const adminErrors = watchPage(admin);
    await signInAsAdmin(admin, baseUrl);
    await visit(admin, `${baseUrl}/direct-admin?tab=journal`);
    const pending = admin.getByRole("listitem").filter({ hasText: TITLE });
    const cover = pending.getByRole("img", { name: `Cover image of “${TITLE}”` });
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const uploaded = await cover.getAttribute("src");
    expect(uploaded).toMatch(/^\/media\/uploads\/member-media\/.+\.webp$/);
    await keepScreen(admin, "story-image-moderation-1280", { fullPage: true });
    await pending.getByRole("button", { name: "Approve" }).click();
    await admin.getByText("Story approved").first().waitFor();

    for (const [width, target] of [
      [390, page],
      [1280, admin],
    ] as const) {
      await target.setViewportSize({ width, height: 900 });
      await visit(target, `${baseUrl}/journal`);
      const card = target.getByRole("article").filter({ hasText: TITLE }).first();
      await card.scrollIntoViewIfNeeded();
      const cardImage = card.locator("img").first();
      await expect
        .poll(() =>
          cardImage.evaluate((img: HTMLImageElement) =>
            img.complete && img.naturalWidth > 0 && getComputedStyle(img).opacity === "1" ? img.currentSrc : "",
          ),
        )
        .toContain(uploaded!.replace(/-\d+\.webp$/, ""));
      await keepScreen(target, `story-image-journal-${width}`);
      await card.getByRole("link", { name: TITLE }).click();
      await target.getByRole("heading", { name: TITLE }).waitFor();
      const hero = target.locator("main img").first();
      await expect
        .poll(() =>
          hero.evaluate((img: HTMLImageElement) =>
            img.complete && img.naturalWidth > 0 && getComputedStyle(img).opacity === "1" ? img.currentSrc : "",
          ),
        )
        .toContain(uploaded!.replace(/-\d+\.webp$/, ""));
      await keepScreen(target, `story-image-story-${width}`);
    }
    expect(errors).toEqual([]);
    expect(adminErrors).toEqual([]);
  });
});
