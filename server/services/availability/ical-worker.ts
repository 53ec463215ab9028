import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { IcsError, readCalendar, type ReadLimits } from "./ical";
import type { StayRange } from "./rules";

/** A feed to read, sent by ical-thread.ts once this worker has loaded. */
export type ReadJob = { text: string; window: StayRange; limits: ReadLimits };
/** The answer: the nights and notices, or the owner's words for why the calendar could not be read. */
export type ReadAnswer = { ok: true; nights: string[]; notices: string[] } | { ok: false; error: string };

/** Reads one calendar on its own thread, so a feed that takes long or much memory never holds up requests. */
const port = parentPort!;
// On Linux a nice value belongs to the thread that sets it: this one yields the core to requests when both want it.
if (process.platform === "linux") setPriority(19);
port.once("message", ({ text, window, limits }: ReadJob) => {
  let answer: ReadAnswer;
  try {
    answer = { ok: true, ...readCalendar(text, window, limits) };
  } catch (error) {
    // Anything else is ours (or the thread's) to fail on, never an owner's message.
    if (!(error instanceof IcsError)) throw error;
    answer = { ok: false, error: error.message };
  }
  port.postMessage(answer);
});
port.postMessage("ready");
