import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => undefined;

/**
 * A value only the browser can know (its clock, its time zone). The server renders `serverValue`,
 * and the browser's first render of a server-rendered page does too, so the markup matches; the
 * browser's own value follows straight after. `read` must return the same value while it has not
 * changed (a string or a number, not a new object).
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeToNothing, read, () => serverValue);
}
