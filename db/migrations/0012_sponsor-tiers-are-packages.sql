DROP TABLE "sponsor_tiers" CASCADE;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "ad_placements" integer DEFAULT 0 NOT NULL;