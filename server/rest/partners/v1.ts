import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { requireScope } from "../../auth/api-key";
import { badRequest, invalidInput } from "../../lib/errors";
import { listCategories, listRegions } from "../../services/listings/catalog";
import { searchListingsInFull } from "../../services/listings/listings";
import { listingQuery } from "../../services/listings/listing-query";
import { getListingBySlug } from "../../services/listings/stay-by-slug";
import { appCache } from "../../lib/cache";
import { proposeEdit } from "../../services/owners/requests";
import { ownerStayPatch } from "../../services/owners/stay-input";
import { currentUser, parseWith, type AppEnv } from "../http";
import { invalidates } from "../public-cache";
import { queryField, readQuery } from "../query-input";
import { listingAvailability } from "../../services/availability/reads";
import { listingAvailabilityQuery } from "../../services/availability/rules";
import { aiSearchText } from "../../services/search/ai-search";
import { searchDatesQuery } from "../../services/availability/search-dates";
import {
  AiSearchPage,
  Availability,
  AvailabilityQuery,
  Category,
  EditResult,
  ErrorBody,
  Listing,
  ListingFilters,
  ListingPage,
  ListingWithAmenities,
  Region,
  SlugParam,
} from "./v1-schemas";

// The partner API answers as a visitor would see the site, whatever the key's member's tier: tier-gated stays give
// only their teaser. The typed client's partner procedures answer a key the same way (server/trpc/init.ts).
const PUBLIC_VIEWER = null;

const errors = (...statuses: Array<400 | 401 | 403 | 404 | 409 | 429>) =>
  Object.fromEntries(
    statuses.map((s) => [s, { description: ERROR_TEXT[s], content: { "application/json": { schema: ErrorBody } } }]),
  );
const ERROR_TEXT = {
  400: "Invalid input",
  401: "Missing, invalid or revoked key",
  403: "The key lacks the scope",
  404: "Not found",
  409: "Conflicts with the stay's state",
  429: "Over the key's rate limit (see Retry-After)",
};
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const security = [{ bearerKey: [] }];

type Row = Awaited<ReturnType<typeof searchListingsInFull>>["items"][number];

function toPartnerListing(origin: string, row: Row): z.infer<typeof Listing> {
  const absolute = (path: string) => new URL(path, origin).toString();
  return {
    slug: row.slug,
    name: row.name,
    location: row.location,
    category: row.category ? { slug: row.category.slug, name: row.category.name } : null,
    region: row.region ? { slug: row.region.slug, name: row.region.name } : null,
    tierLevel: row.tierLevel,
    locked: row.locked,
    rating: Math.round(row.rating * 10) / 10,
    teaser: row.teaser,
    description: row.description,
    mainImage: absolute(row.mainImage),
    gallery: row.gallery.map(absolute),
    bookingUrl: row.externalUrl,
    url: absolute(`/listings/${row.slug}`),
    latitude: row.latitude,
    longitude: row.longitude,
    featured: row.featured,
    price:
      row.nightlyPrice === null
        ? null
        : {
            currency: row.currency,
            nightly: row.nightlyPrice,
            weekend: row.weekendPrice,
            cleaningFee: row.cleaningFee,
          },
    updatedAt: row.updatedAt.toISOString(),
    ...(row.distanceKm !== undefined ? { distanceKm: row.distanceKm } : {}),
    ...("stay" in row && row.stay ? { stay: row.stay } : {}),
  };
}

const encodeCursor = (page: number) => Buffer.from(JSON.stringify({ page })).toString("base64url");
function decodeCursor(cursor: string | undefined): number {
  if (!cursor) return 1;
  try {
    const page = (JSON.parse(Buffer.from(cursor, "base64url").toString()) as { page?: unknown }).page;
    if (typeof page === "number" && Number.isInteger(page) && page >= 1 && page <= 10_000) return page;
  } catch {
    // falls through to the message below
  }
  throw badRequest("cursor: not a cursor this API gave out.");
}

