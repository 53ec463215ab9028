import { createTRPCUntypedClient, httpBatchLink } from "@trpc/client";
import type { AppRouter } from "../../server/trpc/router";
import { createFetchWithTimeout } from "./fetch-with-timeout";
import { superjson } from "./superjson";
import { MAX_BATCH_CALLS } from "@shared/trpc-limits";

/** The browser's calls to the API: batched, superjson, with the spec's time limit and messages. */
export const apiClient = createTRPCUntypedClient<AppRouter>({
  links: [
    httpBatchLink<AppRouter>({
      url: "/api/trpc",
      transformer: superjson,
      fetch: createFetchWithTimeout(),
      maxURLLength: 2000,
      maxItems: MAX_BATCH_CALLS,
    }),
  ],
});
