import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { firstPublicListing, openBrowserPage, visit, type TestBrowser } from "./browser";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
let browser: TestBrowser;
let page: Page;

beforeAll(async () => {
  // axe is injected as an inline script, which the app's CSP rightly refuses; only this audit bypasses it.
  // Reduced motion: the pages are audited at rest, without waiting out fade-ins and placeholder pulses.
  ({ browser, page } = await openBrowserPage({ bypassCSP: true, reducedMotion: "reduce" }));
});
afterAll(() => browser?.close());

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

async function seriousViolations(path: string, ready: (p: Page) => Promise<unknown>) {
  await visit(page, baseUrl + path);
  await ready(page);
  expect(await page.evaluate(() => document.getAnimations().filter((a) => a.playState === "running").length)).toBe(0);
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    );
}

describe("accessibility (axe-core, WCAG 2.1 A/AA)", () => {
  it("has no serious or critical violations on home", async () => {
    expect(
      await seriousViolations("/", (p) =>
        p.getByRole("heading", { name: "Find Your Curated Outdoor Stays Here" }).waitFor(),
      ),
    ).toEqual([]);
  });

  it("has no serious or critical violations on listings", async () => {
    expect(await seriousViolations("/listings", (p) => p.locator("article h3 a").first().waitFor())).toEqual([]);
  });

  it("has no serious or critical violations on a listing's detail page", async () => {
    const listing = await firstPublicListing(baseUrl);
    expect(
      await seriousViolations(`/listings/${listing.slug}`, (p) => p.getByRole("heading", { level: 1 }).waitFor()),
    ).toEqual([]);
  });

  it("has no serious or critical violations on the journal", async () => {
    expect(await seriousViolations("/journal", (p) => p.getByRole("heading", { level: 1 }).waitFor())).toEqual([]);
  });

  it("has no serious or critical violations on membership", async () => {
    expect(await seriousViolations("/membership", (p) => p.getByText("$14.99").first().waitFor())).toEqual([]);
  });
});
