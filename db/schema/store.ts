import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./users";

export const storeCollections = pgTable("store_collections", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  image: text("image"),
  position: integer("position").notNull().default(0),
  archivedAt: timestamp("archived_at", { withTimezone: true }),
});

/** A member benefit a product fulfils at no charge (the decal pack for Luxe Explorer and up, US only). */
export type StoreBenefit = "decal_pack";

export const storeProducts = pgTable(
  "store_products",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    kind: text("kind").$type<"physical" | "digital">().notNull(),
    image: text("image").notNull(),
    collectionId: integer("collection_id").references(() => storeCollections.id, { onDelete: "set null" }),
    featured: boolean("featured").notNull().default(false),
    benefit: text("benefit").$type<StoreBenefit>(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("store_products_collection_idx").on(t.collectionId)],
);

export const storeVariants = pgTable(
  "store_variants",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => storeProducts.id, { onDelete: "cascade" }),
    sku: text("sku").notNull().unique(),
    name: text("name").notNull(),
    options: jsonb("options").$type<Record<string, string>>().notNull().default({}),
    /** Cents. */
    price: integer("price").notNull(),
    /** Cents by membership tier where members pay less (e.g. the travel guide free from Luxe Insider). */
    memberPrices: jsonb("member_prices").$type<Record<string, number>>().notNull().default({}),
    /** Units on hand; null for digital goods, which never run out. */
    stock: integer("stock"),
    position: integer("position").notNull().default(0),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (t) => [index("store_variants_product_idx").on(t.productId)],
);

/** A visitor's cart (by cookie token) or a member's (by user); a visitor's joins the member's at sign-in. */
export const storeCarts = pgTable("store_carts", {
  id: serial("id").primaryKey(),
  token: text("token").unique(),
  userId: integer("user_id")
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const storeCartItems = pgTable(
  "store_cart_items",
  {
    cartId: integer("cart_id")
      .notNull()
      .references(() => storeCarts.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => storeVariants.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.variantId] })],
);

export type OrderStatus = "pending" | "paid" | "held" | "shipped" | "fulfilled" | "refunded" | "canceled";
export type ShippingAddress = {
  name: string;
  line1: string;
  line2?: string | null;
  city: string;
  state?: string | null;
  postalCode: string;
  country: string;
};

export const storeOrders = pgTable(
  "store_orders",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email"),
    status: text("status").$type<OrderStatus>().notNull().default("pending"),
    subtotal: integer("subtotal").notNull(),
    shipping: integer("shipping").notNull().default(0),
    total: integer("total").notNull(),
    currency: text("currency").notNull().default("usd"),
    sessionId: text("session_id").unique(),
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>(),
    benefit: text("benefit").$type<StoreBenefit>(),
    tracking: text("tracking"),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
  },
  (t) => [
    index("store_orders_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("store_orders_one_benefit_idx").on(t.userId, t.benefit),
  ],
);

export const storeOrderItems = pgTable(
  "store_order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => storeOrders.id, { onDelete: "cascade" }),
    variantId: integer("variant_id").references(() => storeVariants.id, { onDelete: "set null" }),
    productName: text("product_name").notNull(),
    variantName: text("variant_name").notNull(),
    sku: text("sku").notNull(),
    unitPrice: integer("unit_price").notNull(),
    quantity: integer("quantity").notNull(),
    digital: boolean("digital").notNull(),
  },
  (t) => [index("store_order_items_order_idx").on(t.orderId)],
);
