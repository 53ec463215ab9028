import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { pathToFileURL } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";
import { IcsError, READ_LIMITS, type CalendarRead, type ReadLimits } from "./ical";
import type { ReadAnswer, ReadJob } from "./ical-worker";
import type { StayRange } from "./rules";

/** How long one calendar may take to read once its thread is up; past this the thread is stopped. */
const READ_TIME_LIMIT_MS = 5_000;
/** Memory one reading thread may use; a calendar that needs more is refused. */
const READ_MEMORY_MB = 256;
/** Calendars read at once; more wait their turn, so requests always keep a core of their own. */
const PARALLEL_READS = Math.max(1, availableParallelism() - 1);

export const TOO_SLOW = "The calendar took too long to read.";
const TOO_COMPLEX = "The calendar is too large or complex to read.";

// Run from its sources (vitest, npm run dev), the worker is ical-worker.ts loaded through tsx. Built (npm start, the
// single binary), it is dist/server/ical-worker.cjs beside the server's index.js (scripts/ensure-build.mjs): one
// script with ical.js inside, read once here, so a thread needs no file or package from disk when it starts.
const fromSources = import.meta.url.endsWith(".ts");
const builtWorker = fromSources ? "" : readFileSync(new URL("./ical-worker.cjs", import.meta.url), "utf8");

/** tsx's ES-module API (a development dependency, there whenever the sources run), found from this file. */
function tsxApi() {
  const manifest = createRequire(import.meta.url).resolve("tsx/package.json");
  type Manifest = { exports: Record<string, { import: { default: string } }> };
  const { exports } = JSON.parse(readFileSync(manifest, "utf8")) as Manifest;
  return new URL(exports["./esm/api"]!.import.default, pathToFileURL(manifest)).href;
}

function startWorker(options: WorkerOptions) {
  if (!fromSources) return new Worker(builtWorker, { ...options, eval: true });
  const file = new URL("./ical-worker.ts", import.meta.url).href;
  const [api, entry, parent] = [tsxApi(), file, import.meta.url].map((url) => JSON.stringify(url));
  return new Worker(`import(${api}).then((tsx) => tsx.tsImport(${entry}, ${parent}));`, { ...options, eval: true });
}

let reading = 0;
const waiting: (() => void)[] = [];
async function takeTurn() {
  if (reading < PARALLEL_READS) reading++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
}
function endTurn() {
  const next = waiting.shift();
  if (next) next();
  else reading--;
}

export type ReadOptions = { readTimeLimitMs?: number; readLimits?: Partial<ReadLimits> };

/**
 * `readCalendar` on a thread of its own, stopped after `readTimeLimitMs`: the request or job that waits for it keeps
 * the event loop free, and a calendar that would take minutes or gigabytes costs at most the limit. Refusals are
 * IcsErrors in the owner's words; a thread that cannot start at all is the server's fault and thrown as it is.
 */
export async function readCalendarOffThread(text: string, window: StayRange, options: ReadOptions = {}) {
  const job: ReadJob = { text, window, limits: { ...READ_LIMITS, ...options.readLimits } };
  const timeLimitMs = options.readTimeLimitMs ?? READ_TIME_LIMIT_MS;
  await takeTurn();
  try {
    return await new Promise<CalendarRead>((resolve, reject) => {
      const worker = startWorker({ resourceLimits: { maxOldGenerationSizeMb: READ_MEMORY_MB } });
      let started = false;
      let settled = false;
      let timer: NodeJS.Timeout | undefined;
      // The first of answer, time limit, error or exit settles; the thread is stopped and later events are ignored.
      const finish = (settle: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        settle();
      };
      worker.on("message", (message: "ready" | ReadAnswer) => {
        if (message !== "ready") {
          const { nights, notices } = message.ok ? message : { nights: [], notices: [] };
          return finish(() => (message.ok ? resolve({ nights, notices }) : reject(new IcsError(message.error))));
        }
        // The time limit counts the reading, not the thread's start (which loads ical.js, or tsx from the sources).
        started = true;
        timer = setTimeout(() => finish(() => reject(new IcsError(TOO_SLOW))), timeLimitMs);
        worker.postMessage(job);
      });
      // The thread's own errors can quote the calendar (a parser's message holds the line it stopped at): never shown.
      worker.on("error", (error) => finish(() => reject(started ? new IcsError(TOO_COMPLEX) : error)));
      worker.on("exit", () => finish(() => reject(new Error("The calendar reading thread ended without an answer."))));
    });
  } finally {
    endTurn();
  }
}
