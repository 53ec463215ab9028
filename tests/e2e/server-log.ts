import { readFileSync } from "node:fs";
import { afterAll } from "vitest";
import { MISSED_QUERIES_MESSAGE } from "../../server/ssr/missed-queries";
import { serverLog } from "./base-url";

/**
 * How far this worker's server log has been read. A setup file runs again for every test file, so the place is kept
 * on globalThis, which the worker's files share (isolate: false): each file reads on from where the one before it
 * stopped, and a line written just after a file's last request is caught by the next file, never missed.
 */
const READ_KEY = Symbol.for("wildluxe.e2e.serverLogRead");
/** pino's level of an error: an error or a fatal line is a defect whatever the test was about. */
const ERROR_LEVEL = 50;

/** Whether a line of the server's log (pino's JSON) tells of a defect. */
function isDefect(line: string): boolean {
  if (!line.startsWith("{")) return false;
  const entry = JSON.parse(line) as { level?: number; msg?: string };
  return (entry.level ?? 0) >= ERROR_LEVEL || entry.msg === MISSED_QUERIES_MESSAGE;
}

/**
 * The server only logs some defects, which the browser never sees as a failed request: a page rendered with parts of
 * it loading because its route's data declaration left out a query it shows (server/ssr/pages.ts), a render that
 * failed and sent the app's shell instead, any other error. Such a line fails the test file that caused it: the
 * missed queries sat unseen in these logs for sessions.
 */
afterAll(() => {
  const log = readFileSync(serverLog);
  const from: number = Reflect.get(globalThis, READ_KEY) ?? 0;
  // Whole lines only: a line the server is still writing is read by the next file.
  const to = log.lastIndexOf(0x0a) + 1;
  if (to <= from) return;
  Reflect.set(globalThis, READ_KEY, to);
  const defects = log.subarray(from, to).toString("utf8").split("\n").filter(isDefect);
  if (defects.length)
    throw new Error(
      `The server logged errors or pages rendered without data their routes must declare:\n${defects.join("\n")}`,
    );
});
