import type { Db } from "../../../db/client";
import type { TtlCache } from "../../lib/cache";
import { notFound } from "../../lib/errors";
import { sharedRead } from "../../lib/public-reads";
import { isAdminUser } from "@shared/access";
import { visibleListing } from "./access";
import { type ListingViewer } from "@shared/access";
import { readListing } from "./listings";

type Listing = Awaited<ReturnType<typeof readListing>>;

/** A stay waiting for approval: its owner's and the admins' to read, never an answer kept for a tier. */
class AwaitingApproval extends Error {
  constructor(readonly listing: Listing) {
    super("This stay is waiting for approval.");
  }
}

/**
 * A stay as `viewer` may see it, with its amenities. An approved stay reads the same for every
 * reader at one tier (visibleListing looks at the tier alone), so given the cache its answer is
 * kept per tier with the other shared reads (sharedRead, decision 011): a member's stay page runs
 * no query for it while nothing changed. A stay waiting for approval is seen only by its owner and
 * the admins, and is never kept.
 */
export async function getListingBySlug(
  db: Db,
  viewer: (NonNullable<ListingViewer> & { id?: number }) | null | undefined,
  slug: string,
  cache?: TtlCache,
) {
  const load = async () => {
    const listing = await readListing(db, slug);
    if (!listing.approved) throw new AwaitingApproval(listing);
    return visibleListing(viewer, listing);
  };
  try {
    return await (cache ? sharedRead(cache, viewer, "listings.bySlug", { slug }, load) : load());
  } catch (error) {
    if (!(error instanceof AwaitingApproval)) throw error;
    if (!(viewer && (isAdminUser(viewer) || error.listing.ownerId === viewer.id))) throw notFound("Listing not found.");
    return visibleListing(viewer, error.listing);
  }
}
