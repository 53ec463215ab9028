import sharp from "sharp";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { launchBrowser, PHONE, signInAsAdmin, signUpInBrowser, type TestBrowser, visit, watchPage } from "./browser";
import { keepScreen } from "./screens";

let browser: TestBrowser;
let owner: Page;
let admin: Page;
let errors: string[];
const stayName = `Cedar Owl Cabin ${Date.now().toString(36)}`;

async function signInAdmin(context: BrowserContext) {
  const page = await context.newPage();
  await signInAsAdmin(page, baseUrl);
  return page;
}

async function approve(name: RegExp) {
  await visit(admin, baseUrl + "/admin/approvals");
  const card = admin.getByRole("listitem", { name });
  await card.getByRole("button", { name: "Approve" }).click();
  await expect.poll(() => card.count()).toBe(0);
}

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  errors = watchPage(owner);
  admin = await signInAdmin(await browser.newContext({ viewport: { width: 1280, height: 900 } }));
  await signUpInBrowser(owner, baseUrl, {
    fullName: "Olive Owner",
    username: `owner_${Date.now().toString(36)}`,
    password: "cedar-owner-42",
  });
});
afterAll(() => browser?.close());

describe("the owner dashboard", () => {
  it("submits a new stay with a photo, which waits for approval", async () => {
    await visit(owner, baseUrl + "/owner/dashboard");
    await owner.getByText("No stays yet.").waitFor();
    await owner.getByRole("main").getByRole("link", { name: "Submit a new stay" }).first().click();
    await owner.getByRole("heading", { name: "Submit a new stay" }).waitFor();
    const form = owner.getByRole("form", { name: "Submit a new stay" });
    await form.getByRole("button", { name: "Submit for approval" }).click();
    await form.getByText("Give the stay a name.").waitFor();
    await form.getByLabel("Name *").fill(stayName);
    await form.getByLabel("Location *").fill("Sisters, Oregon");
    await form
      .getByLabel("Description *")
      .fill("A cedar cabin under tall pines, with a wood stove and a porch facing the Three Sisters.");
    await form.getByLabel("Booking link").fill("https://cedar-owl.example/book");
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#4a6b52" } })
      .png()
      .toBuffer();
    await form
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: "cabin.png", mimeType: "image/png", buffer: photo });
    await form.getByRole("img", { name: "Main photo" }).waitFor();
    await keepScreen(owner, "owner-stay-form-desktop", { fullPage: true });
    await form.getByRole("button", { name: "Submit for approval" }).click();
    await owner.waitForURL(baseUrl + "/owner/dashboard");
    const card = owner.getByRole("article", { name: stayName });
    await card.getByText("Awaiting approval").waitFor();
  });

  it("shows the stay live once approved, with its figures", async () => {
    await approve(new RegExp(`New stay: ${stayName}`));
    await visit(owner, baseUrl + "/owner/dashboard");
    const card = owner.getByRole("article", { name: stayName });
    await card.getByText("Live", { exact: true }).waitFor();
    await card.getByRole("link", { name: "View on Wildluxe" }).click();
    await owner.getByRole("heading", { level: 1, name: stayName }).waitFor();
    await visit(owner, baseUrl + "/owner/dashboard");
    const views = owner.getByRole("article", { name: stayName }).getByRole("definition").first();
    await expect.poll(() => views.innerText()).toBe("1");
    await keepScreen(owner, "owner-dashboard-desktop", { fullPage: true });
    await owner.setViewportSize(PHONE);
    await keepScreen(owner, "owner-dashboard-phone");
    await owner.setViewportSize({ width: 1280, height: 900 });
  });

  it("holds an edit to the live stay until an admin approves it, then the site shows it", async () => {
    await owner.getByRole("article", { name: stayName }).getByRole("link", { name: "Edit stay" }).click();
    const form = owner.getByRole("form", { name: "Edit your stay" });
    await expect.poll(() => form.getByLabel("Name *").inputValue()).toBe(stayName);
    await form.getByLabel("Name *").fill(`${stayName} & Sauna`);
    await form.getByRole("button", { name: "Send changes for approval" }).click();
    await owner.waitForURL(baseUrl + "/owner/dashboard");
    await owner.getByRole("article", { name: stayName }).getByText("Live · edit awaiting approval").waitFor();
    const slug = (await owner
      .getByRole("article", { name: stayName })
      .getByRole("link", { name: "View on Wildluxe" })
      .getAttribute("href"))!;
    expect(((await (await fetch(`${baseUrl}/api${slug}`)).json()) as { name: string }).name).toBe(stayName);

    await approve(new RegExp(`Edit: ${stayName}`));
    await expect
      .poll(async () => ((await (await fetch(`${baseUrl}/api${slug}`)).json()) as { name: string }).name)
      .toBe(`${stayName} & Sauna`);
    expect(errors).toEqual([]);
  });
});
