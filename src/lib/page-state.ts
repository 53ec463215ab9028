import { dehydrate, hydrate, type Query, type QueryClient } from "@tanstack/react-query";
import superjson from "superjson";
import { errorStatus } from "./query-client";

// A tRPC error keeps its `data` (code, httpStatus) through the page's state, so a page that was
// not found on the server is not found in the browser too, without asking again.
superjson.allowErrorProps("data");

/**
 * Answers that asking again would not change (bad input, not signed in, not allowed, not found):
 * part of the page (an admin screen's refused session, a broken invite link), not failures to retry.
 */
const ANSWER_STATUSES = new Set([400, 401, 403, 404]);

/** A query whose error is the API's answer to this visitor (see ANSWER_STATUSES): the page renders it and the browser starts from it. */
export function isAnswerQuery(query: Query): boolean {
  return query.state.status === "error" && ANSWER_STATUSES.has(errorStatus(query.state.error) ?? 0);
}

/** The query data a server-rendered page was made from, as text for the page. */
export function pageStateText(queryClient: QueryClient): string {
  return superjson.stringify(
    dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === "success" || isAnswerQuery(query) }),
  );
}

/** Puts a server-rendered page's query data into the browser's cache before the first render. */
export function restorePageState(queryClient: QueryClient, text: string): void {
  hydrate(queryClient, superjson.parse(text));
}
