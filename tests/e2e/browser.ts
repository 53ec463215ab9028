import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Route,
} from "playwright-core";
import { PROMO_STORAGE_KEYS } from "../../src/features/promo/promo-timing";
import { E2E_ADMIN } from "./global-setup";

const CHROMIUM = "/usr/bin/chromium";

/** The phone the browser tests use: a 390 x 844 viewport, as an iPhone 12 to 15. */
export const PHONE = { width: 390, height: 844 };

/**
 * A test file's view of its worker's browser: the contexts it opens start with the promo dismissed
 * (`newPromoContext` keeps it for the promo's own tests), and `close` closes them, not the browser.
 */
export type TestBrowser = Pick<Browser, "newContext" | "newPage"> & {
  newPromoContext: Browser["newContext"];
  close: () => Promise<void>;
};

let shared: Promise<Browser> | undefined;

/**
 * How long a step (a navigation, a click, a wait for an element) may take before it fails: a hang's limit. Every step
 * waits for a state; at load 35 a page load took past Playwright's own 30 s.
 */
const STEP_LIMIT_MS = 90_000;

/**
 * One Chromium per worker, started by its first file and shared by the files after it (the e2e files share a module
 * graph per worker: isolate: false in vitest.config.ts). A launch is about 0.6 s of CPU, once a file before (decision
 * 021).
 * Every file still starts from new contexts: no cookies, storage or routes carry over.
 */
function workerBrowser(): Promise<Browser> {
  shared ??= launch().then((browser) => {
    browser.once("disconnected", () => (shared = undefined));
    return browser;
  });
  return shared;
}

/**
 * The promo opens on a timer, so on a busy machine it can open in the middle of a test and take
 * its click. Every context (and `newPage`, which makes one) therefore starts as if the visitor
 * had chosen Don't Show Again; only the promo's own tests open a context without that.
 */
export async function launchBrowser(): Promise<TestBrowser> {
  const browser = await workerBrowser();
  const opened = new Set<BrowserContext>();
  // Each context is a visitor of its own: the e2e server trusts 127.0.0.1 as its proxy, so per-address
  // limits (5 sign-ups an hour) count each browser context, as they would count real visitors.
  const newPromoContext: Browser["newContext"] = async (options) => {
    const context = await browser.newContext({
      ...options,
      extraHTTPHeaders: { "x-forwarded-for": nextVisitorAddress(), ...options?.extraHTTPHeaders },
    });
    context.setDefaultTimeout(STEP_LIMIT_MS);
    opened.add(context);
    context.once("close", () => opened.delete(context));
    return context;
  };
  const newContext: Browser["newContext"] = async (options) => {
    const context = await newPromoContext(options);
    await context.addInitScript((key) => window.localStorage.setItem(key, "true"), PROMO_STORAGE_KEYS.dismissed);
    return context;
  };
  // As Browser.newPage: a page in a context of its own, which closes with it.
  const newPage: Browser["newPage"] = async (options) => {
    const context = await newContext(options);
    const page = await context.newPage();
    page.once("close", () => void context.close());
    return page;
  };
  const close = async () => {
    await Promise.all([...opened].map((context) => context.close()));
  };
  return { newContext, newPromoContext, newPage, close };
}

let visitors = 0;
/** A documentation address (RFC 5737) per context, distinct across the test files this worker runs. */
function nextVisitorAddress(): string {
  visitors += 1;
  return `198.51.${(process.pid % 200) + 1}.${(visitors % 250) + 1}`;
}

/**
 * What Chromium runs without. Chromium keeps the last --disable-features it is given, so this one replaces the list
 * Playwright passes itself (its chromiumSwitches): the list repeats Playwright's, then adds the omnibox pop-ups.
 * Headless Chromium 156 opens two omnibox pop-up pages (chrome://omnibox-popup.top-chrome/, and its AI mode one) in a
 * renderer of their own for each context: about 1 s of CPU a context, a quarter of six contexts' three visits each
 * (22.5 -> 16.6 s with scripts/cpu-of.py). A test never opens the address bar.
 */
const DISABLED_FEATURES = [
  // Playwright's own (playwright-core 1.65): paint holding, the media router's device discovery, optimisation hints,
  // network time and the search engine's preconnects among them.
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  // Ours.
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
];

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      `--disable-features=${DISABLED_FEATURES.join(",")}`,
      // The GPU process's work (software compositing, the map's SwiftShader WebGL) on a thread of the browser process:
      // the whole e2e part took 486.6 s of CPU against 516.3 s with a GPU process of its own (scripts/cpu-of.py,
      // quiet).
      "--in-process-gpu",
      // WebGL for the map (MapLibre) from the software renderer: the same pixels on every machine, no GPU needed.
      "--use-angle=swiftshader",
      "--enable-unsafe-swiftshader",
    ],
  });
}

/**
 * Opens a page and waits until React has taken over the server-rendered markup (the app marks
 * `<html data-hydrated>`), as a test's first click or key press needs.
 */
export async function visit(page: Page, url: string) {
  await page.goto(url);
  await waitLive(page);
}

