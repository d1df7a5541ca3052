CREATE TABLE "local_custody_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wallet_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"amount_micros" bigint NOT NULL,
	"destination_address" text,
	"idempotency_key" text NOT NULL,
	"state" text NOT NULL,
	"tx_hash" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "local_custody_transfers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "local_custody_transfers_amount_positive" CHECK ("local_custody_transfers"."amount_micros" > 0),
	CONSTRAINT "local_custody_transfers_state_valid" CHECK ("local_custody_transfers"."state" IN ('PENDING', 'COMPLETE', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"contract_id" uuid,
	"user_id" uuid,
	"transfer_id" uuid,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_kind_valid" CHECK ("journal_entries"."kind" IN ('deposit', 'fund_escrow', 'release', 'refund', 'split', 'withdrawal_hold', 'withdrawal_complete', 'withdrawal_return'))
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"contract_id" uuid,
	"balance_micros" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_key_unique" UNIQUE("key"),
	CONSTRAINT "ledger_accounts_kind_valid" CHECK ("ledger_accounts"."kind" IN ('available', 'withdrawal_hold', 'escrow', 'platform_fees', 'external')),
	CONSTRAINT "ledger_accounts_not_negative" CHECK ("ledger_accounts"."balance_micros" >= 0),
	CONSTRAINT "ledger_accounts_owner_matches_kind" CHECK (("ledger_accounts"."kind" IN ('available', 'withdrawal_hold')) = ("ledger_accounts"."user_id" IS NOT NULL)
        AND ("ledger_accounts"."kind" = 'escrow') = ("ledger_accounts"."contract_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_micros" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_postings_amount_not_zero" CHECK ("ledger_postings"."amount_micros" <> 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"provider" text NOT NULL,
	"provider_transfer_id" text,
	"source" text NOT NULL,
	"amount_micros" bigint NOT NULL,
	"destination_address" text,
	"tx_hash" text,
	"state" text NOT NULL,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transfers_direction_valid" CHECK ("wallet_transfers"."direction" IN ('deposit', 'withdrawal')),
	CONSTRAINT "wallet_transfers_state_valid" CHECK ("wallet_transfers"."state" IN ('pending', 'complete', 'failed')),
	CONSTRAINT "wallet_transfers_amount_positive" CHECK ("wallet_transfers"."amount_micros" > 0)
);
--> statement-breakpoint
CREATE TABLE "contract_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"report" text NOT NULL,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"opened_by" uuid NOT NULL,
	"opener_role" text NOT NULL,
	"reason" text NOT NULL,
	"response" text,
	"responded_at" timestamp with time zone,
	"outcome" text,
	"seller_micros" bigint,
	"buyer_micros" bigint,
	"resolution_note" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_contract_id_unique" UNIQUE("contract_id"),
	CONSTRAINT "disputes_opener_role_valid" CHECK ("disputes"."opener_role" IN ('buyer', 'seller')),
	CONSTRAINT "disputes_outcome_valid" CHECK ("disputes"."outcome" IS NULL OR "disputes"."outcome" IN ('release', 'refund', 'split')),
	CONSTRAINT "disputes_shares_not_negative" CHECK (coalesce("disputes"."seller_micros", 0) >= 0 AND coalesce("disputes"."buyer_micros", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "funded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "auto_release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "auto_release_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "email_wanted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "delivery_id" uuid;--> statement-breakpoint
ALTER TABLE "local_custody_transfers" ADD CONSTRAINT "local_custody_transfers_wallet_id_local_custody_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."local_custody_wallets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_deliveries" ADD CONSTRAINT "contract_deliveries_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "local_custody_transfers_inbound_idx" ON "local_custody_transfers" USING btree ("direction","created_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "journal_entries_contract_idx" ON "journal_entries" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_transfer_kind_idx" ON "journal_entries" USING btree ("transfer_id","kind");--> statement-breakpoint
CREATE INDEX "ledger_accounts_user_idx" ON "ledger_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_entry_idx" ON "ledger_postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transfers_provider_ref_idx" ON "wallet_transfers" USING btree ("provider","provider_transfer_id");--> statement-breakpoint
CREATE INDEX "wallet_transfers_user_idx" ON "wallet_transfers" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wallet_transfers_pending_idx" ON "wallet_transfers" USING btree ("direction","updated_at") WHERE "wallet_transfers"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "contract_deliveries_revision_idx" ON "contract_deliveries" USING btree ("contract_id","revision");--> statement-breakpoint
CREATE INDEX "disputes_open_idx" ON "disputes" USING btree ("created_at") WHERE "disputes"."resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX "contracts_auto_release_idx" ON "contracts" USING btree ("auto_release_at") WHERE "contracts"."state" = 'delivered';--> statement-breakpoint
CREATE INDEX "notifications_email_outbox_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."email_wanted" AND "notifications"."emailed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stored_files_delivery_idx" ON "stored_files" USING btree ("delivery_id");