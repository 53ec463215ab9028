export const REQUEST_TIMEOUT_MS = 30_000;

export const TIMEOUT_MESSAGE = "Request timeout - please try again.";
export const NETWORK_MESSAGE = "Network connection issue - please check your connection.";

function isTimeout(error: unknown, timeoutSignal: AbortSignal): boolean {
  if (error instanceof DOMException && error.name === "TimeoutError") return true;
  return timeoutSignal.aborted && error instanceof DOMException && error.name === "AbortError";
}

function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === "function") return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener("abort", () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/**
 * fetch with a time limit and the spec's user-facing messages: a timeout or a network
 * failure becomes an Error that a toast can show as it is. A caller's own abort
 * (React Query cancelling a query) is passed through untouched.
 */
export function createFetchWithTimeout(
  timeoutMs = REQUEST_TIMEOUT_MS,
  baseFetch: typeof fetch = (...args) => fetch(...args),
) {
  return async function fetchWithTimeout(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const timeoutSignal = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? anySignal([init.signal, timeoutSignal]) : timeoutSignal;
    try {
      return await baseFetch(input, { ...init, credentials: "same-origin", signal });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      if (isTimeout(error, timeoutSignal)) throw new Error(TIMEOUT_MESSAGE, { cause: error });
      if (error instanceof TypeError) throw new Error(NETWORK_MESSAGE, { cause: error });
      throw error;
    }
  };
}
