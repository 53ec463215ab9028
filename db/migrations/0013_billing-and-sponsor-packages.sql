DROP TABLE "sponsor_tiers" CASCADE;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "membership_cancel_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "membership_next_tier" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "membership_next_tier_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "ad_placements" integer DEFAULT 0 NOT NULL;