import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../../db/client";
import { categories, listings, regions } from "../../../../db/schema";
import type { AppDeps } from "../../../deps";
import { appCache } from "../../../lib/cache";
import { PUBLIC_PREFIX, PUBLIC_TTL_MS } from "../../../lib/public-reads";
import { liveListing } from "../../listings/cards";
import { canAccessListing, type ListingViewer } from "@shared/access";
import { buildSuggestIndex, type Suggestable, type SuggestIndex } from "./suggest-index";
import { matchSuggestions } from "./suggest-match";

const SUGGEST_MAX_CHARS = 100;

export const suggestQuery = z.object({
  q: z
    .string({ error: "q is required: the text typed so far." })
    .max(SUGGEST_MAX_CHARS, `q can be at most ${SUGGEST_MAX_CHARS} characters.`)
    .trim()
    .min(1, "q must have at least 1 character."),
});

/** A suggestion as a reader gets it: a stay above their tier is offered as the lists show it, locked. */
export type Suggestion =
  Exclude<Suggestable, { kind: "stay" }> | (Extract<Suggestable, { kind: "stay" }> & { locked: boolean });

async function loadIndex(db: Db): Promise<SuggestIndex> {
  const [stays, catalogue] = await Promise.all([
    db
      .select({
        id: listings.id,
        name: listings.name,
        slug: listings.slug,
        location: listings.location,
        tierLevel: listings.tierLevel,
        rating: listings.rating,
        categoryId: listings.categoryId,
        regionSlug: regions.slug,
        latitude: listings.latitude,
        longitude: listings.longitude,
      })
      .from(listings)
      .leftJoin(regions, eq(listings.regionId, regions.id))
      .where(liveListing),
    db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories),
  ]);
  return buildSuggestIndex(stays, catalogue);
}

/**
 * The index of one app (by its metrics, as its cache): built on the first suggestion, built again when a write
 * drops the public reads (here or in another process: what visitors see changed) or once it is older than the
 * public reads live.
 */
type Holder = {
  index: SuggestIndex | null;
  version: number;
  builtVersion: number;
  builtAt: number;
  building: { version: number; promise: Promise<SuggestIndex> } | null;
};
const holders = new WeakMap<object, Holder>();

function holderOf(deps: Pick<AppDeps, "metrics">): Holder {
  let holder = holders.get(deps.metrics);
  if (!holder) {
    const created: Holder = { index: null, version: 0, builtVersion: -1, builtAt: 0, building: null };
    appCache(deps.metrics).onInvalidate((prefix) => {
      if (PUBLIC_PREFIX.startsWith(prefix)) created.version++;
    });
    holders.set(deps.metrics, (holder = created));
  }
  return holder;
}

function rebuild(holder: Holder, db: Db): Promise<SuggestIndex> {
  if (holder.building?.version === holder.version) return holder.building.promise;
  const version = holder.version;
  const promise = loadIndex(db)
    .then((index) => {
      // Newer than the one kept, if not the newest: still stale when a write came meanwhile, so built again.
      if (version >= holder.builtVersion) Object.assign(holder, { index, builtVersion: version, builtAt: Date.now() });
      return index;
    })
    .finally(() => {
      if (holder.building?.promise === promise) holder.building = null;
    });
  holder.building = { version, promise };
  return promise;
}

/**
 * The index to answer from: built on the first suggestion, and again, waited for, once a write dropped the public
 * reads (so no answer, kept with them, names a stay a list no longer shows). One older than the public reads live
 * answers while the next is built in the background.
 */
async function currentIndex(deps: Pick<AppDeps, "db" | "metrics" | "logger">): Promise<SuggestIndex> {
  const holder = holderOf(deps);
  if (!holder.index || holder.builtVersion !== holder.version) return rebuild(holder, deps.db);
  if (Date.now() - holder.builtAt > PUBLIC_TTL_MS && !holder.building) {
    rebuild(holder, deps.db).catch((err: unknown) => deps.logger.error({ err }, "the typeahead index was not rebuilt"));
  }
  return holder.index;
}

/** Typeahead: up to 8 destinations (with their stays), categories and stays by name for what was typed. */
export async function suggest(
  deps: Pick<AppDeps, "db" | "metrics" | "logger">,
  viewer: ListingViewer,
  q: string,
): Promise<{ suggestions: Suggestion[] }> {
  const found = matchSuggestions(await currentIndex(deps), q);
  return {
    suggestions: found.map((s) => (s.kind === "stay" ? { ...s, locked: !canAccessListing(viewer, s) } : s)),
  };
}
