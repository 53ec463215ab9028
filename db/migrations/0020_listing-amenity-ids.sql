ALTER TABLE "listings" ADD COLUMN "amenity_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_amenity_ids_idx" ON "listings" USING gin ("amenity_ids");