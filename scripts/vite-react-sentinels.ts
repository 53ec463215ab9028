import type { Plugin } from "vite";

/**
 * React DOM's client build makes five `Error` objects as it loads, which it only ever compares by identity: values it
 * throws to unwind a render (suspending, a hydration mismatch, selective hydration, a suspensey commit) and catches
 * itself. Once a page has an inspector attached (DevTools, Lighthouse, Playwright: any client of CDP's
 * `Runtime.enable`), V8 records each new `Error`'s stack with line and column, and for the frame that builds them,
 * React
 * DOM's whole module (144 KB), that means parsing it again: 25-60 ms of a page's main thread, inside the one task
 * that runs the page's modules, which Lighthouse's simulated phone counts four times over (decision 022). Made with
 * `Object.create(Error.prototype)` they are still unique and `instanceof Error`, carry React's message, and record no
 * stack. A visitor's browser without an inspector never paid that cost; the page does the same either way.
 */
const SENTINELS = [
  "HydrationMismatchException",
  "SuspenseException",
  "SuspenseyCommitException",
  "SuspenseActionException",
  "SelectiveHydrationException",
];
const DECLARATION = new RegExp(
  `\\b(${SENTINELS.join("|")})(\\s*=\\s*)Error\\((formatProdErrorMessage\\(\\d+\\))\\)`,
  "g",
);
const HELPER = "__sentinelError";

/** React DOM's client source with its sentinels made without a stack; fails when React DOM no longer has all five. */
function rewriteReactSentinels(source: string): string {
  const found = new Set<string>();
  const rewritten = source.replace(DECLARATION, (_, name: string, assign: string, message: string) => {
    found.add(name);
    return `${name}${assign}${HELPER}(${message})`;
  });
  const missing = SENTINELS.filter((name) => !found.has(name));
  if (missing.length)
    throw new Error(
      `React DOM's client build no longer declares ${missing.join(", ")} as before: review scripts/vite-react-sentinels.ts.`,
    );
  return `${rewritten}\nfunction ${HELPER}(message) { return Object.create(Error.prototype, { message: { value: message, writable: true, configurable: true } }); }\n`;
}

/** The Vite plugin: applies the rewrite to React DOM's production client build. */
export function reactSentinels(): Plugin {
  return {
    name: "wildluxe:react-sentinels",
    transform: {
      filter: { id: /react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/ },
      handler: (code) => ({ code: rewriteReactSentinels(code), map: null }),
    },
  };
}
