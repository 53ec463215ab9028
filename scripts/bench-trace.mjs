// The main thread of a first visit on Lighthouse's phone, from a Chromium trace, in counts and CPU
// time, which a busy machine inflates far less than Lighthouse's wall-clock simulation: its CPU time,
// the frames it painted (a running animation paints one every ~16 ms), and its long tasks at
// Lighthouse's 4x slowdown with what ran in them (all of them: Lighthouse's blocking time leaves out
// those before the first paint, such as the first style and layout). `npm run bench:web -- --trace`.

/** Lighthouse's mobile CPU slowdown, and the length from which a task blocks. */
const SLOWDOWN = 4;
const BLOCKING_MS = 50;
/** How long the page is watched after it is live: the placeholders' pulses ran ~10 s. */
const SETTLE_MS = 3_000;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CATEGORIES = ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "loading"];
const DETAIL = new Set([
  "v8.evaluateModule",
  "v8.compileModule",
  "FunctionCall",
  "ParseHTML",
  "UpdateLayoutTree",
  "Layout",
  "Paint",
  "Commit",
  "RunMicrotasks",
  "TimerFire",
]);

/**
 * The main thread of the renderer that parsed `url`. Not the busiest one: headless Chromium loads its omnibox pop-ups
 * (a WebUI app) in a renderer of their own with each new window, and in about half the visits that renderer had more
 * events than the page's, so its module evaluation (140 ms) was reported as the page's.
 */
function mainThread(events, url) {
  const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url === url);
  if (!parse) throw new Error(`The trace has no parse of ${url}.`);
  return events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === "X");
}

/** One visit: CPU ms of the main thread's tasks, frames painted, blocking ms at 4x CPU and the long tasks. */
async function traceVisit(browser, url) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForTimeout(SETTLE_MS);
  const events = mainThread(JSON.parse((await browser.stopTracing()).toString()).traceEvents, url);
  await context.close();
  const tasks = [];
  for (const t of events
    .filter((e) => e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask")
    .sort((a, b) => a.ts - b.ts)) {
    if (!tasks.length || t.ts >= tasks.at(-1).ts + tasks.at(-1).dur) tasks.push(t);
  }
  const inside = (t) => events.filter((e) => e !== t && e.ts >= t.ts && e.ts < t.ts + t.dur);
  const result = { cpu: 0, frames: 0, blocking: 0, long: [] };
  for (const t of tasks) {
    const cpu = (t.tdur ?? t.dur) / 1000;
    result.cpu += cpu;
    const children = inside(t);
    if (children.some((e) => e.name === "Paint" || e.name === "Commit")) result.frames++;
    if (cpu * SLOWDOWN <= BLOCKING_MS) continue;
    result.blocking += cpu * SLOWDOWN - BLOCKING_MS;
    const parts = {};
    for (const e of children.filter((c) => DETAIL.has(c.name)))
      parts[e.name] = (parts[e.name] ?? 0) + (e.tdur ?? e.dur) / 1000;
    const what = Object.entries(parts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, ms]) => `${name} ${ms.toFixed(1)}`);
    result.long.push(`+${Math.round((t.ts - tasks[0].ts) / 1000)} ms: ${cpu.toFixed(1)} ms CPU (${what.join(", ")})`);
  }
  return result;
}

/** `runs` visits to each route; prints each route's medians and the long tasks of its median run. */
export async function traceFirstVisits(browser, base, routes, runs) {
  console.log(
    `\nMain thread of a first visit on a phone, ${runs} runs each (CPU time; blocking at ${SLOWDOWN}x CPU, from ${BLOCKING_MS} ms):`,
  );
  for (const route of routes) {
    const visits = [];
    for (let i = 0; i < runs; i++) visits.push(await traceVisit(browser, base + route));
    visits.sort((a, b) => a.blocking - b.blocking);
    const mid = visits[Math.floor(runs / 2)];
    const list = (key) => visits.map((v) => Math.round(v[key])).join(", ");
    console.log(
      `  ${route}: blocking ${Math.round(mid.blocking)} ms (${list("blocking")}), CPU ${list("cpu")} ms, frames ${list("frames")}`,
    );
    for (const line of mid.long) console.log(`      ${line}`);
  }
}
