import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClientProxy, type TRPCUntypedClient } from "@trpc/client";
import { createTRPCQueryUtils, getMutationKey, getQueryKey } from "@trpc/react-query";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { AppRouter } from "../../server/trpc/router";
import { ApiProvider, apiPathKey, apiQueryKey, lazyApiClient, useApiQuery, type ApiClient } from "./api-client";
import { trpc } from "./trpc";

const noCalls: ApiClient = {
  query: () => Promise.reject(new Error("no call expected")),
  mutation: () => Promise.reject(new Error("no call expected")),
};

function render(queryClient: QueryClient, children: ReactNode): string {
  return renderToString(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(ApiProvider, { client: noCalls, queryClient, children }),
    ),
  );
}

describe("the first screen's API hooks", () => {
  it("key a query, a mutation and a procedure's calls as tRPC's hooks do", () => {
    expect(apiQueryKey(["auth", "me"])).toEqual(getQueryKey(trpc.auth.me, undefined, "query"));
    expect(apiQueryKey(["content", "get"], "site.footer")).toEqual(
      getQueryKey(trpc.content.get, "site.footer", "query"),
    );
    const input = { sort: "newest", limit: 12 } as const;
    expect(apiQueryKey(["listings", "list"], input)).toEqual(getQueryKey(trpc.listings.list, input, "query"));
    expect(apiPathKey(["favorites", "add"])).toEqual(getMutationKey(trpc.favorites.add));
    expect(apiPathKey(["favorites", "ids"])).toEqual(getQueryKey(trpc.favorites.ids));
  });

  it("read what tRPC's utilities stored, and tRPC's hooks read what they stored", () => {
    const queryClient = new QueryClient();
    const utils = createTRPCQueryUtils<AppRouter>({
      client: createTRPCClientProxy(noCalls as TRPCUntypedClient<AppRouter>),
      queryClient,
    });
    utils.content.get.setData("site.footer", { tagline: "Stored by tRPC" });
    function Light() {
      return useApiQuery(["content", "get"], "site.footer").data?.tagline ?? "nothing";
    }
    expect(render(queryClient, createElement(Light))).toBe("Stored by tRPC");

    queryClient.setQueryData(apiQueryKey(["content", "get"], "site.footer"), { tagline: "Stored by key" });
    function Full() {
      return (trpc.content.get.useQuery("site.footer").data as { tagline?: string } | undefined)?.tagline ?? "nothing";
    }
    expect(render(queryClient, createElement(Full))).toBe("Stored by key");
    queryClient.clear();
  });

  it("load the client with the first call, once, and pass each call on", async () => {
    const client = { query: vi.fn(async (path: string) => `answer to ${path}`), mutation: vi.fn(async () => "done") };
    const load = vi.fn(async () => client);
    const lazy = lazyApiClient(load);
    expect(load).not.toHaveBeenCalled();
    expect(await Promise.all([lazy.query("auth.me"), lazy.query("content.get", "site.footer")])).toEqual([
      "answer to auth.me",
      "answer to content.get",
    ]);
    expect(await lazy.mutation("favorites.add", { listingId: 3 })).toBe("done");
    expect(load).toHaveBeenCalledTimes(1);
    expect(client.query).toHaveBeenLastCalledWith("content.get", "site.footer", undefined);
    expect(client.mutation).toHaveBeenCalledWith("favorites.add", { listingId: 3 }, undefined);
  });

  it("load the client again on the next call after a load failed", async () => {
    const client = { query: vi.fn(async () => "answer"), mutation: vi.fn() };
    const load = vi
      .fn<() => Promise<ApiClient>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(client);
    const lazy = lazyApiClient(load);
    await expect(lazy.query("auth.me")).rejects.toThrow("offline");
    expect(await lazy.query("auth.me")).toBe("answer");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("are the one way to tRPC's utilities: no component asks tRPC's own Provider for them", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
      });
    const asking = files(join(import.meta.dirname, "..")).filter((path) =>
      /trpc\.(useUtils|useContext)\(/.test(readFileSync(path, "utf8")),
    );
    expect(asking).toEqual([]);
  });
});
