import { TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable, type Unsubscribable } from "@trpc/server/observable";
import type { AppRouter } from "../../server/trpc/router";
import { trpc } from "./trpc";

/**
 * A link whose code loads with the first call. A server-rendered page arrives with its data, so
 * most first visits make no call, and the HTTP link is not part of the first screen's script.
 */
export function deferredLink(load: () => Promise<TRPCLink<AppRouter>>): TRPCLink<AppRouter> {
  return (runtime) => {
    let operationLink: Promise<ReturnType<TRPCLink<AppRouter>>> | undefined;
    return ({ op, next }) =>
      observable((observer) => {
        let subscription: Unsubscribable | undefined;
        let stopped = false;
        (operationLink ??= load().then((link) => link(runtime))).then(
          (run) => {
            if (!stopped) subscription = run({ op, next }).subscribe(observer);
          },
          (error: unknown) => observer.error(TRPCClientError.from(error instanceof Error ? error : new Error(String(error)))),
        );
        return () => {
          stopped = true;
          subscription?.unsubscribe();
        };
      });
  };
}

export function createTrpcClient() {
  return trpc.createClient({ links: [deferredLink(async () => (await import("./trpc-http-link")).apiLink)] });
}
