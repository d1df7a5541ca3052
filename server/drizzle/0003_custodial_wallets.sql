CREATE TABLE "local_custody_wallets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"address" text NOT NULL,
	"encrypted_private_key" text NOT NULL,
	"usdc_balance" bigint DEFAULT 0 NOT NULL,
	"native_balance" numeric(78, 0) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_custody_wallets_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "local_custody_wallets_address_unique" UNIQUE("address")
);
--> statement-breakpoint
CREATE TABLE "user_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"activity_type" text NOT NULL,
	"description" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_activities_type_valid" CHECK ("user_activities"."activity_type" IN ('wallet_created', 'wallet_creation_pending'))
);
--> statement-breakpoint
CREATE TABLE "user_wallets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"circle_wallet_id" text,
	"wallet_address" text,
	"wallet_state" text DEFAULT 'PENDING' NOT NULL,
	"blockchain" text NOT NULL,
	"account_type" text,
	"custody_type" text,
	"wallet_set_id" text,
	"description" text,
	"balance_usdc" bigint DEFAULT 0 NOT NULL,
	"balance_matic" numeric(78, 0) DEFAULT '0' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"provider" text NOT NULL,
	"idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"balances_read_at" timestamp with time zone,
	"creation_attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_wallets_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "user_wallets_wallet_address_unique" UNIQUE("wallet_address"),
	CONSTRAINT "user_wallets_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "user_wallets_state_valid" CHECK ("user_wallets"."wallet_state" IN ('LIVE', 'FROZEN', 'PENDING')),
	CONSTRAINT "user_wallets_live_has_address" CHECK ("user_wallets"."wallet_state" = 'PENDING' OR "user_wallets"."wallet_address" IS NOT NULL),
	CONSTRAINT "user_wallets_balances_non_negative" CHECK ("user_wallets"."balance_usdc" >= 0 AND "user_wallets"."balance_matic" >= 0)
);
--> statement-breakpoint
ALTER TABLE "user_activities" ADD CONSTRAINT "user_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_wallets" ADD CONSTRAINT "user_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_activities_user_id_idx" ON "user_activities" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_wallets_state_idx" ON "user_wallets" USING btree ("wallet_state");