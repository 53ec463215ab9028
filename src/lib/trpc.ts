import { createTRPCClientProxy, type TRPCUntypedClient } from "@trpc/client";
import { createTRPCQueryUtils, createTRPCReact } from "@trpc/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { useContext, useMemo } from "react";
import type { AppRouter } from "../../server/trpc/router";
import { ApiContext } from "./api-client";

/**
 * tRPC's React hooks, reading the app's ApiContext (src/lib/api-client.tsx): its code loads with
 * the first module that uses it, not with the first screen of `/` (decision 022).
 */
export const trpc = createTRPCReact<AppRouter>({ context: ApiContext });

/**
 * The app's queries by procedure, bound to its query client: `utils.listings.bySlug.invalidate()`.
 * The one way to reach them in a component (tRPC's own useUtils needs its Provider,
 * which the app does not render); the same utilities the server render declares data with.
 */
export function useApiUtils() {
  const context = useContext(ApiContext);
  if (!context) throw new Error("useApiUtils is used outside ApiProvider (src/app.tsx).");
  const { client, queryClient } = context;
  // tRPC's utilities call the client's query and mutation only, which every ApiClient has.
  return useMemo(
    () =>
      createTRPCQueryUtils<AppRouter>({
        client: createTRPCClientProxy(client as TRPCUntypedClient<AppRouter>),
        queryClient,
      }),
    [client, queryClient],
  );
}

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