const listListings = createRoute({
  method: "get",
  path: "/listings",
  middleware: [requireScope("listings:read")] as const,
  summary: "List stays",
  description: "Live stays, filtered and sorted, a page at a time. Follow `nextCursor` for the next page.",
  security,
  request: { query: ListingFilters },
  responses: { 200: json(ListingPage, "A page of stays"), ...errors(400, 401, 403, 429) },
});

const getListing = createRoute({
  method: "get",
  path: "/listings/{slug}",
  middleware: [requireScope("listings:read")] as const,
  summary: "One stay",
  security,
  request: { params: SlugParam },
  responses: { 200: json(ListingWithAmenities, "The stay"), ...errors(401, 403, 404, 429) },
});

const editListing = createRoute({
  method: "patch",
  path: "/listings/{slug}",
  middleware: [invalidates("public"), requireScope("listings:write")] as const,
  summary: "Edit one of your own stays",
  description:
    "Owners only, on stays they manage. Send just the fields that change. A stay still waiting for approval changes at once; a live stay's edit waits for a Wildluxe admin, and the site shows the approved text until then.",
  security,
  request: { params: SlugParam, body: { required: true, content: { "application/json": { schema: ownerStayPatch } } } },
  responses: { 200: json(EditResult, "Applied, or waiting for approval"), ...errors(400, 401, 403, 404, 429) },
});

const availabilityRoute = createRoute({
  method: "get",
  path: "/listings/{slug}/availability",
  middleware: [requireScope("availability:read")] as const,
  summary: "A stay's nights and whether dates can be booked",
  description:
    "Each night's state from `from` up to the night before `to` (available, blocked by the owner, or booked through the owner's synced calendars), and whether the whole stay can be booked: every night free, at least the stay's minimum nights, and no more guests than it sleeps. Tier-gated stays answer 403.",
  security,
  request: { params: SlugParam, query: AvailabilityQuery },
  responses: { 200: json(Availability, "The stay's nights"), ...errors(400, 401, 403, 404, 429) },
});

const searchRoute = createRoute({
  method: "get",
  path: "/search",
  middleware: [requireScope("search:read")] as const,
  summary: "AI search: stays for a request in a person's own words, each with what it matched and missed",
  security,
  request: {
    query: ListingFilters.pick({
      q: true,
      limit: true,
      checkin: true,
      checkout: true,
      guests: true,
      flexible: true,
    }).extend({
      q: ListingFilters.shape.q
        .unwrap()
        .min(1)
        .openapi({ example: "treehouse with a hot tub in the Pacific Northwest" }),
      limit: queryField(z.number().int().min(1).max(12).default(12)),
    }),
  },
  responses: { 200: json(AiSearchPage, "Best matches first"), ...errors(400, 401, 403, 429) },
});

const categoriesRoute = createRoute({
  method: "get",
  path: "/categories",
  middleware: [requireScope("listings:read")] as const,
  summary: "Categories of stay, with how many live stays each has",
  security,
  responses: { 200: json(Category.array(), "Every category"), ...errors(401, 403, 429) },
});

const regionsRoute = createRoute({
  method: "get",
  path: "/regions",
  middleware: [requireScope("listings:read")] as const,
  summary: "Regions of the world stays are grouped by",
  security,
  responses: { 200: json(Region.array(), "Every region"), ...errors(401, 403, 429) },
});

