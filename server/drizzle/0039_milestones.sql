CREATE TABLE "contract_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"deliverable" text NOT NULL,
	"amount_minor" "positive_minor" NOT NULL,
	"due_on" date,
	"state" text DEFAULT 'awaiting_funding' NOT NULL,
	"funded_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"auto_release_at" timestamp with time zone,
	"auto_release_reminder_sent_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_milestones_state_valid" CHECK ("contract_milestones"."state" IN ('awaiting_funding', 'active', 'delivered', 'released', 'disputed', 'resolved', 'dropped')),
	CONSTRAINT "contract_milestones_position_range" CHECK ("contract_milestones"."position" BETWEEN 1 AND 10)
);
--> statement-breakpoint
CREATE TABLE "milestone_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bid_id" uuid NOT NULL,
	"proposed_by" uuid NOT NULL,
	"proposer_role" text NOT NULL,
	"milestones" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "milestone_proposals_role_valid" CHECK ("milestone_proposals"."proposer_role" IN ('buyer', 'seller')),
	CONSTRAINT "milestone_proposals_state_valid" CHECK ("milestone_proposals"."state" IN ('pending', 'agreed', 'answered'))
);
--> statement-breakpoint
ALTER TABLE "disputes" DROP CONSTRAINT "disputes_contract_id_unique";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_matches_kind";--> statement-breakpoint
DROP INDEX "ledger_accounts_contract_idx";--> statement-breakpoint
DROP INDEX "contract_deliveries_revision_idx";--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "milestones" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "milestone_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "milestone_id" uuid;--> statement-breakpoint
ALTER TABLE "contract_deliveries" ADD COLUMN "milestone_id" uuid;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "milestone_id" uuid;--> statement-breakpoint
-- Every contract made before milestones becomes one milestone of its whole amount, in the state
-- it was in. The milestone takes the contract's id, so the escrow account keeps its key
-- ("escrow:<id>:<currency>" names the milestone now) and the entries already written, which
-- cannot change, name the milestone by their contract.
INSERT INTO "contract_milestones" ("id", "contract_id", "position", "title", "deliverable",
  "amount_minor", "state", "funded_at", "delivered_at", "auto_release_at",
  "auto_release_reminder_sent_at", "closed_at", "created_at", "updated_at")
SELECT c."id", c."id", 1, left(g."title", 120), 'The whole of the work, delivered at once.',
  c."amount_minor",
  CASE c."state" WHEN 'completed' THEN 'released' WHEN 'cancelled' THEN 'dropped' ELSE c."state" END,
  c."funded_at", c."delivered_at", c."auto_release_at", c."auto_release_reminder_sent_at",
  c."closed_at", c."created_at", c."updated_at"
FROM "contracts" c JOIN "gigs" g ON g."id" = c."gig_id";--> statement-breakpoint
UPDATE "ledger_accounts" SET "milestone_id" = "contract_id" WHERE "kind" = 'escrow';--> statement-breakpoint
UPDATE "contract_deliveries" SET "milestone_id" = "contract_id";--> statement-breakpoint
UPDATE "disputes" SET "milestone_id" = "contract_id";--> statement-breakpoint
ALTER TABLE "contract_deliveries" ALTER COLUMN "milestone_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "disputes" ALTER COLUMN "milestone_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_milestones" ADD CONSTRAINT "contract_milestones_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_proposals" ADD CONSTRAINT "milestone_proposals_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_proposals" ADD CONSTRAINT "milestone_proposals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_milestones_position_idx" ON "contract_milestones" USING btree ("contract_id","position");--> statement-breakpoint
CREATE INDEX "contract_milestones_auto_release_idx" ON "contract_milestones" USING btree ("auto_release_at") WHERE "contract_milestones"."state" = 'delivered';--> statement-breakpoint
CREATE UNIQUE INDEX "milestone_proposals_one_pending_idx" ON "milestone_proposals" USING btree ("bid_id") WHERE "milestone_proposals"."state" = 'pending';--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_milestone_id_contract_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."contract_milestones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_milestone_id_contract_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."contract_milestones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_deliveries" ADD CONSTRAINT "contract_deliveries_milestone_id_contract_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."contract_milestones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_milestone_id_contract_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."contract_milestones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_milestone_idx" ON "ledger_accounts" USING btree ("milestone_id");--> statement-breakpoint
CREATE INDEX "contract_deliveries_contract_idx" ON "contract_deliveries" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "disputes_contract_idx" ON "disputes" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "ledger_accounts_contract_idx" ON "ledger_accounts" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_deliveries_revision_idx" ON "contract_deliveries" USING btree ("milestone_id","revision");--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_milestone_id_unique" UNIQUE("milestone_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_matches_kind" CHECK (CASE "ledger_accounts"."kind"
        WHEN 'escrow' THEN "ledger_accounts"."contract_id" IS NOT NULL AND "ledger_accounts"."milestone_id" IS NOT NULL
          AND "ledger_accounts"."user_id" IS NULL
        WHEN 'available' THEN "ledger_accounts"."user_id" IS NOT NULL AND "ledger_accounts"."contract_id" IS NULL
        WHEN 'withdrawal_hold' THEN "ledger_accounts"."user_id" IS NOT NULL AND "ledger_accounts"."contract_id" IS NULL
        ELSE "ledger_accounts"."user_id" IS NULL AND "ledger_accounts"."contract_id" IS NULL END);