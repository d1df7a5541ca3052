CREATE TABLE "bank_account_lookups" (
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"looked_up_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_account_lookups_bank_code_account_number_pk" PRIMARY KEY("bank_code","account_number")
);
--> statement-breakpoint
CREATE TABLE "provider_balance_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"currency" text NOT NULL,
	"ledger_minor" bigint NOT NULL,
	"provider_minor" bigint NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event" text NOT NULL,
	"reference" text,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'received' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "provider_events_state_valid" CHECK ("provider_events"."state" IN ('received', 'processed', 'ignored', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "payment_checkouts" DROP CONSTRAINT "payment_checkouts_state_valid";--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "send_attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "provider_status" text;--> statement-breakpoint
CREATE INDEX "provider_balance_checks_checked_idx" ON "provider_balance_checks" USING btree ("checked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_events_event_reference_idx" ON "provider_events" USING btree ("provider","event","reference");--> statement-breakpoint
CREATE INDEX "provider_events_received_idx" ON "provider_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "provider_events_unprocessed_idx" ON "provider_events" USING btree ("received_at") WHERE "provider_events"."state" IN ('received', 'failed');--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_review_has_reason" CHECK ("payment_checkouts"."state" <> 'needs_review' OR "payment_checkouts"."review_reason" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_state_valid" CHECK ("payment_checkouts"."state" IN ('open', 'paid', 'failed', 'abandoned', 'needs_review'));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_provider_status_valid" CHECK ("payouts"."provider_status" IS NULL OR "payouts"."provider_status" IN ('pending', 'received', 'otp', 'success', 'failed', 'abandoned', 'blocked', 'rejected', 'reversed'));