import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { launchBrowser, PHONE, signUpInBrowser, visit, waitLive, watchPage, type TestBrowser } from "./browser";
import { keepScreen } from "./screens";

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const stamp = Date.now().toString(36);
const SIZES = [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", PHONE],
] as const;

async function addToCart(page: Page, slug: string) {
  await visit(page, `${baseUrl}/store/products/${slug}`);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await page.getByText("Added to your cart").waitFor();
}

/** The demo checkout's lines and amount, as the buyer reads them. */
async function checkoutSays(page: Page) {
  await page.waitForURL(/\/demo-checkout\//);
  return [await page.locator(".lines").innerText(), await page.locator(".amount").innerText()];
}

describe.each(SIZES)("the cart and the travel guide, on %s", (size, viewport) => {
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    page = await (await browser.newContext({ viewport })).newPage();
    errors = watchPage(page);
    await signUpInBrowser(page, baseUrl, {
      fullName: "Dana Download",
      username: `dana_${size}_${stamp}`,
      password: "cedar-guide-42",
    });
  });

  it("sells the guide one per customer, and a cancelled checkout leaves the cart as it was", async () => {
    await addToCart(page, "wildluxe-travel-guide");
    // A download has no quantity to choose, and once in the cart it is not added again.
    expect(await page.getByRole("spinbutton", { name: "Quantity" }).count()).toBe(0);
    await page.getByRole("link", { name: "In your cart" }).waitFor();
    await addToCart(page, "canvas-camp-tote");
    await visit(page, `${baseUrl}/store/cart`);
    await page.getByText("Quantity 1 · one per customer").waitFor();
    const subtotal = await page.getByTestId("subtotal").innerText();
    expect(subtotal).toBe("$87.00");
    await keepScreen(page, `store-cart-${size}`, { fullPage: true });

    await page.getByRole("button", { name: "Check out" }).click();
    const first = await checkoutSays(page);
    expect(first[1]).toBe("$95.00");
    expect(await page.locator("select[name=ship_country] option").first().innerText()).toBe("United States");
    await keepScreen(page, `store-checkout-${size}`, { fullPage: true });
    await page.getByRole("link", { name: "Cancel and go back" }).click();
    await page.waitForURL(`${baseUrl}/store/cart`);
    await waitLive(page);
    expect(await page.getByTestId("subtotal").innerText()).toBe(subtotal);

    // Back on the guide's page after the cancel: the guide is still in the cart, and a second add changes nothing.
    await visit(page, `${baseUrl}/store/products/wildluxe-travel-guide`);
    await page.getByRole("link", { name: "In your cart" }).click();
    await page.waitForURL(`${baseUrl}/store/cart`);
    expect(await page.getByTestId("subtotal").innerText()).toBe(subtotal);
    await page.getByRole("button", { name: "Check out" }).click();
    expect(await checkoutSays(page)).toEqual(first);
  });

  it("pays, shows the state and country on the order with its confirmation mail, then says the guide is owned", async () => {
    await page.getByLabel("Full name").fill("Dana Download");
    await page.getByLabel("Street address").fill("88 Aspen Way");
    await page.getByLabel("City").fill("Boulder");
    await page.getByLabel("State or region").fill("CO");
    await page.getByLabel("Postal code").fill("80302");
    await page.getByRole("button", { name: "Complete purchase" }).click();
    await page.waitForURL(/\/store\/orders\/\d+\?session_id=/);
    const orderId = new URL(page.url()).pathname.split("/").pop()!;
    await page.getByText("Ships to Dana Download, 88 Aspen Way, Boulder, CO 80302, United States").waitFor();
    const download = page.getByRole("list", { name: "Downloads" }).getByRole("listitem");
    expect(await download.innerText()).toMatch(/\(PDF\) link works for a few minutes/);
    await page.getByText(`Your Wildluxe order #${orderId}`, { exact: false }).first().click();
    await page.getByText("This is your receipt.", { exact: false }).waitFor();
    await keepScreen(page, `store-cart-order-${size}`, { fullPage: true });

    await visit(page, `${baseUrl}/store/products/wildluxe-travel-guide`);
    const owned = page.getByRole("link", { name: "You own this - download again" });
    expect(await owned.getAttribute("href")).toBe(`/store/orders/${orderId}`);
    expect(await page.getByRole("button", { name: "Add to cart" }).count()).toBe(0);
    await keepScreen(page, `store-guide-owned-${size}`, { fullPage: true });
    expect(errors).toEqual([]);
  });
});
