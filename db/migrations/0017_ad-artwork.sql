CREATE TABLE "ad_artwork" (
	"ad_space_id" integer PRIMARY KEY NOT NULL,
	"sponsor_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"alt_text" text NOT NULL,
	"link_url" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_artwork" ADD CONSTRAINT "ad_artwork_ad_space_id_ad_spaces_id_fk" FOREIGN KEY ("ad_space_id") REFERENCES "public"."ad_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_artwork" ADD CONSTRAINT "ad_artwork_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_artwork" ADD CONSTRAINT "ad_artwork_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;