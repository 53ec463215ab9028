import { TRPCClientError, type TRPCLink } from "@trpc/client";
import { callTRPCProcedure, getTRPCErrorFromUnknown, getTRPCErrorShape } from "@trpc/server";
import { observable } from "@trpc/server/observable";
import type { Context } from "../trpc/context";
import { appRouter, type AppRouter } from "../trpc/router";

/**
 * Calls the API's procedures in process, as the caller of `ctx`, for a page's server render: the
 * answer is the procedure's own value (as tRPC's unstable_localLink gives it with the router's
 * transformer), and a failure is a TRPCClientError with the error shape an HTTP call gets (its
 * code and httpStatus decide whether the page keeps it, see isAnswerQuery). Not localLink itself:
 * it aborts every call's AbortController once the answer is in, which builds two DOMExceptions,
 * stack traces included, per query; a member's home page asks 15 (docs/decisions/006). A render
 * never cancels a call, so none carries a signal, and a query's one answer ends it.
 */
export function serverLink(ctx: Context): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        callTRPCProcedure({
          router: appRouter,
          path: op.path,
          getRawInput: async () => op.input,
          ctx,
          type: op.type,
          signal: undefined,
          batchIndex: 0,
        }).then(
          // The answer settles the client's promise; completing as well would only make tRPC's
          // observableToPromise abort its own AbortController, one more DOMException per query.
          (data) => observer.next({ result: { data } }),
          (cause: unknown) => {
            const error = getTRPCErrorFromUnknown(cause);
            const shape = getTRPCErrorShape({
              config: appRouter._def._config,
              ctx,
              error,
              input: op.input,
              path: op.path,
              type: op.type,
            });
            observer.error(
              TRPCClientError.from({ error: shape }, { cause: cause instanceof Error ? cause : undefined }),
            );
          },
        );
      });
}
