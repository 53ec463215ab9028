import { hydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { loadSuperjson, readSuperjsonText } from "./superjson-text";

/**
 * Dates a page's answers from the moment the page arrived, not from when the server rendered it: a
 * visitor's page can come from the server's copy, which is dropped whenever its data changes (decision
 * 011), so its answers are as current as the response. Dated from the render, a stay's page kept for
 * more than its 30 seconds asked the API for the stay again as it woke (the browser's clock apart
 * from the server's did the same), loading the API link and rendering the page twice.
 */
function asOfNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  const queries = state.queries.map((query) =>
    query.state.status === "success" ? { ...query, state: { ...query.state, dataUpdatedAt: now } } : query,
  );
  return { ...state, queries };
}

/**
 * Puts a server-rendered page's query data into the browser's cache before the first render. Most
 * pages carry plain values and dates, read here at once (nothing to wait for: undefined); a page
 * whose state holds more (a "not found" answer's error) waits for superjson, which the first
 * screen does not otherwise need.
 */
export function restorePageState(queryClient: QueryClient, text: string): Promise<void> | undefined {
  const read = readSuperjsonText(text);
  if (!read)
    return loadSuperjson().then((superjson) => hydrate(queryClient, asOfNow(superjson.parse<DehydratedState>(text))));
  hydrate(queryClient, asOfNow(read.value as DehydratedState));
  return undefined;
}
