import { z } from "@hono/zod-openapi";
import { EXACT_COUNT_UP_TO } from "../../services/listings/listings";
import { queryField } from "../query-input";
import { FLEXIBLE_DAYS, searchDateFields } from "../../services/availability/search-dates";

// The partner API's wire shapes (v1). The same schemas validate requests and generate /api/v1/openapi.json.

export const ErrorBody = z
  .object({
    error: z.string().openapi({ example: "Listing not found." }),
    message: z.string(),
    code: z.enum([
      "BAD_REQUEST",
      "UNAUTHORIZED",
      "FORBIDDEN",
      "NOT_FOUND",
      "CONFLICT",
      "TOO_MANY_REQUESTS",
      "INTERNAL",
      "UNAVAILABLE",
      "PAYLOAD_TOO_LARGE",
      "UNSUPPORTED_MEDIA_TYPE",
    ]),
  })
  .openapi("Error");

const Ref = z.object({ slug: z.string(), name: z.string() }).nullable();

export const Listing = z
  .object({
    slug: z.string().openapi({ example: "cedar-hollow-treehouse" }),
    name: z.string(),
    location: z.string(),
    category: Ref,
    region: Ref,
    tierLevel: z
      .number()
      .int()
      .min(0)
      .max(3)
      .openapi({ description: "0 = open to everyone; 1-3 = Luxe Explorer, Insider, Elite." }),
    locked: z.boolean().openapi({ description: "True for tier-gated stays: only the public teaser is given." }),
    rating: z.number(),
    teaser: z.string().openapi({ description: "A plain-text preview of the description (about 120 characters)." }),
    description: z.string().nullable().openapi({ description: "Full description HTML; null when locked." }),
    mainImage: z.string().url(),
    gallery: z.array(z.string().url()),
    bookingUrl: z.string().url().nullable(),
    url: z.string().url().openapi({ description: "The stay's page on Wildluxe." }),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    featured: z.boolean(),
    price: z
      .object({
        currency: z.string().openapi({ example: "USD" }),
        nightly: z
          .number()
          .int()
          .openapi({ description: "Per night, in the currency's minor unit (cents).", example: 28500 }),
        weekend: z
          .number()
          .int()
          .nullable()
          .openapi({ description: "Friday and Saturday nights, when they cost more." }),
        cleaningFee: z.number().int().nullable(),
      })
      .nullable()
      .openapi({
        description: "Shown, never charged here: booking happens at bookingUrl. Null when the stay has no price yet.",
      }),
    updatedAt: z.string().openapi({ format: "date-time" }),
    distanceKm: z.number().int().optional().openapi({
      description:
        "On a search near a place (`near Seattle`, `within 2 hours of Denver`): how far the stay is from it, in km.",
      example: 85,
    }),
    stay: z
      .object({
        checkin: z.string().openapi({ example: "2027-06-11" }),
        checkout: z.string().openapi({ example: "2027-06-14" }),
        nights: z.number().int(),
        total: z.number().int().openapi({
          description:
            "The stay's total in cents: each night at its rate (weekend nights at the weekend rate) and the cleaning fee once.",
          example: 114000,
        }),
        currency: z.string(),
        shifted: z.boolean().openapi({
          description:
            "True when the stay is free only on nearby dates (`flexible`): `checkin` and `checkout` are those.",
        }),
      })
      .optional()
      .openapi({ description: "With `checkin` and `checkout`: the dates that work for this stay and their total." }),
  })
  .openapi("Listing");

/** The dates and guests a search applied; null without dates. */
const SearchDates = z
  .object({
    checkin: z.string(),
    checkout: z.string(),
    nights: z.number().int(),
    guests: z.number().int(),
    flexible: z.boolean(),
  })
  .nullable()
  .openapi("SearchDates", { description: "The dates and guests the search applied; null without dates." });

export const ListingWithAmenities = Listing.extend({
  amenities: z.array(z.object({ name: z.string(), category: z.string() })),
}).openapi("ListingDetail");

export const ListingPage = z
  .object({
    data: z.array(Listing),
    total: z
      .number()
      .int()
      .openapi({
        description: `How many stays match when \`totalIsExact\`; otherwise the count stopped here (at ${EXACT_COUNT_UP_TO.toLocaleString("en-US")}, or at the end of this page when it lies further) and more stays match.`,
      }),
    totalIsExact: z.boolean().openapi({ description: "Whether `total` is every match or a lower bound." }),
    nextCursor: z
      .string()
      .nullable()
      .openapi({ description: "Pass as `cursor` for the next page; null on the last page." }),
    dates: SearchDates,
    notes: z.array(z.string()).openapi({
      description:
        "What the search applied (a price read from `q`), relaxed or did not know, in words (`Price: under $300 a night.`).",
    }),
  })
  .openapi("ListingPage");

