import { hydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { loadSuperjson, readSuperjsonText } from "./superjson-text";

/**
 * Puts a server-rendered page's query data into the browser's cache before the first render. Most
 * pages carry plain values and dates, read here at once (nothing to wait for: undefined); a page
 * whose state holds more (a "not found" answer's error) waits for superjson, which the first
 * screen does not otherwise need.
 */
export function restorePageState(queryClient: QueryClient, text: string): Promise<void> | undefined {
  const read = readSuperjsonText(text);
  if (!read) return loadSuperjson().then((superjson) => hydrate(queryClient, superjson.parse<DehydratedState>(text)));
  hydrate(queryClient, read.value as DehydratedState);
  return undefined;
}
