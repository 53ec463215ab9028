import { QueryClient } from "@tanstack/react-query";

const QUERY_STALE_TIME_MS = 5 * 60_000;
export const CURRENT_USER_CACHE_MS = 15 * 60_000;
const MAX_QUERY_RETRIES = 3;
const MAX_MUTATION_RETRIES = 2;
const MUTATION_RETRY_DELAY_MS = 1_000;
const MAX_QUERY_RETRY_DELAY_MS = 30_000;

/** The HTTP status a failed call carried, when it is known (tRPC puts it in `data.httpStatus`). */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const data = (error as { data?: unknown }).data;
  if (typeof data === "object" && data !== null) {
    const status = (data as { httpStatus?: unknown }).httpStatus;
    if (typeof status === "number") return status;
  }
  const status = (error as { status?: unknown }).status;
  return typeof status === "number" ? status : undefined;
}

/**
 * The text the retry rule reads, shaped like the spec's generic error ("{status}: {message}").
 * tRPC messages do not carry the status, so it is prefixed when known.
 */
export function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error ?? "");
  const status = errorStatus(error);
  return status === undefined ? message : `${status}: ${message}`;
}

/** Spec §9: a "4" in the error means a client error, not worth repeating, except 408 and 429. */
export function isClientError(error: unknown): boolean {
  const text = errorText(error);
  if (text.includes("408") || text.includes("429")) return false;
  return text.includes("4");
}

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isClientError(error)) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

/** Doubles from 1 s for each retry, capped at 30 s. */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(1_000 * 2 ** attemptIndex, MAX_QUERY_RETRY_DELAY_MS);
}

export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  if (isClientError(error)) return false;
  return failureCount < MAX_MUTATION_RETRIES;
}

/**
 * Options for the query of a page's own record (a listing, an article, a category): an answer of
 * "not found", which can arrive with the server-rendered page, stands when the page mounts rather
 * than showing a loading state and asking again; an error state's Try again asks anew.
 */
export const PAGE_RECORD_QUERY = { retryOnMount: false } as const;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
      },
      mutations: {
        retry: shouldRetryMutation,
        retryDelay: MUTATION_RETRY_DELAY_MS,
      },
    },
  });
}
