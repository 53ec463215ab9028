CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"url" text NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_booked_nights" (
	"feed_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"night" date NOT NULL,
	CONSTRAINT "feed_booked_nights_feed_id_night_pk" PRIMARY KEY("feed_id","night")
);
--> statement-breakpoint
CREATE TABLE "listing_blocked_nights" (
	"listing_id" integer NOT NULL,
	"night" date NOT NULL,
	CONSTRAINT "listing_blocked_nights_listing_id_night_pk" PRIMARY KEY("listing_id","night")
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "max_guests" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "min_nights" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_booked_nights" ADD CONSTRAINT "feed_booked_nights_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_booked_nights" ADD CONSTRAINT "feed_booked_nights_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_blocked_nights" ADD CONSTRAINT "listing_blocked_nights_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_feeds_listing_idx" ON "calendar_feeds" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "feed_booked_nights_listing_idx" ON "feed_booked_nights" USING btree ("listing_id","night");