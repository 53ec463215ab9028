import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { openBrowserPage, PHONE, type TestBrowser, visit } from "./browser";

let browser: TestBrowser;
let page: Page;
let errors: string[];

/** The total of a search straight from the API. */
async function totalFromApi(input: Record<string, unknown>): Promise<number> {
  const url = `${baseUrl}/api/trpc/listings.list?input=${encodeURIComponent(JSON.stringify({ json: { page: 1, ...input } }))}`;
  const body = (await (await fetch(url)).json()) as { result: { data: { json: { total: number } } } };
  return body.result.data.json.total;
}

// MapLibre's script, worker and stylesheet are in the stays-map chunk (lazy-stays-map is only its loader).
const MAP_CODE = /\/assets\/(stays-map|maplibre)/;
/** Degrees from a to b going east, so an area across the antimeridian (west > east) measures right. */
const eastward = (a: number, b: number) => (((b - a) % 360) + 360) % 360;
const boundsInUrl = () => new URL(page.url()).searchParams.get("bounds")?.split(",").map(Number) ?? [];
const clusters = () => page.locator("button[data-cluster]");
const pins = () => page.locator("button[data-pin]");
const searchThisArea = () => page.getByRole("button", { name: "Search this area" });

/** What the map's markers hold: each cluster's count plus each single pin. */
async function markerTotal(): Promise<number> {
  const counts = await clusters().evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.cluster)));
  return counts.reduce((a, b) => a + b, 0) + (await pins().count());
}

beforeAll(async () => {
  ({ browser, page, errors } = await openBrowserPage());
});
afterAll(() => browser?.close());

describe("the listings map", () => {
  it("loads no map code on / or the listings list", async () => {
    const loaded: string[] = [];
    page.on("request", (request) => loaded.push(request.url()));
    for (const path of ["/", "/listings"]) {
      await page.goto(baseUrl + path, { waitUntil: "networkidle" });
    }
    expect(loaded.filter((url) => MAP_CODE.test(url))).toEqual([]);
    page.removeAllListeners("request");
  });

  it("shows every result of the search in clusters, and a pin opens its stay's card", async () => {
    const total = await totalFromApi({});
    await visit(page, baseUrl + "/listings");
    await page.getByRole("button", { name: "Map" }).click();
    await page.locator("[data-map-status=ready]").waitFor();
    // A stay another test added without a map location is in the list only, and the map says so.
    const unmapped = Number(
      (await page.getByText("The map shows every stay of this search").textContent())?.match(
        /; (\d+) without a map location/,
      )?.[1] ?? 0,
    );
    await expect.poll(markerTotal).toBe(total - unmapped);
    expect(total - unmapped).toBeGreaterThan(100);
    expect(await clusters().count()).toBeGreaterThan(1);

    const pin = pins().first();
    const name = (await pin.getAttribute("aria-label"))!.split(",")[0]!;
    await pin.click();
    const card = page.getByRole("region", { name });
    await expect.poll(() => card.getByRole("link", { name }).getAttribute("href")).toMatch(/^\/listings\/[a-z0-9-]+$/);
    await page.keyboard.press("Escape");
    await card.waitFor({ state: "detached" });
  });

  it("zooms into a cluster, then Search this area narrows the results to what the map shows", async () => {
    await clusters().first().click();
    // The map moved for the reader (zoomed in to where the cluster splits), so it offers to search there.

    await searchThisArea().click();
    await page.waitForURL(/bounds=/);
    const [west, south, east, north] = boundsInUrl();
    const inArea = await totalFromApi({ bounds: [west, south, east, north].join(",") });
    expect(inArea).toBeGreaterThan(0);
    expect(inArea).toBeLessThan(await totalFromApi({}));
    await page.getByRole("heading", { name: `${inArea} ${inArea === 1 ? "stay" : "stays"}` }).waitFor();
    await page.getByRole("button", { name: "Remove filter: In the map area" }).waitFor();
    await expect.poll(markerTotal).toBe(inArea);
  });

  it("zooms and pans by keyboard from the focused map", async () => {
    const [west0, , east0] = boundsInUrl();
    await page.getByRole("region", { name: /^Map of \d+ stays?\. Arrow keys/ }).focus();
    await page.keyboard.press("+");
    await searchThisArea().click();
    await expect.poll(() => boundsInUrl()[0]).not.toBe(west0);
    const [west1, , east1] = boundsInUrl();
    expect(eastward(west1!, east1!)).toBeLessThan(eastward(west0!, east0!) * 0.75);

    await page.getByRole("region", { name: /^Map of/ }).focus();
    await page.keyboard.press("ArrowRight");
    await searchThisArea().click();
    await expect.poll(() => boundsInUrl()[0]).not.toBe(west1);
    const moved = eastward(west1!, boundsInUrl()[0]!);
    expect(moved > 0 && moved < 90).toBe(true);
    expect(errors).toEqual([]);
  });

  it("says so when the browser has no WebGL, and the list still works", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    await context.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        return type.startsWith("webgl") ? null : getContext.call(this, type as "2d", ...(rest as []));
      } as typeof getContext;
    });
    const phone = await context.newPage();
    await visit(phone, baseUrl + "/listings?view=map");
    await phone.getByText("This browser can’t draw the map (WebGL is off or not supported).").waitFor();
    expect(await phone.locator("article").count()).toBeGreaterThan(0);
    await context.close();
  });
});
