CREATE TABLE "exchange_rates" (
	"source" text NOT NULL,
	"rate_date" date NOT NULL,
	"naira_per_usd_minor" bigint NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_source_rate_date_pk" PRIMARY KEY("source","rate_date"),
	CONSTRAINT "exchange_rates_source_valid" CHECK ("exchange_rates"."source" IN ('cbn', 'configured')),
	CONSTRAINT "exchange_rates_rate_positive" CHECK ("exchange_rates"."naira_per_usd_minor" > 0)
);
--> statement-breakpoint
CREATE INDEX "exchange_rates_rate_date_idx" ON "exchange_rates" USING btree ("rate_date");