/**
 * Waits until React has taken over the page the browser has now (`<html data-hydrated>`), after a move the app makes
 * as a whole page load (a checkout's or billing portal's address): a press before then is held and answered only then
 * (server/ssr/early-script.ts), so a test that needs its answer at once waits first.
 */
export async function waitLive(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Brings a section that comes alive as it comes into view (deferredSection: a stay's calendar, reviews, tips, member
 * photos and similar stays) into view, named by its heading, and waits until its code runs: a press on its server
 * markup before then is held until it does.
 */
export async function liveSection(page: Page, heading: string) {
  await deferredSectionOf(page, heading).scrollIntoViewIfNeeded();
  await deferredSectionOf(page, heading, "[data-live]").waitFor({ state: "attached" });
}

/**
 * The deferredSection wrapper holding the section titled `heading`; `state` narrows it ("[data-live]",
 * ":not([data-live])").
 */
export function deferredSectionOf(page: Page, heading: string, state = "") {
  return page.locator(`[data-deferred-section]${state}`, {
    has: page.getByRole("heading", { name: heading, exact: true }),
  });
}

/** The first stay a visitor sees in the list (every browser test's demo data has one). */
export async function firstPublicListing<
  T extends { slug: string } = { slug: string; name: string; mainImage: string | null },
>(baseUrl: string): Promise<T> {
  const [first] = (await (await fetch(`${baseUrl}/api/listings?limit=1&tier=0`)).json()) as T[];
  if (!first) throw new Error("The site lists no public stay.");
  return first;
}

export async function reloadPage(page: Page) {
  await page.reload();
  await waitLive(page);
}

/**
 * Every script a page fetches, and its code as it arrives: `carrying(text)` names the scripts whose code holds
 * `text` (a text only one module holds tells whether that module's code came, in whatever chunk), `unread()` those
 * whose code could not be read (a body is gone once the page has moved on), which `carrying` cannot see into.
 */
export function watchScripts(page: Page) {
  const urls: string[] = [];
  const bodies: Promise<{ url: string; text: string | null }>[] = [];
  page.on("request", (r) => void (r.resourceType() === "script" && urls.push(r.url())));
  page.on("response", (r) => {
    if (r.request().resourceType() === "script")
      bodies.push(
        r.text().then(
          (text) => ({ url: r.url(), text }),
          () => ({ url: r.url(), text: null }),
        ),
      );
  });
  const read = () => Promise.all(bodies);
  return {
    urls,
    carrying: async (text: string) =>
      (await read()).filter(({ text: code }) => code?.includes(text)).map(({ url }) => url),
    unread: async () => (await read()).filter(({ text }) => text === null).map(({ url }) => url),
  };
}

/** The scripts carrying tRPC's React hooks or client (their context's error message, the untyped client's symbol). */
export async function trpcScripts(scripts: ReturnType<typeof watchScripts>) {
  return [
    ...(await scripts.carrying("Unable to find tRPC Context")),
    ...(await scripts.carrying("trpc_untypedClient")),
  ];
}

/** Collects uncaught page errors and failed same-origin requests so a test can assert there were none. */
export function watchPage(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("response", (r) => {
    if (r.status() >= 500) errors.push(`${r.status()} ${r.url()}`);
  });
  return errors;
}

/**
 * A test file's browser with one desktop page (1280x900 unless `options` say otherwise) whose
 * errors are collected: `({ browser, page, errors } = await openBrowserPage())` in its beforeAll.
 */
export async function openBrowserPage(
  options: BrowserContextOptions = {},
): Promise<{ browser: TestBrowser; context: BrowserContext; page: Page; errors: string[] }> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  return { browser, context, page, errors: watchPage(page) };
}

/** Signs a new member up through /signup as a person would, and waits for the welcome toast and home. */
export async function signUpInBrowser(
  page: Page,
  baseUrl: string,
  member: { fullName: string; username: string; password: string },
) {
  await visit(page, baseUrl + "/signup");
  await page.getByLabel("Full name").fill(member.fullName);
  await page.getByLabel("Username").fill(member.username);
  await page.getByLabel("Email", { exact: true }).fill(`${member.username}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.getByText("Account created successfully").waitFor();
  await page.waitForURL(baseUrl + "/");
}

/** Signs the e2e admin in at /admin-login on this page. */
export async function signInAsAdmin(page: Page, baseUrl: string) {
  await visit(page, baseUrl + "/admin-login");
  await page.getByLabel("Email or username").fill(E2E_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(baseUrl + "/direct-admin");
}

/** The app's own scripts (the built bundle under /assets). */
const APP_SCRIPTS = /\/assets\/[^?]+\.js(?:\?.*)?$/;

/**
 * Holds the app's scripts back on this page, as a slow network or phone would, until the returned
 * function lets them through: the page meanwhile is the server's markup and the early script only.
 * With `scripts`, only those are held (one page's own code, say, while the app's shell runs).
 */
export async function holdAppScripts(page: Page, scripts: RegExp = APP_SCRIPTS): Promise<() => Promise<void>> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    await released;
    await route.continue().catch(() => undefined);
  };
  await page.route(scripts, hold);
  return async () => {
    release();
    await page.unroute(scripts, hold);
  };
}
