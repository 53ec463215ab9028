import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { storeCollections, storeProducts, storeVariants } from "../../../db/schema";
import { notFound } from "../../lib/errors";
import { ownedDigital } from "./digital";
import { memberOffer, priceFor, stockNote } from "./pricing";

/** The reader: their tier prices the products; a member's id marks the downloads they own. */
export type StoreReader = { membershipTier: number; id?: number } | null | undefined;
const tierOf = (reader: StoreReader) => Math.max(0, reader?.membershipTier ?? 0);

const liveProduct = isNull(storeProducts.archivedAt);

/** Products with their live variants, priced for the reader. */
async function withVariants(db: Db, products: Array<typeof storeProducts.$inferSelect>, reader: StoreReader) {
  if (!products.length) return [];
  const variants = await db
    .select()
    .from(storeVariants)
    .where(
      and(
        inArray(
          storeVariants.productId,
          products.map((p) => p.id),
        ),
        isNull(storeVariants.archivedAt),
      ),
    )
    .orderBy(asc(storeVariants.position), asc(storeVariants.id));
  const tier = tierOf(reader);
  const digital = products.filter((p) => p.kind === "digital").map((p) => p.id);
  const owned = reader?.id !== undefined ? await ownedDigital(db, reader.id, digital) : new Map<number, number>();
  return products.map((p) => {
    const own = variants
      .filter((v) => v.productId === p.id)
      .map((v) => ({
        id: v.id,
        sku: v.sku,
        name: v.name,
        options: v.options,
        regularPrice: v.price,
        price: priceFor(v, tier),
        memberOffer: memberOffer(v),
        stock: v.stock,
        available: v.stock === null || v.stock > 0,
        stockNote: stockNote(v.stock),
      }));
    const prices = own.map((v) => v.price);
    return {
      id: p.id,
      slug: p.slug,
      name: p.name,
      description: p.description,
      kind: p.kind,
      image: p.image,
      collectionId: p.collectionId,
      featured: p.featured,
      benefit: p.benefit,
      variants: own,
      fromPrice: prices.length ? Math.min(...prices) : null,
      soldOut: own.every((v) => !v.available),
      /** The member's order that delivers this download, when they own it (one per customer). */
      ownedOrderId: owned.get(p.id) ?? null,
    };
  });
}

export async function listStoreCollections(db: Db) {
  return db
    .select({
      id: storeCollections.id,
      slug: storeCollections.slug,
      name: storeCollections.name,
      description: storeCollections.description,
      image: storeCollections.image,
    })
    .from(storeCollections)
    .where(isNull(storeCollections.archivedAt))
    .orderBy(asc(storeCollections.position), asc(storeCollections.id));
}

/** Every live product, featured first then by name; optionally one collection's. */
export async function listStoreProducts(db: Db, reader: StoreReader, collectionId?: number) {
  const rows = await db
    .select()
    .from(storeProducts)
    .where(collectionId === undefined ? liveProduct : and(liveProduct, eq(storeProducts.collectionId, collectionId)))
    .orderBy(asc(storeProducts.name));
  return withVariants(db, rows, reader);
}

/** A collection by id or slug, with its products. */
export async function getStoreCollection(db: Db, reader: StoreReader, idOrSlug: number | string) {
  const [collection] = await db
    .select({
      id: storeCollections.id,
      slug: storeCollections.slug,
      name: storeCollections.name,
      description: storeCollections.description,
      image: storeCollections.image,
    })
    .from(storeCollections)
    .where(
      and(
        isNull(storeCollections.archivedAt),
        typeof idOrSlug === "number" ? eq(storeCollections.id, idOrSlug) : eq(storeCollections.slug, idOrSlug),
      ),
    );
  if (!collection) throw notFound("Collection not found.");
  return { ...collection, products: await listStoreProducts(db, reader, collection.id) };
}

export async function getStoreProduct(db: Db, reader: StoreReader, slug: string) {
  const [row] = await db
    .select()
    .from(storeProducts)
    .where(and(liveProduct, eq(storeProducts.slug, slug)));
  if (!row) throw notFound("Product not found.");
  const [product] = await withVariants(db, [row], reader);
  return product!;
}

/** The product /direct-shop sells straight away: the featured one, else the first. */
export async function featuredStoreProduct(db: Db, reader: StoreReader) {
  const [row] = await db
    .select()
    .from(storeProducts)
    .where(liveProduct)
    .orderBy(asc(storeProducts.featured), asc(storeProducts.id))
    .limit(1);
  const [featured] = await db
    .select()
    .from(storeProducts)
    .where(and(liveProduct, eq(storeProducts.featured, true)))
    .orderBy(asc(storeProducts.id))
    .limit(1);
  const chosen = featured ?? row;
  if (!chosen) throw notFound("The store has nothing for sale right now.");
  const [product] = await withVariants(db, [chosen], reader);
  return product!;
}
