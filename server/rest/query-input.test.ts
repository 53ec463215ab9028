import { describe, expect, it } from "vitest";
import { z } from "zod";
import { historyInput } from "../services/community/points";
import { adminPropertyQuery } from "../services/admin/properties";
import { availabilitySearchQuery } from "../services/availability/rules";
import { queryValues } from "./query-input";

const search = z.object({
  page: z.number().int().min(1).default(1),
  price: z.number({ error: "price must be a number." }).optional(),
  open: z.boolean().optional(),
  since: z.date().nullable().optional(),
  piped: z.number().pipe(z.number().max(9)).optional(),
  word: z.string().optional(),
});

describe("queryValues: a query's text as the schema's fields want it", () => {
  it("reads numbers, booleans and dates where a field wants one, through default, optional, nullable and pipe", () => {
    const values = queryValues(search, {
      page: "2",
      price: "-12.5",
      open: "false",
      since: "2024-03-01",
      piped: "7",
      word: "12",
    });
    expect(values).toEqual({ page: 2, price: -12.5, open: false, since: new Date("2024-03-01"), piped: 7, word: "12" });
    expect(search.parse(values)).toMatchObject({ page: 2, price: -12.5, open: false, piped: 7 });
    // A flag in a URL is also 1 or 0 (`flexible=1`).
    expect(queryValues(search, { open: "1" })).toEqual({ open: true });
    expect(queryValues(search, { open: "0" })).toEqual({ open: false });
  });

  it("leaves text that is not a plain decimal, true/false/1/0 or a calendar date as it is, so the schema answers", () => {
    for (const text of ["", " 12", "0x10", "1e3", "Infinity", "cheap", "1,000"]) {
      expect(queryValues(search, { price: text })).toEqual({ price: text });
      expect(search.safeParse(queryValues(search, { price: text })).error?.issues[0]?.message).toBe(
        "price must be a number.",
      );
    }
    expect(queryValues(search, { open: "yes", since: "March 5" })).toEqual({ open: "yes", since: "March 5" });
    expect(queryValues(search, { open: "2" })).toEqual({ open: "2" });
    expect(queryValues(search, { since: "2024-13-45" })).toEqual({ since: "2024-13-45" });
  });

  it("passes fields the schema does not name through untouched", () => {
    expect(queryValues(search, { other: "3" })).toEqual({ other: "3" });
  });

  it("finds the fields of the app's query schemas: prefault, refined objects, intersections and unions", () => {
    expect(historyInput.parse(queryValues(historyInput, { page: "3", limit: "5" }))).toEqual({ page: 3, limit: 5 });
    const property = queryValues(adminPropertyQuery, { tier: "2", featured: "true", category: "12", page: "4" });
    // category is an id or a slug (a union that reads text itself): its text is left to it.
    expect(property).toEqual({ tier: 2, featured: "true", category: "12", page: 4 });
    expect(adminPropertyQuery.parse(property)).toMatchObject({ tier: 2, featured: true, category: 12, page: 4 });
    const stay = { from: "2030-01-01", to: "2030-01-03" };
    expect(queryValues(availabilitySearchQuery, { ...stay, guests: "2", page: "1", limit: "10" })).toEqual({
      ...stay,
      guests: 2,
      page: 1,
      limit: 10,
    });
  });
});
