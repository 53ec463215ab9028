import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { openBrowserPage, PHONE, signInAsAdmin, signUpInBrowser, type TestBrowser, visit } from "./browser";
import { keepScreen } from "./screens";

let browser: TestBrowser;
let page: Page;
let errors: string[];
let orderId = "";

type Product = { slug: string; variants: Array<{ sku: string; stock: number | null }> };
async function stock(sku: string) {
  const products = (await (await fetch(`${baseUrl}/api/store/products`)).json()) as Product[];
  return products.flatMap((p) => p.variants).find((v) => v.sku === sku)!.stock;
}

beforeAll(async () => {
  ({ browser, page, errors } = await openBrowserPage({ acceptDownloads: true }));
});
afterAll(() => browser?.close());

async function addToCart(slug: string, variant?: string) {
  await visit(page, `${baseUrl}/store/products/${slug}`);
  if (variant) await page.getByText(variant, { exact: true }).click();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await page.getByText("Added to your cart").waitFor();
}

describe("the store", () => {
  it("shows collections, products and stock words, and a visitor fills a cart", async () => {
    await visit(page, baseUrl + "/store");
    await page.getByRole("heading", { name: "Store", level: 1 }).waitFor();
    await page.getByRole("link", { name: /Camp kitchen/ }).waitFor();
    await page.getByRole("link", { name: "Merino Trail Beanie" }).waitFor();
    await keepScreen(page, "store-desktop", { fullPage: true });
    await visit(page, `${baseUrl}/store/products/merino-trail-beanie`);
    await page.getByText("Clay", { exact: true }).click();
    await expect
      .poll(() =>
        page
          .getByRole("status")
          .filter({ hasText: /left|stock/ })
          .first()
          .innerText(),
      )
      .toBe("Only 3 left");
    await keepScreen(page, "store-product-desktop");

    await addToCart("canvas-camp-tote", "Sand");
    await addToCart("wildluxe-hoodie", "L");
    await addToCart("wildluxe-travel-guide");
    await visit(page, baseUrl + "/store/cart");
    const lines = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
    await expect.poll(() => lines.count()).toBe(3);
    expect(await page.getByTestId("subtotal").innerText()).toBe("$165.00");
    await page.getByRole("link", { name: "Sign in to check out" }).waitFor();
  });

  it("keeps the cart through sign-up, pays through the demo checkout and takes exactly that from stock", async () => {
    const [tote, hoodie] = [await stock("TOTE-SAND"), await stock("HOODIE-L")];
    await signUpInBrowser(page, baseUrl, {
      fullName: "Sky Shopper",
      username: `shopper_${Date.now().toString(36)}`,
      password: "cedar-shop-42",
    });
    await visit(page, baseUrl + "/store/cart");
    const lines = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
    await expect.poll(() => lines.count()).toBe(3);
    await page.getByRole("button", { name: "Check out" }).click();
    await page.waitForURL(/\/demo-checkout\//);
    await page.getByLabel("Full name").fill("Sky Shopper");
    await page.getByLabel("Street address").fill("88 Aspen Way");
    await page.getByLabel("City").fill("Boulder");
    await page.getByLabel("State or region").fill("CO");
    await page.getByLabel("Postal code").fill("80302");
    await keepScreen(page, "store-demo-checkout", { fullPage: true });
    await page.getByRole("button", { name: "Complete purchase" }).click();
    await page.waitForURL(/\/store\/orders\/\d+\?session_id=/);
    orderId = new URL(page.url()).pathname.split("/").pop()!;
    await page.getByText("Thank you: your order is confirmed").waitFor();
    await page.getByText("Paid, preparing to ship").waitFor();
    expect(await stock("TOTE-SAND")).toBe(tote! - 1);
    expect(await stock("HOODIE-L")).toBe(hoodie! - 1);
  });

  it("downloads the travel guide from the order", async () => {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download The Wildluxe Travel Guide (PDF)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Wildluxe-Travel-Guide.pdf");
    const path = await download.path();
    const { readFileSync } = await import("node:fs");
    expect(readFileSync(path).subarray(0, 5).toString()).toBe("%PDF-");
    await keepScreen(page, "store-order-desktop", { fullPage: true });
    await page.setViewportSize(PHONE);
    await visit(page, baseUrl + "/store");
    await keepScreen(page, "store-phone");
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(errors).toEqual([]);
  });

  it("lets the admin mark the order shipped from the Store tab, and the buyer sees the tracking", async () => {
    const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAsAdmin(admin, baseUrl);
    await visit(admin, baseUrl + "/admin/store");
    const ship = admin.getByRole("form", { name: `Ship order #${orderId}` });
    await ship.getByLabel(`Tracking number for order #${orderId}`).fill("1Z999AA10123456784");
    await ship.getByRole("button", { name: "Ship" }).click();
    await admin.getByText("Marked shipped").waitFor();
    await keepScreen(admin, "admin-store-desktop", { fullPage: true });
    await visit(page, `${baseUrl}/store/orders/${orderId}`);
    await page.getByText("tracking 1Z999AA10123456784").waitFor();

    // A new collection, then a product's words edited into it; the shop shows both.
    await admin.getByRole("button", { name: "Add collection" }).click();
    const added = admin.getByRole("dialog");
    await added.getByLabel("Name").fill("Trail kitchen");
    await added.getByLabel("Description").fill("Cook where you camp.");
    await added.getByRole("button", { name: "Add collection" }).click();
    await admin.getByRole("table", { name: "Store collections" }).getByText("Trail kitchen").waitFor();
    await admin.getByRole("button", { name: "Edit Cast Iron Skillet" }).click();
    const edit = admin.getByRole("dialog");
    await edit.getByLabel("Name").fill("Cast Iron Camp Skillet");
    await edit.getByLabel("Collection").selectOption({ label: "Trail kitchen" });
    await edit.getByRole("button", { name: "Save product" }).click();
    await admin.getByText("Product saved").waitFor();
    await visit(page, `${baseUrl}/store`);
    await page.getByRole("link", { name: /Trail kitchen/ }).waitFor();
    await page.getByText("Cast Iron Camp Skillet").first().waitFor();
    expect(errors).toEqual([]);
  });
});
