ALTER TABLE "listing_media" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_media" ADD COLUMN "removed_reason" text;--> statement-breakpoint
ALTER TABLE "listing_media" ADD COLUMN "removed_by" integer;--> statement-breakpoint
ALTER TABLE "listing_tips" ADD COLUMN "hidden_by" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by" integer;--> statement-breakpoint
ALTER TABLE "listing_media" ADD CONSTRAINT "listing_media_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_tips" ADD CONSTRAINT "listing_tips_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;