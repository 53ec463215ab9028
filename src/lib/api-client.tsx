import {
  useMutation,
  useQuery,
  type QueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
} from "@tanstack/react-query";
import type { TRPCUntypedClient } from "@trpc/client";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { AppRouter } from "../../server/trpc/router";

/**
 * What the app calls the API with: tRPC's untyped client (the server render's, straight to the
 * router), or in the browser one whose code loads with the first call (`lazyApiClient`).
 */
export type ApiClient = Pick<TRPCUntypedClient<AppRouter>, "query" | "mutation">;

/**
 * The context tRPC's React hooks read (`createTRPCReact({ context })`, src/lib/trpc.ts) and the
 * first screen's hooks below read too: the client and the query client, with tRPC's own fields
 * as its Provider would set them outside its server prepass. tRPC's hooks are not part of the
 * first screen's script (decision 022): the shell and the home page's first screen ask through
 * `useApiQuery` and `useApiMutation`, with the same keys, so the same cache serves both.
 */
type ApiContextValue = {
  client: ApiClient;
  queryClient: QueryClient;
  abortOnUnmount: false;
  ssrContext: null;
  ssrState: false;
};

export const ApiContext = createContext<ApiContextValue | null>(null);

export function ApiProvider({
  client,
  queryClient,
  children,
}: {
  client: ApiClient;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const value = useMemo<ApiContextValue>(
    () => ({ client, queryClient, abortOnUnmount: false, ssrContext: null, ssrState: false }),
    [client, queryClient],
  );
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

function useApiClient(): ApiClient {
  const value = useContext(ApiContext);
  if (!value) throw new Error("The API is used outside ApiProvider (src/app.tsx).");
  return value.client;
}

/**
 * A client whose code (tRPC's client, its HTTP link, superjson) loads with the first call, once; a
 * load that failed (the network dropped) is tried again by the next call.
 */
export function lazyApiClient(load: () => Promise<ApiClient>): ApiClient {
  let loading: Promise<ApiClient> | undefined;
  const client = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    query: async (path, input, opts) => (await client()).query(path, input, opts),
    mutation: async (path, input, opts) => (await client()).mutation(path, input, opts),
  };
}

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;
/** A procedure's path, as tRPC's keys hold it: `["auth", "me"]`. */
export type ApiPath = { [A in keyof Inputs & string]: [A, keyof Inputs[A] & string] }[keyof Inputs & string];
type Input<P extends ApiPath> = Inputs[P[0]][P[1]];
type Output<P extends ApiPath> = Outputs[P[0]][P[1]];

/** The key tRPC's `useQuery` gives a query (its getQueryKey with type "query"). */
export function apiQueryKey(path: ApiPath, input?: unknown): readonly unknown[] {
  return [path, { ...(input === undefined ? {} : { input }), type: "query" }];
}

/** The key of every call to a procedure, whatever its input: a mutation's key, and what invalidates all its queries. */
export function apiPathKey(path: ApiPath): readonly unknown[] {
  return [path];
}

/** `trpc.a.b.useQuery(input, options)`, without tRPC's hooks: same key, same call. */
export function useApiQuery<P extends ApiPath>(
  path: P,
  input: Input<P>,
  options?: Omit<UseQueryOptions<Output<P>>, "queryKey" | "queryFn">,
) {
  const client = useApiClient();
  return useQuery<Output<P>>({
    ...options,
    queryKey: apiQueryKey(path, input),
    queryFn: () => client.query(path.join("."), input) as Promise<Output<P>>,
  });
}

/** `trpc.a.b.useMutation(options)`, without tRPC's hooks: same key, same call. */
export function useApiMutation<P extends ApiPath>(
  path: P,
  options?: Omit<UseMutationOptions<Output<P>, Error, Input<P>>, "mutationKey" | "mutationFn">,
) {
  const client = useApiClient();
  return useMutation<Output<P>, Error, Input<P>>({
    ...options,
    mutationKey: apiPathKey(path),
    mutationFn: (input) => client.mutation(path.join("."), input) as Promise<Output<P>>,
  });
}
