import { dehydrate, hydrate, type Query, type QueryClient } from "@tanstack/react-query";
import superjson from "superjson";
import { errorStatus } from "./query-client";

// A tRPC error keeps its `data` (code, httpStatus) through the page's state, so a page that was
// not found on the server is not found in the browser too, without asking again.
superjson.allowErrorProps("data");

/** A query whose answer was "not found": part of the page (its 404 state), not a failure to retry. */
export function isNotFoundQuery(query: Query): boolean {
  return query.state.status === "error" && errorStatus(query.state.error) === 404;
}

/** The query data a server-rendered page was made from, as text for the page. */
export function pageStateText(queryClient: QueryClient): string {
  return superjson.stringify(
    dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === "success" || isNotFoundQuery(query) }),
  );
}

/** Puts a server-rendered page's query data into the browser's cache before the first render. */
export function restorePageState(queryClient: QueryClient, text: string): void {
  hydrate(queryClient, superjson.parse(text));
}
