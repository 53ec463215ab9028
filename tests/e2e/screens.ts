import { join } from "node:path";
import type { Locator, Page } from "playwright-core";

/**
 * Keeps a picture of a screen for a person to look at, when E2E_SCREENSHOTS names a folder
 * (`E2E_SCREENSHOTS=.tmp/screens npm run test:e2e`); otherwise it does nothing. The pictures assert nothing, and a
 * full-page one costs Chromium 0.4-2 s of CPU (the whole page laid out and rasterised), so the suite skips them
 * unless asked (decision 021).
 */
export async function keepScreen(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  const path = join(folder, `${name}.png`);
  if (!("goto" in target)) return void (await target.screenshot({ path }));
  // A full-page picture is taken in one frame, before the browser draws what it had left undrawn off screen
  // (content-visibility: decision 024): all of it is drawn first, as a visitor scrolling down would see it.
  const drawAll = options.fullPage
    ? await target.addStyleTag({ content: ".render-near-view { content-visibility: visible !important; }" })
    : null;
  await target.screenshot({ path, ...options });
  await drawAll?.evaluate((style) => style.parentNode?.removeChild(style));
}
