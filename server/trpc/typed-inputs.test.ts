import type { inferRouterInputs } from "@trpc/server";
import type { TRPCClient } from "@trpc/client";
import { describe, expectTypeOf, it } from "vitest";
import type { AppRouter } from "./router";

/**
 * A script on the typed client (examples/list-listings.ts) gets numbers, enums and dates typed: a wrong
 * value is a type error where it is written, not a 400 when it runs. These lines are checked by
 * `npm run typecheck`: an `@ts-expect-error` whose line type-checks (an input widened to `unknown`,
 * as `z.coerce` does) fails it. Query strings are read into these types by the REST layer
 * (server/rest/query-input.ts).
 */
type Client = TRPCClient<AppRouter>;
type Inputs = inferRouterInputs<AppRouter>;
type ListingsList = Client["listings"]["list"]["query"];
type AdminProperties = Client["admin"]["properties"]["list"]["query"];
type SaveSettings = Client["admin"]["settings"]["save"]["mutate"];

describe("typed client inputs", () => {
  it("types the listing search's numbers and enums", () => {
    expectTypeOf<NonNullable<Inputs["listings"]["list"]>["page"]>().toEqualTypeOf<number | undefined>();
    expectTypeOf<NonNullable<Inputs["listings"]["list"]>["tier"]>().toEqualTypeOf<number | undefined>();
    expectTypeOf<ListingsList>().toBeCallableWith({
      page: 2,
      limit: 25,
      tier: 1,
      minRating: 4.5,
      minPrice: 100,
      sort: "rating",
    });
    // @ts-expect-error page is a number
    expectTypeOf<ListingsList>().toBeCallableWith({ page: "first" });
    // @ts-expect-error tier is a number
    expectTypeOf<ListingsList>().toBeCallableWith({ tier: {} });
    // @ts-expect-error minPrice is a number, not its text
    expectTypeOf<ListingsList>().toBeCallableWith({ minPrice: "100" });
    // @ts-expect-error sort is one of the listing sorts
    expectTypeOf<ListingsList>().toBeCallableWith({ sort: "cheapest" });
  });

  it("types the admin lists' filters and pages", () => {
    expectTypeOf<AdminProperties>().toBeCallableWith({ tier: 2, featured: true, page: 1 });
    // @ts-expect-error tier is a number
    expectTypeOf<AdminProperties>().toBeCallableWith({ tier: {} });
    // @ts-expect-error limit is a number
    expectTypeOf<Client["admin"]["users"]["list"]["query"]>().toBeCallableWith({ limit: "all" });
    // @ts-expect-error role is all, admin or member
    expectTypeOf<Client["admin"]["users"]["list"]["query"]>().toBeCallableWith({ role: "owner" });
    // @ts-expect-error page is a number
    expectTypeOf<Client["admin"]["activity"]["list"]["query"]>().toBeCallableWith({ page: "2" });
    // @ts-expect-error limit is a number
    expectTypeOf<Client["admin"]["errors"]["query"]>().toBeCallableWith({ limit: "50" });
    // @ts-expect-error maxListings is a number
    expectTypeOf<SaveSettings>().toBeCallableWith({ siteName: "W", contactEmail: "a@b.co", maxListings: "12" });
  });

  it("types members' pages, counts and dates", () => {
    // @ts-expect-error limit is a number
    expectTypeOf<Client["points"]["history"]["query"]>().toBeCallableWith({ limit: "abc" });
    // @ts-expect-error limit is a number
    expectTypeOf<Client["recommendations"]["trending"]["query"]>().toBeCallableWith({ limit: "3" });
    // @ts-expect-error minNights is a number
    expectTypeOf<Client["availability"]["setMinNights"]["mutate"]>().toBeCallableWith({ listingId: 1, minNights: "3" });
    const stay = { from: "2030-01-01", to: "2030-01-03" };
    expectTypeOf<Client["availability"]["search"]["query"]>().toBeCallableWith({ ...stay, guests: 2 });
    // @ts-expect-error guests is a number
    expectTypeOf<Client["availability"]["search"]["query"]>().toBeCallableWith({ ...stay, guests: "2" });
    type ArticleDate = Inputs["admin"]["journal"]["create"]["createdAt"];
    expectTypeOf<ArticleDate>().toEqualTypeOf<Date | string | undefined>();
  });
});
