CREATE TABLE "bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gig_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"amount_micros" bigint NOT NULL,
	"delivery_days" integer NOT NULL,
	"cover_letter" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bids_state_valid" CHECK ("bids"."state" IN ('pending', 'accepted', 'rejected', 'withdrawn')),
	CONSTRAINT "bids_amount_positive" CHECK ("bids"."amount_micros" > 0),
	CONSTRAINT "bids_delivery_days_range" CHECK ("bids"."delivery_days" BETWEEN 1 AND 365)
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gig_id" uuid NOT NULL,
	"bid_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"amount_micros" bigint NOT NULL,
	"fee_bps" integer NOT NULL,
	"state" text DEFAULT 'awaiting_funding' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_bid_id_unique" UNIQUE("bid_id"),
	CONSTRAINT "contracts_state_valid" CHECK ("contracts"."state" IN ('awaiting_funding', 'active', 'delivered', 'completed', 'disputed', 'resolved', 'cancelled')),
	CONSTRAINT "contracts_amount_positive" CHECK ("contracts"."amount_micros" > 0),
	CONSTRAINT "contracts_fee_bps_range" CHECK ("contracts"."fee_bps" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "gigs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"property_state" text NOT NULL,
	"property_address" text NOT NULL,
	"budget_min_micros" bigint NOT NULL,
	"budget_max_micros" bigint,
	"budget_sort_micros" bigint GENERATED ALWAYS AS (coalesce(budget_max_micros, budget_min_micros)) STORED NOT NULL,
	"bid_deadline" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', description), 'B') || setweight(to_tsvector('english', property_address), 'C')) STORED NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gigs_state_valid" CHECK ("gigs"."state" IN ('open', 'in_progress', 'completed', 'cancelled', 'expired')),
	CONSTRAINT "gigs_budget_positive" CHECK ("gigs"."budget_min_micros" > 0),
	CONSTRAINT "gigs_budget_order" CHECK ("gigs"."budget_max_micros" IS NULL OR "gigs"."budget_max_micros" >= "gigs"."budget_min_micros")
);
--> statement-breakpoint
CREATE TABLE "lifecycle_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"href" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"gig_id" uuid,
	"purpose" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "stored_files_type_valid" CHECK ("stored_files"."content_type" IN ('application/pdf', 'image/jpeg', 'image/png'))
);
--> statement-breakpoint
DROP INDEX "reviews_created_at_idx";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "contract_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reviewer_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reviewee_id" uuid;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gigs" ADD CONSTRAINT "gigs_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lifecycle_events" ADD CONSTRAINT "lifecycle_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bids_one_pending_per_seller_idx" ON "bids" USING btree ("gig_id","seller_id") WHERE "bids"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "bids_gig_idx" ON "bids" USING btree ("gig_id","state");--> statement-breakpoint
CREATE INDEX "bids_seller_idx" ON "bids" USING btree ("seller_id","state","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_one_live_per_gig_idx" ON "contracts" USING btree ("gig_id") WHERE "contracts"."state" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "contracts_buyer_idx" ON "contracts" USING btree ("buyer_id","state");--> statement-breakpoint
CREATE INDEX "contracts_seller_idx" ON "contracts" USING btree ("seller_id","state");--> statement-breakpoint
CREATE INDEX "gigs_search_idx" ON "gigs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "gigs_open_newest_idx" ON "gigs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "gigs"."state" = 'open';--> statement-breakpoint
CREATE INDEX "gigs_open_budget_idx" ON "gigs" USING btree ("budget_sort_micros" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "gigs"."state" = 'open';--> statement-breakpoint
CREATE INDEX "gigs_open_place_idx" ON "gigs" USING btree ("property_state","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "gigs"."state" = 'open';--> statement-breakpoint
CREATE INDEX "gigs_open_category_idx" ON "gigs" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "gigs"."state" = 'open';--> statement-breakpoint
CREATE INDEX "gigs_buyer_idx" ON "gigs" USING btree ("buyer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gigs_deadline_idx" ON "gigs" USING btree ("state","bid_deadline");--> statement-breakpoint
CREATE INDEX "lifecycle_events_entity_idx" ON "lifecycle_events" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stored_files_gig_idx" ON "stored_files" USING btree ("gig_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewee_id_users_id_fk" FOREIGN KEY ("reviewee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_reviewee_idx" ON "reviews" USING btree ("reviewee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_reviewer_idx" ON "reviews" USING btree ("contract_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at" DESC NULLS FIRST);