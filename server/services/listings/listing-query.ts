import { z } from "zod";
import { BOUNDS_FORMAT, readBoundsText } from "@shared/map-bounds";
import { idInput, idOrSlug } from "../../lib/inputs";
import { checkSearchDates, searchDateFields } from "../availability/search-dates";

// What a listings search takes, as its routes parse it (tRPC's input, the REST query, the partner API).

const LISTING_SORTS = ["relevance", "rating", "newest", "price-asc", "price-desc"] as const;
/** The most a night may cost, in whole currency units. */
export const MAX_NIGHTLY = 100_000;

// Errors name the field ("bounds.west: must be between -180 and 180.").
const coordinate = (limit: 90 | 180) =>
  z
    .number({ error: "must be a number." })
    .min(-limit, `must be between -${limit} and ${limit}.`)
    .max(limit, `must be between -${limit} and ${limit}.`);

/**
 * A map area: "west,south,east,north" in degrees (as URLs carry it) or the same four as an object.
 * West above east is an area across the antimeridian; south must lie below north.
 */
const boundsInput = z.preprocess(
  (value) => (typeof value === "string" ? (readBoundsText(value) ?? value) : value),
  z
    .object(
      { west: coordinate(180), south: coordinate(90), east: coordinate(180), north: coordinate(90) },
      { error: `bounds must be four numbers: ${BOUNDS_FORMAT}.` },
    )
    .refine((b) => b.south < b.north, "bounds south must be below north."),
);

export const listingQuery = z
  .object({
    search: z.string().trim().max(200, "search can be at most 200 characters.").optional(),
    mode: z.enum(["all-keywords", "any"]).optional(),
    category: idOrSlug.optional(),
    region: idOrSlug.optional(),
    tier: z.number().int().min(0).max(3).optional(),
    amenities: z.array(idInput).max(40).optional(),
    minRating: z.number().min(0).max(5).optional(),
    /** Whole currency units per night (the card's "from $X"). */
    minPrice: z
      .number({ error: "minPrice must be a number." })
      .int("minPrice must be a whole number.")
      .min(0, "minPrice cannot be negative.")
      .max(MAX_NIGHTLY, `minPrice can be at most ${MAX_NIGHTLY}.`)
      .optional(),
    maxPrice: z
      .number({ error: "maxPrice must be a number." })
      .int("maxPrice must be a whole number.")
      .min(1, "maxPrice must be at least 1.")
      .max(MAX_NIGHTLY, `maxPrice can be at most ${MAX_NIGHTLY}.`)
      .optional(),
    bounds: boundsInput.optional(),
    sort: z.enum(LISTING_SORTS).optional(),
    page: z.number().int().min(1).max(10_000).default(1),
    limit: z.number().int().min(1).max(100).optional(),
    ...searchDateFields,
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: "minPrice must not be above maxPrice.",
    path: ["minPrice"],
  })
  .superRefine(checkSearchDates);

/**
 * A search as its route parsed it (tRPC's input, the REST query): the service does not parse it again. `moved` is
 * never a route's: the second part of a flexible search, the stays free only on moved dates (findFlexible).
 */
export type ListingSearch = z.output<typeof listingQuery> & { moved?: boolean };
