import { lazyApiClient, type ApiClient } from "./api-client";

/**
 * The browser's API client. A server-rendered page arrives with its data, so most first visits
 * make no call, and tRPC's client with its HTTP link is not part of the first screen's script.
 */
export function createBrowserApiClient(): ApiClient {
  return lazyApiClient(async () => (await import("./trpc-http-link")).apiClient);
}
