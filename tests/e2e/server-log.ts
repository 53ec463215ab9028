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

/**
 * A page rendered with parts of it loading, because its route's data declaration left out a query it shows, fails
 * the test file that asked for it: the server only logs it (server/ssr/pages.ts), and those lines sat unseen for
 * sessions.
 */
afterAll(() => {
  const log = readFileSync(serverLog);
  const from: number = Reflect.get(globalThis, READ_KEY) ?? 0;
  Reflect.set(globalThis, READ_KEY, log.length);
  const missed = log.subarray(from).toString("utf8").split("\n").filter((line) => line.includes(MISSED_QUERIES_MESSAGE));
  if (missed.length) throw new Error(`Pages were rendered without data their routes must declare:\n${missed.join("\n")}`);
});
