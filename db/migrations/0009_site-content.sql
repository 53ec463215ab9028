CREATE TABLE "site_content" (
	"key" text PRIMARY KEY NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"published_by" integer,
	"draft" jsonb,
	"draft_saved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	"restored_from" integer
);
--> statement-breakpoint
ALTER TABLE "site_content" ADD CONSTRAINT "site_content_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_content_versions" ADD CONSTRAINT "site_content_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_content_versions_key_idx" ON "site_content_versions" USING btree ("key","published_at");