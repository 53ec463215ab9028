import { httpBatchLink } from "@trpc/client";
import superjson from "superjson";
import { createFetchWithTimeout } from "./fetch-with-timeout";
import { trpc } from "./trpc";
import { MAX_BATCH_CALLS } from "./trpc-limits";

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: "/api/trpc",
        transformer: superjson,
        fetch: createFetchWithTimeout(),
        maxURLLength: 2000,
        maxItems: MAX_BATCH_CALLS,
      }),
    ],
  });
}