export const AiSearchPage = z
  .object({
    data: z.array(
      Listing.extend({
        matched: z
          .array(z.string())
          .openapi({ description: "What of the request this stay has, e.g. Treehouses, Pacific Northwest, Hot Tub." }),
        missing: z.array(z.string()).openapi({ description: "What of the request this stay does not have." }),
      }).openapi("SearchResult"),
    ),
    total: z.number().int(),
    intent: z
      .object({
        categories: z.array(z.string()),
        kindWords: z.array(z.string()).openapi({
          description:
            "The words that named the kind of stay (`chalet`, `yurt`): stays whose name says one rank first.",
        }),
        regions: z.array(z.string()),
        places: z.array(z.string()).openapi({ description: "Countries, states, towns or landscapes named." }),
        near: z
          .object({ place: z.string(), km: z.number() })
          .nullable()
          .openapi({ description: "A search near a place: stays by distance from it, at first within `km`." }),
        amenities: z.array(z.string()),
        tier: z.number().int().nullable(),
        minRating: z.number().nullable(),
        price: z
          .object({ min: z.number().int().nullable(), max: z.number().int().nullable(), cheap: z.boolean() })
          .nullable()
          .openapi({
            description:
              "A price named in the words, whole currency units a night (`under $300`: max 300); `cheap` (`cheap`, `budget`) is the lowest-priced third of the stays.",
          }),
        words: z.array(z.string()),
      })
      .openapi({
        description:
          "How the words were understood: category and region slugs, places, a place searched near, amenity names, a price, free words.",
      }),
    relaxed: z.array(z.string()).openapi({ description: "Wishes dropped because no stay matched them all." }),
    dates: SearchDates,
    notes: z.array(z.string()).openapi({
      description:
        "What the search applied or did not know, in words (`We don't know 'Xyzzy' yet: we searched for it as a word.`).",
    }),
  })
  .openapi("AiSearchPage");

export const ListingFilters = z.object({
  q: z.string().trim().max(200).optional().openapi({ description: "Words to search names, places and descriptions." }),
  category: z.string().max(80).optional().openapi({ example: "treehouses" }),
  region: z.string().max(80).optional().openapi({ example: "pacific-northwest" }),
  tier: queryField(z.number().int().min(0).max(3).optional()),
  minRating: queryField(z.number().min(0).max(5).optional()),
  minPrice: queryField(z.number().int().min(0).optional()).openapi({
    description: "Lowest nightly price, in whole currency units.",
  }),
  maxPrice: queryField(z.number().int().min(1).optional()).openapi({
    description: "Highest nightly price, in whole currency units.",
  }),
  sort: z.enum(["relevance", "rating", "newest", "price-asc", "price-desc"]).optional(),
  limit: queryField(z.number().int().min(1).max(100).default(20)),
  cursor: z.string().max(100).optional(),
  checkin: z.string().max(10).optional().openapi({
    description:
      "Arrival date, YYYY-MM-DD, with `checkout`: only stays free every night (and taking that many nights) come back, each with its `stay` total. Not in the past.",
    example: "2027-06-11",
  }),
  checkout: z.string().max(10).optional().openapi({
    description: "Departure date, YYYY-MM-DD; after `checkin`, at most 365 nights ahead and 60 nights after it.",
    example: "2027-06-14",
  }),
  guests: queryField(searchDateFields.guests).openapi({
    description: "Guests, 1 to 20: only stays that sleep that many.",
    example: 2,
  }),
  flexible: queryField(searchDateFields.flexible).openapi({
    description: `1 (or true): also stays free on the same nights up to ${FLEXIBLE_DAYS} days earlier or later, after those free on the dates asked for.`,
  }),
});

export const Category = z
  .object({ slug: z.string(), name: z.string(), description: z.string().nullable(), count: z.number().int() })
  .openapi("Category");

export const Region = z.object({ slug: z.string(), name: z.string(), description: z.string() }).openapi("Region");

export const SlugParam = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .openapi({ param: { name: "slug", in: "path" }, example: "cedar-hollow-treehouse" }),
});

export const EditResult = z
  .object({
    status: z
      .enum(["applied", "pending_approval"])
      .openapi({ description: "applied: the stay changed now; pending_approval: an admin approves it first." }),
    requestId: z.number().int().optional(),
  })
  .openapi("EditResult");

export const AvailabilityQuery = z.object({
  from: z.string().openapi({ description: "Arrival date, YYYY-MM-DD; not in the past.", example: "2027-06-12" }),
  to: z.string().openapi({
    description: "Departure date, YYYY-MM-DD; after `from`, at most 365 nights ahead.",
    example: "2027-06-15",
  }),
  guests: z.string().optional().openapi({ description: "Guests, 1 to 20 (default 1).", example: "2" }),
});

export const Availability = z
  .object({
    slug: z.string(),
    from: z.string(),
    to: z.string(),
    nights: z.number().int(),
    guests: z.number().int(),
    minNights: z.number().int(),
    maxGuests: z.number().int(),
    nightly: z.array(z.object({ date: z.string(), state: z.enum(["available", "blocked", "booked"]) })),
    bookable: z.boolean(),
    reasons: z.array(z.string()).openapi({ description: "Why the stay cannot be booked as asked; empty when it can." }),
  })
  .openapi("Availability");
