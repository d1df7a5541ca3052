CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"resolved_name" text NOT NULL,
	"verified_name" text NOT NULL,
	"recipient_code" text,
	"state" text NOT NULL,
	"approved_by" uuid,
	"approval_reason" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_state_valid" CHECK ("bank_accounts"."state" IN ('active', 'needs_approval', 'approved_by_admin')),
	CONSTRAINT "bank_accounts_number_nuban" CHECK ("bank_accounts"."account_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "bank_accounts_approval_complete" CHECK ("bank_accounts"."state" <> 'approved_by_admin' OR ("bank_accounts"."approval_reason" IS NOT NULL AND "bank_accounts"."approved_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "local_bank_accounts" (
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"outcome" text NOT NULL,
	"owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_bank_accounts_number_nuban" CHECK ("local_bank_accounts"."account_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "local_bank_accounts_outcome_valid" CHECK ("local_bank_accounts"."outcome" IN ('paid', 'fails', 'reversed', 'processing'))
);
--> statement-breakpoint
CREATE TABLE "local_bank_transfers" (
	"reference" text PRIMARY KEY NOT NULL,
	"transfer_code" text NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settles_at" timestamp with time zone NOT NULL,
	"reverses_at" timestamp with time zone,
	CONSTRAINT "local_bank_transfers_transfer_code_unique" UNIQUE("transfer_code"),
	CONSTRAINT "local_bank_transfers_amount_positive" CHECK ("local_bank_transfers"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "local_checkouts" (
	"reference" text PRIMARY KEY NOT NULL,
	"charge_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"email" text NOT NULL,
	"callback_url" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "local_checkouts_status_valid" CHECK ("local_checkouts"."status" IN ('pending', 'success', 'failed', 'abandoned'))
);
--> statement-breakpoint
CREATE TABLE "payment_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"purpose" text NOT NULL,
	"contract_id" uuid,
	"checkout_url" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"provider_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"escrow_funded_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "payment_checkouts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_checkouts_amount_positive" CHECK ("payment_checkouts"."amount_minor" > 0),
	CONSTRAINT "payment_checkouts_fee_nonnegative" CHECK ("payment_checkouts"."fee_minor" >= 0),
	CONSTRAINT "payment_checkouts_currency_valid" CHECK ("payment_checkouts"."currency" = 'NGN'),
	CONSTRAINT "payment_checkouts_state_valid" CHECK ("payment_checkouts"."state" IN ('open', 'paid', 'failed', 'abandoned')),
	CONSTRAINT "payment_checkouts_purpose_matches_contract" CHECK (CASE "payment_checkouts"."purpose" WHEN 'escrow' THEN "payment_checkouts"."contract_id" IS NOT NULL
        WHEN 'top_up' THEN "payment_checkouts"."contract_id" IS NULL ELSE false END),
	CONSTRAINT "payment_checkouts_paid_has_time" CHECK ("payment_checkouts"."state" <> 'paid' OR "payment_checkouts"."paid_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"provider_transfer_code" text,
	"failure_reason" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processing_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_minor" > 0),
	CONSTRAINT "payouts_currency_valid" CHECK ("payouts"."currency" = 'NGN'),
	CONSTRAINT "payouts_state_valid" CHECK ("payouts"."state" IN ('requested', 'processing', 'paid', 'failed', 'reversed'))
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "checkout_id" uuid;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "payout_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_bank_accounts" ADD CONSTRAINT "local_bank_accounts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_user_number_idx" ON "bank_accounts" USING btree ("user_id","bank_code","account_number");--> statement-breakpoint
CREATE INDEX "bank_accounts_approval_idx" ON "bank_accounts" USING btree ("created_at") WHERE "bank_accounts"."state" = 'needs_approval';--> statement-breakpoint
CREATE UNIQUE INDEX "local_bank_accounts_number_idx" ON "local_bank_accounts" USING btree ("bank_code","account_number");--> statement-breakpoint
CREATE INDEX "local_bank_accounts_owner_idx" ON "local_bank_accounts" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "payment_checkouts_user_idx" ON "payment_checkouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_checkouts_open_idx" ON "payment_checkouts" USING btree ("created_at") WHERE "payment_checkouts"."state" = 'open';--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "payouts_unsettled_idx" ON "payouts" USING btree ("updated_at") WHERE "payouts"."state" IN ('requested', 'processing');--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_checkout_id_payment_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."payment_checkouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_checkout_kind_idx" ON "journal_entries" USING btree ("checkout_id","kind") WHERE "journal_entries"."checkout_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_payout_kind_idx" ON "journal_entries" USING btree ("payout_id","kind") WHERE "journal_entries"."payout_id" IS NOT NULL;