import type { Db } from "../client";
import { seedCatalog } from "./catalog";
import { seedDemo } from "./demo";
import { seedStore } from "./store";
import { refreshListingRating } from "../listing-rating";

export { seedCatalog } from "./catalog";
export type SeedOptions = {
  /** Add demo content when the listings table is empty. Default true. */
  demo?: boolean;
};

/** Safe on every start: the catalog is upserted, demo content only lands in an empty database. */
export async function seedDatabase(
  db: Db,
  options: SeedOptions = {},
): Promise<{ demo: { listings: number; articles: number } | null }> {
  await seedCatalog(db);
  await seedStore(db);
  const demo = options.demo === false ? null : await seedDemo(db);
  // Ratings come from reviews alone: this also clears ratings typed in before reviews existed.
  await refreshListingRating(db);
  return { demo };
}
