import sharp from "sharp";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { launchBrowser, PHONE, signInAsAdmin, signUpInBrowser, type TestBrowser, visit, watchPage } from "./browser";
import { E2E_ADMIN } from "./global-setup";
import { keepScreen } from "./screens";

const ALT = "Cedar & Co canvas tents glowing at dusk";
const LINK = "https://cedar.example.com/tents";
let browser: TestBrowser;
let adminCookie = "";

/** An admin tRPC call, as the admin panel makes it. */
async function adminCall(path: string, input?: unknown, method: "GET" | "POST" = "POST") {
  const url =
    method === "GET"
      ? `${baseUrl}/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`
      : `${baseUrl}/api/trpc/${path}`;
  const res = await fetch(url, {
    method,
    headers: {
      cookie: adminCookie,
      origin: baseUrl,
      ...(method === "POST" ? { "content-type": "application/json" } : {}),
    },
    ...(method === "POST" ? { body: JSON.stringify({ json: input }) } : {}),
  });
  expect(res.status, path).toBe(200);
  return (await res.json()).result.data.json;
}

type Ad = { id: number; type: string; minTier: number; sponsor: { id: number; tier: string } };

/** The placement the journal page shows (in-page, open to visitors, gold first, then the lowest id). */
async function journalPlacement(): Promise<Ad> {
  const ads = (await (await fetch(`${baseUrl}/api/ads?location=journal`)).json()) as Ad[];
  const rank: Record<string, number> = { gold: 0, silver: 1, bronze: 2 };
  return ads
    .filter((a) => a.type !== "popup" && a.minTier === 0)
    .sort((a, b) => rank[a.sponsor.tier]! - rank[b.sponsor.tier]! || a.id - b.id)[0]!;
}

beforeAll(async () => {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(E2E_ADMIN),
  });
  adminCookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function screenshotAt(page: Page, width: number, name: string) {
  await page.setViewportSize({ width, height: 900 });
  await keepScreen(page, `sponsor-artwork-${name}-${width}`, { fullPage: true });
}

describe("sponsor ad artwork", () => {
  it("a sponsor uploads artwork for their placement; the journal shows it with its alt text and link; an admin removes it", async () => {
    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    const errors = watchPage(page);
    const username = `cedar${Date.now().toString(36)}`;
    await signUpInBrowser(page, baseUrl, { fullName: "Cedar Co", username, password: "correct horse battery" });

    // The sponsor buys a package on /sponsors (demo checkout).
    await visit(page, `${baseUrl}/sponsors`);
    await page.getByRole("button", { name: "Purchase Bronze" }).click();
    await page.waitForURL(/\/demo-checkout\//);
    await page.getByRole("button", { name: "Complete purchase" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/demo-checkout"));

    // The admin reviews it and gives it the journal's placement.
    const sponsors = (await adminCall("admin.sponsors.list", { status: "all", search: "Cedar Co" }, "GET")) as Array<{
      id: number;
      contactEmail: string;
    }>;
    const sponsor = sponsors.find((s) => s.contactEmail === `${username}@example.com`)!;
    expect(sponsor).toBeDefined();
    await adminCall("admin.sponsors.update", { id: sponsor.id, data: { status: "active", tier: "gold" } });
    const shown = await journalPlacement();
    const previousSponsor = shown.sponsor.id;
    await adminCall("admin.sponsors.updateAdSpace", { id: shown.id, data: { sponsorId: sponsor.id } });

    try {
      // Before any artwork the placement is the sponsor's teaser.
      await visit(page, `${baseUrl}/journal`);
      const placement = page.getByRole("complementary", { name: "Sponsored" });
      await placement.getByText("Cedar Co").waitFor();

      await visit(page, `${baseUrl}/sponsors`);
      const form = page.getByRole("form", { name: /^Artwork for / });
      await form.getByText("No artwork yet: travelers see your name and logo here.").waitFor();
      await screenshotAt(page, 390, "before");
      const png = await sharp({ create: { width: 1456, height: 180, channels: 3, background: "#8a5a2b" } })
        .png()
        .toBuffer();
      await form.getByLabel("Artwork image").setInputFiles({ name: "tents.png", mimeType: "image/png", buffer: png });
      await form.getByLabel("Alt text").fill(ALT);
      await form.getByLabel("Link").fill("http://cedar.example.com");
      await form.getByRole("button", { name: "Upload artwork" }).click();
      await form.getByRole("alert").getByText("The link must be a full https:// address.").waitFor();
      await form.getByLabel("Link").fill(LINK);
      await form.getByRole("button", { name: "Upload artwork" }).click();
      await form.getByRole("img", { name: ALT }).waitFor();
      await form.getByRole("button", { name: "Replace artwork" }).waitFor();
      await screenshotAt(page, 390, "uploaded");
      await screenshotAt(page, 1280, "uploaded");

      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await visit(page, `${baseUrl}/journal`);
        const ad = page.getByRole("complementary", { name: "Sponsored" });
        await ad.scrollIntoViewIfNeeded();
        const link = ad.getByRole("link", { name: ALT });
        expect(await link.getAttribute("href")).toBe(LINK);
        expect(await link.getAttribute("rel")).toBe("sponsored noopener");
        const image = link.getByRole("img", { name: ALT });
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
        expect(await ad.innerText()).not.toMatch(/Journal inline|sidebar/i);
        await keepScreen(ad, `sponsor-artwork-journal-${width}`);
      }

      // The admin takes it down in Manage Ad Spaces; the teaser comes back.
      const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
      const adminErrors = watchPage(admin);
      await signInAsAdmin(admin, baseUrl);
      await visit(admin, `${baseUrl}/direct-admin?tab=sponsors`);
      await admin.getByRole("button", { name: "Manage Ad Spaces" }).first().click();
      const dialog = admin.getByRole("dialog");
      await dialog.getByRole("img", { name: ALT }).waitFor();
      await keepScreen(admin, "sponsor-artwork-admin-1280");
      await dialog.getByRole("button", { name: /^Remove artwork of / }).click();
      await admin.getByRole("button", { name: "Remove Artwork" }).click();
      await admin.getByText("Artwork removed").first().waitFor();
      expect(adminErrors).toEqual([]);

      await expect
        .poll(
          async () =>
            (
              (await (await fetch(`${baseUrl}/api/ads?location=journal`)).json()) as Array<{
                id: number;
                artwork: unknown;
              }>
            ).find((a) => a.id === shown.id)?.artwork,
        )
        .toBeNull();
      await visit(page, `${baseUrl}/journal`);
      await page.getByRole("complementary", { name: "Sponsored" }).getByText("Cedar Co").waitFor();
      expect(errors).toEqual([]);
    } finally {
      await adminCall("admin.sponsors.updateAdSpace", { id: shown.id, data: { sponsorId: previousSponsor } });
    }
  });
});
