import { dehydrate, QueryClient } from "@tanstack/react-query";
import superjson from "superjson";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isAnswerQuery, pageStateText } from "./page-state";
import { restorePageState } from "./restore-page-state";
import { readSuperjsonText } from "./superjson-text";

const when = new Date("2026-11-26T10:00:00Z");
const shared = { id: 7, name: "Cedar" };

/** A page's worth of answers in every shape superjson annotates. */
async function renderedClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(["listings", { page: 1 }], {
    items: [
      { id: 1, createdAt: when, category: shared, note: undefined },
      { id: 2, createdAt: when, category: shared },
    ],
    total: 2,
  });
  client.setQueryData(["dotted"], { "a.b": when, "c\\d": new Map([["k", new Set([1, 2])]]) });
  client.setQueryData(["at"], when);
  client.setQueryData(["word"], "plain");
  client.setQueryData(["none"], null);
  client.setQueryData(["ids"], [3, 4]);
  await client.prefetchQuery({
    queryKey: ["missing"],
    queryFn: () =>
      Promise.reject(Object.assign(new Error("Listing not found"), { data: { code: "NOT_FOUND", httpStatus: 404 } })),
  });
  return client;
}

const plain = (client: QueryClient) =>
  superjson.stringify(
    dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === "success" || isAnswerQuery(query) }),
  );

describe("the page's state", () => {
  // dehydrate stamps each query with the time.
  beforeEach(() => vi.spyOn(Date, "now").mockReturnValue(when.getTime()));
  afterEach(() => vi.restoreAllMocks());

  it("reads back as superjson's own text of the page's queries does, answers, dates, maps, errors and all", async () => {
    const client = await renderedClient();
    const text = pageStateText(client);
    expect(superjson.parse(text)).toEqual(superjson.parse(plain(client)));
    // Again, with the answers' serialized parts kept from the first time.
    expect(pageStateText(client)).toBe(text);
  });

  it("is read without superjson, as superjson reads it, when its answers hold only plain values and dates", () => {
    const client = new QueryClient();
    client.setQueryData(["listings", { page: 1 }], {
      items: [
        { id: 1, createdAt: when, category: shared, note: undefined },
        { id: 2, createdAt: when, category: shared },
      ],
      total: 2,
    });
    client.setQueryData(["at"], when);
    client.setQueryData(["word"], "plain");
    const text = pageStateText(client);
    expect(readSuperjsonText(text)).toEqual({ value: superjson.parse(text) });
  });

  it("restores every answer into the browser's cache as it was on the server", async () => {
    const server = await renderedClient();
    const browser = new QueryClient();
    await restorePageState(browser, pageStateText(server));
    for (const key of [["listings", { page: 1 }], ["dotted"], ["at"], ["word"], ["none"], ["ids"]]) {
      expect(browser.getQueryData(key)).toEqual(server.getQueryData(key));
    }
    const { items } = browser.getQueryData<{ items: { createdAt: Date; category: object }[] }>([
      "listings",
      { page: 1 },
    ])!;
    expect(items[0]!.createdAt).toBeInstanceOf(Date);
    // One object in two places of an answer stays one object.
    expect(items[0]!.category).toBe(items[1]!.category);
    expect(browser.getQueryState(["missing"])?.error).toMatchObject({
      message: "Listing not found",
      data: { httpStatus: 404 },
    });
  });

  it("dates each restored answer from when the page arrived, so a page the server kept is not asked for again", async () => {
    const server = await renderedClient();
    const text = pageStateText(server);
    // The page arrives an hour after the server rendered it (from its copy for visitors).
    const arrived = when.getTime() + 3_600_000;
    vi.spyOn(Date, "now").mockReturnValue(arrived);
    const browser = new QueryClient();
    await restorePageState(browser, text);
    expect(browser.getQueryState(["listings", { page: 1 }])?.dataUpdatedAt).toBe(arrived);
    // A stay's page refreshes after 30 seconds (spec section 9): not stale on arrival.
    expect(
      browser
        .getQueryCache()
        .find({ queryKey: ["listings", { page: 1 }] })
        ?.isStaleByTime(30_000),
    ).toBe(false);
    // An error stays dated as it was: a "not found" answer is not made fresher than it is.
    expect(browser.getQueryState(["missing"])?.errorUpdatedAt).toBe(when.getTime());
  });
});