/** /api/v1: the versioned partner API, described by /api/v1/openapi.json from the same schemas. */
export function partnerApiV1() {
  const api = new OpenAPIHono<AppEnv>({
    // Invalid input is thrown, so it answers in the app's one error shape (server/app.ts onError).
    defaultHook: (result) => {
      if (!result.success) throw invalidInput(result.error);
    },
  });
  const origin = (c: { get: (k: "deps") => { env: { APP_URL: string } } }) => c.get("deps").env.APP_URL;

  api.openapi(listListings, async (c) => {
    const { q, cursor, ...filters } = c.req.valid("query");
    const page = decodeCursor(cursor);
    const { db, metrics } = c.get("deps");
    const result = await searchListingsInFull(
      db,
      appCache(metrics),
      PUBLIC_VIEWER,
      parseWith(listingQuery, { ...filters, search: q, page }),
    );
    // A capped total means more stays match than it says, beyond this page too.
    const more = !result.totalIsExact || page * result.limit < result.total;
    return c.json(
      {
        data: result.items.map((row) => toPartnerListing(origin(c), row)),
        total: result.total,
        totalIsExact: result.totalIsExact,
        nextCursor: more ? encodeCursor(page + 1) : null,
        dates: result.dates,
        notes: result.notes,
      },
      200,
    );
  });

  api.openapi(getListing, async (c) => {
    const row = await getListingBySlug(c.get("deps").db, PUBLIC_VIEWER, c.req.valid("param").slug);
    const amenities = row.amenities.map((a) => ({ name: a.name, category: a.category }));
    return c.json({ ...toPartnerListing(origin(c), row), amenities }, 200);
  });

  api.openapi(editListing, async (c) => {
    const db = c.get("deps").db;
    const stay = await getListingBySlug(db, currentUser(c), c.req.valid("param").slug);
    const result = await proposeEdit(db, currentUser(c), stay.id, c.req.valid("json"));
    return c.json(
      result.applied
        ? { status: "applied" as const }
        : { status: "pending_approval" as const, requestId: result.requestId },
      200,
    );
  });

  api.openapi(availabilityRoute, async (c) => {
    const query = readQuery(c, listingAvailabilityQuery);
    return c.json(await listingAvailability(c.get("deps").db, PUBLIC_VIEWER, c.req.valid("param").slug, query), 200);
  });

  api.openapi(searchRoute, async (c) => {
    const { q, limit, ...when } = c.req.valid("query");
    // The dates' rules across fields (both or neither, in order, not past): the same as every search's.
    const dates = parseWith(searchDatesQuery, when);
    const { intent, relaxed, results, ...page } = await aiSearchText(c.get("deps"), PUBLIC_VIEWER, q, [], dates);
    const data = results
      .slice(0, limit)
      .map(({ listing, matched, missing }) => ({ ...toPartnerListing(origin(c), listing), matched, missing }));
    return c.json({ data, total: data.length, intent, relaxed, dates: page.dates, notes: page.notes }, 200);
  });

  api.openapi(categoriesRoute, async (c) => {
    const rows = await listCategories(c.get("deps").db);
    return c.json(
      rows.map(({ slug, name, description, count }) => ({ slug, name, description, count: Number(count) })),
      200,
    );
  });

  api.openapi(regionsRoute, async (c) => {
    const rows = await listRegions(c.get("deps").db);
    return c.json(
      rows.map(({ slug, name, description }) => ({ slug, name, description })),
      200,
    );
  });

  api.openAPIRegistry.registerComponent("securitySchemes", "bearerKey", {
    type: "http",
    scheme: "bearer",
    description:
      "A partner API key from /partner/api, sent as `Authorization: Bearer wlx_...`. It works on this API only (and on the same reads through the typed tRPC client); anywhere else on /api a request with a key gets 401.",
  });
  api.doc31("/openapi.json", (c) => ({
    openapi: "3.1.0",
    info: {
      title: "Wildluxe Partner API",
      version: "1.0.0",
      description: [
        "Put Wildluxe stays into your own product. Every call needs a key from /partner/api; each key may make a limited number of calls a minute.",
        "A key works only on this API, and on the same reads through the typed tRPC client (`listings.list`, `listings.bySlug`, `catalog.categories`, `catalog.regions`, `availability.listing`, `search.ai`), each with the scope of its endpoint here. Anywhere else on /api a request with a key gets 401 (`API keys work only on the partner API (/api/v1).`): a key is never a member's session.",
        "A key sees what a visitor sees, whatever its member's membership tier: a tier-gated stay answers with its teaser only. It acts as its member only to edit the member's own stays (`listings:write`).",
        "A key stops working when it is revoked on /partner/api, and all of a member's keys stop when the member changes their password or email, signs out everywhere, or the account is disabled or deleted.",
      ].join("\n\n"),
    },
    servers: [{ url: `${c.get("deps").env.APP_URL}/api/v1` }],
  }));
  return api;
}
