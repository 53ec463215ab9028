CREATE TABLE "demo_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_entitlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer,
	"item_name" text NOT NULL,
	"stripe_session_id" text NOT NULL,
	"stripe_subscription_id" text,
	"subscription" jsonb,
	"token_hash" text NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_entitlements_stripe_session_id_unique" UNIQUE("stripe_session_id"),
	CONSTRAINT "pending_entitlements_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "pending_entitlements" ADD CONSTRAINT "pending_entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_entitlements_user_idx" ON "pending_entitlements" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pending_entitlements_subscription_idx" ON "pending_entitlements" USING btree ("stripe_subscription_id");