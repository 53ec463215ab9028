ALTER TABLE "listings" ADD COLUMN "nightly_price" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "weekend_price" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "cleaning_fee" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_nightly_price_idx" ON "listings" USING btree ("nightly_price");