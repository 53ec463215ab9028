import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { storeCollections, storeProducts, storeVariants } from "../schema";

type SeedVariant = {
  sku: string;
  name: string;
  options?: Record<string, string>;
  price: number;
  stock: number | null;
  memberPrices?: Record<string, number>;
};
type SeedProduct = {
  slug: string;
  name: string;
  description: string;
  kind: "physical" | "digital";
  collection: string;
  featured?: boolean;
  benefit?: "decal_pack";
  variants: SeedVariant[];
};

const STORE_COLLECTIONS = [
  {
    slug: "members-kit",
    name: "Members' kit",
    description: "Wear the Wildluxe mark on the trail and at the fire.",
    position: 1,
  },
  {
    slug: "field-guides",
    name: "Field guides",
    description: "Where to go and what to look for when you get there.",
    position: 2,
  },
  { slug: "camp-kitchen", name: "Camp kitchen", description: "Coffee at first light, supper over coals.", position: 3 },
] as const;

export const TRAVEL_GUIDE_SLUG = "wildluxe-travel-guide";

const PRODUCTS: SeedProduct[] = [
  {
    slug: TRAVEL_GUIDE_SLUG,
    name: "The Wildluxe Travel Guide",
    description:
      "Our field guide to the collection: 50+ pages of stays by region, what to pack for each kind of place, and the best stories from the journal. A PDF you can keep offline. Free for Luxe Insider and Luxe Elite members.",
    kind: "digital",
    collection: "field-guides",
    featured: true,
    variants: [{ sku: "GUIDE-PDF", name: "PDF", price: 4900, stock: null, memberPrices: { "2": 0, "3": 0 } }],
  },
  {
    slug: "wildluxe-decal-pack",
    name: "Wildluxe Decal Pack",
    description:
      "Six weatherproof vinyl decals for a cooler, a bottle or a van window. Free once for Luxe Explorer members and up, shipped to US addresses.",
    kind: "physical",
    collection: "members-kit",
    benefit: "decal_pack",
    variants: [{ sku: "DECAL-6", name: "Set of 6", price: 1200, stock: 250 }],
  },
  {
    slug: "canvas-camp-tote",
    name: "Canvas Camp Tote",
    description: "Heavy waxed canvas with leather handles, big enough for firewood or a weekend's groceries.",
    kind: "physical",
    collection: "members-kit",
    variants: [
      { sku: "TOTE-FOREST", name: "Forest", options: { colour: "Forest" }, price: 3800, stock: 40 },
      { sku: "TOTE-SAND", name: "Sand", options: { colour: "Sand" }, price: 3800, stock: 25 },
    ],
  },
  {
    slug: "merino-trail-beanie",
    name: "Merino Trail Beanie",
    description: "Soft merino rib knit that stays warm when damp. One size.",
    kind: "physical",
    collection: "members-kit",
    variants: [
      { sku: "BEANIE-FOREST", name: "Forest", options: { colour: "Forest" }, price: 3200, stock: 18 },
      { sku: "BEANIE-CLAY", name: "Clay", options: { colour: "Clay" }, price: 3200, stock: 3 },
    ],
  },
  {
    slug: "wildluxe-hoodie",
    name: "Wildluxe Hoodie",
    description: "Brushed organic cotton with the Wildluxe pines on the chest. Relaxed fit.",
    kind: "physical",
    collection: "members-kit",
    variants: [
      { sku: "HOODIE-S", name: "S", options: { size: "S" }, price: 7800, stock: 10 },
      { sku: "HOODIE-M", name: "M", options: { size: "M" }, price: 7800, stock: 14 },
      { sku: "HOODIE-L", name: "L", options: { size: "L" }, price: 7800, stock: 9 },
      { sku: "HOODIE-XL", name: "XL", options: { size: "XL" }, price: 7800, stock: 0 },
    ],
  },
  {
    slug: "night-sky-field-guide",
    name: "Night Sky Field Guide",
    description: "A pocket guide to the constellations and dark-sky places, printed on water-resistant paper.",
    kind: "physical",
    collection: "field-guides",
    variants: [{ sku: "NIGHTSKY-BOOK", name: "Paperback", price: 2800, stock: 30 }],
  },
  {
    slug: "enamel-camp-mug",
    name: "Enamel Camp Mug",
    description: "Twelve ounces of speckled enamel steel that goes from the fire to the table.",
    kind: "physical",
    collection: "camp-kitchen",
    variants: [
      { sku: "MUG-FOREST", name: "Forest", options: { colour: "Forest" }, price: 2200, stock: 60 },
      { sku: "MUG-SAND", name: "Sand", options: { colour: "Sand" }, price: 2200, stock: 0 },
    ],
  },
  {
    slug: "pour-over-coffee-kit",
    name: "Pour-over Coffee Kit",
    description: "A steel dripper, hand grinder and two mugs in a canvas roll: good coffee wherever you wake up.",
    kind: "physical",
    collection: "camp-kitchen",
    variants: [{ sku: "COFFEE-KIT", name: "Kit", price: 6500, stock: 12 }],
  },
  {
    slug: "cast-iron-skillet",
    name: "Cast Iron Skillet",
    description: "A ten-inch pre-seasoned skillet for campfire breakfasts, with a helper handle.",
    kind: "physical",
    collection: "camp-kitchen",
    variants: [{ sku: "SKILLET-10", name: "10 inch", price: 5400, stock: 8 }],
  },
];

/** The store's opening catalogue, written once into an empty store (admins edit it from then on). */
export async function seedStore(db: Db) {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(storeProducts);
  if (Number(count) > 0) return;
  const collections = await db
    .insert(storeCollections)
    .values(STORE_COLLECTIONS.map((c) => ({ ...c, image: `/images/store/${c.slug}.svg` })))
    .onConflictDoNothing()
    .returning({ id: storeCollections.id, slug: storeCollections.slug });
  const collectionId = new Map(collections.map((c) => [c.slug, c.id]));
  for (const p of PRODUCTS) {
    const [product] = await db
      .insert(storeProducts)
      .values({
        slug: p.slug,
        name: p.name,
        description: p.description,
        kind: p.kind,
        image: `/images/store/${p.slug}.svg`,
        collectionId: collectionId.get(p.collection) ?? null,
        featured: p.featured ?? false,
        benefit: p.benefit ?? null,
      })
      .returning({ id: storeProducts.id });
    await db.insert(storeVariants).values(
      p.variants.map((v, position) => ({
        ...v,
        options: v.options ?? {},
        memberPrices: v.memberPrices ?? {},
        productId: product!.id,
        position,
      })),
    );
  }
}
