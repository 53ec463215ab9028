import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { contentBlock } from "@shared/content/content-blocks";
import { launchBrowser, PHONE, signInAsAdmin, type TestBrowser, visit, watchPage } from "./browser";
import { keepScreen } from "./screens";

let browser: TestBrowser;
let admin: Page;
let errors: string[];
const heading = `Wake Up Somewhere Wild ${Date.now().toString(36)}`;
const served = async (path: string) => (await fetch(baseUrl + path)).text();

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  errors = watchPage(admin);
  admin.setDefaultTimeout(15_000);
  await signInAsAdmin(admin, baseUrl);
});
// The other browser tests share this site: the starting words go live again afterwards.
afterAll(async () => {
  for (const key of admin ? ["home.hero", "page.about"] : []) {
    const headers = { origin: baseUrl, "content-type": "application/json" };
    const saved = await admin.request.put(`${baseUrl}/api/admin/content/${key}`, {
      headers,
      data: contentBlock(key)!.defaults,
    });
    expect(saved.status()).toBe(200);
    expect((await admin.request.post(`${baseUrl}/api/admin/content/${key}/publish`, { headers })).status()).toBe(200);
  }
  await browser?.close();
});

async function publish() {
  await expect.poll(() => admin.getByTestId("save-state").innerText()).toBe("Saved (draft)");
  await admin.getByRole("button", { name: "Publish", exact: true }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Publish now" }).click();
  await admin.getByText("is live for everyone").waitFor();
}

describe("the website editor", () => {
  it("edits the hero heading with a live preview at phone width, and publishing serves it to visitors", async () => {
    const before = await served("/");
    expect(before).toContain("Find Your Curated Outdoor Stays Here");
    await visit(admin, baseUrl + "/website-editor");
    const field = admin.getByLabel("Heading", { exact: true });
    await expect.poll(() => field.inputValue()).toBe("Find Your Curated Outdoor Stays Here");
    await field.fill(heading);
    await expect.poll(() => admin.getByTestId("preview-desktop").innerText()).toContain(heading);
    await admin.getByRole("button", { name: "mobile" }).click();
    await expect.poll(() => admin.getByTestId("preview-mobile").innerText()).toContain(heading);
    await keepScreen(admin, "website-editor-mobile-preview");
    // Not live until published.
    await expect.poll(() => admin.getByTestId("save-state").innerText()).toBe("Saved (draft)");
    expect(await served("/")).not.toContain(heading);
    await publish();
    expect(await served("/")).toContain(heading);
  });

  it("edits an About paragraph in Markdown and the visitor's next load shows it", async () => {
    await admin.getByRole("button", { name: "About Wildluxe" }).click();
    const body = admin.getByLabel("Page text (Markdown)");
    await expect.poll(() => body.inputValue()).toContain("## What we do");
    await body.fill(`## What we do\n\nWe gather **remarkable** outdoor stays, ${heading}.`);
    await admin.getByRole("button", { name: "mobile" }).click();
    await expect
      .poll(() => admin.getByTestId("preview-mobile").innerText())
      .toContain(`We gather remarkable outdoor stays, ${heading}.`);
    await publish();
    const visitor = await (await browser.newContext({ viewport: PHONE })).newPage();
    await visit(visitor, baseUrl + "/about");
    await keepScreen(visitor, "about-visitor");
    await visitor.getByText(`We gather remarkable outdoor stays, ${heading}.`).waitFor({ timeout: 15_000 });
    expect(await served("/about")).toContain("<strong>remarkable</strong>");
  });

  it("restores the previous hero, and the old words are back", async () => {
    await admin.getByRole("button", { name: "Home hero" }).click();
    await admin.getByRole("list", { name: "Published versions" }).waitFor();
    // Only one version exists: restoring the starting words means publishing them again; make a second version first.
    await admin.getByLabel("Heading", { exact: true }).fill(`${heading} again`);
    await publish();
    await admin
      .getByRole("button", { name: /^Restore version #/ })
      .first()
      .click();
    await admin.getByRole("dialog").getByRole("button", { name: "Restore and publish" }).click();
    await admin.getByText("Version restored").waitFor();
    await expect.poll(async () => (await served("/")).includes(`${heading} again`)).toBe(false);
    expect(await served("/")).toContain(heading);
    await keepScreen(admin, "website-editor-desktop", { fullPage: true });
    expect(errors).toEqual([]);
  });
});
