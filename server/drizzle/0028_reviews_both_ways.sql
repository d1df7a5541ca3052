-- Until now nothing wrote reviews but fixtures, which carry no side, window or contract: they go.
DELETE FROM "reviews";--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"reporter_id" uuid,
	"reason" text NOT NULL,
	"decision" text,
	"decision_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_decision_valid" CHECK ("review_reports"."decision" IN ('kept', 'hidden')),
	CONSTRAINT "review_reports_decided_together" CHECK (("review_reports"."decision" IS NULL) = ("review_reports"."decided_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "review_windows" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"prompted_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_rating_range";--> statement-breakpoint
DROP INDEX "reviews_reviewee_idx";--> statement-breakpoint
DROP INDEX "reviews_one_per_reviewer_idx";--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "contract_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "reviewee_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reviewer_role" text NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "quality" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "timeliness" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "communication" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "value" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "clarity" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "responsiveness" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "resolved_by_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_windows" ADD CONSTRAINT "review_windows_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_one_per_reporter_idx" ON "review_reports" USING btree ("review_id","reporter_id");--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("created_at") WHERE "review_reports"."decision" IS NULL;--> statement-breakpoint
CREATE INDEX "reviews_reviewee_idx" ON "reviews" USING btree ("reviewee_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_reviewer_idx" ON "reviews" USING btree ("contract_id","reviewer_role");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_stars_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5
        AND coalesce("reviews"."quality", 1) BETWEEN 1 AND 5 AND coalesce("reviews"."timeliness", 1) BETWEEN 1 AND 5
        AND coalesce("reviews"."communication", 1) BETWEEN 1 AND 5 AND coalesce("reviews"."value", 1) BETWEEN 1 AND 5
        AND coalesce("reviews"."clarity", 1) BETWEEN 1 AND 5 AND coalesce("reviews"."responsiveness", 1) BETWEEN 1 AND 5);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_role_valid" CHECK ("reviews"."reviewer_role" IN ('client', 'professional'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_not_of_oneself" CHECK ("reviews"."reviewer_id" IS DISTINCT FROM "reviews"."reviewee_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_comment_length" CHECK (char_length("reviews"."comment") <= 2000);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_low_rating_explained" CHECK ("reviews"."rating" >= 3 OR char_length("reviews"."comment") >= 20);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_has_reason" CHECK ("reviews"."hidden_at" IS NULL OR "reviews"."hidden_reason" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_dated" CHECK (("reviews"."reply" IS NULL) = ("reviews"."replied_at" IS NULL));