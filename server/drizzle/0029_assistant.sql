CREATE TABLE "assistant_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_conversation_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"ended_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "assistant_conversations_provider_conversation_id_unique" UNIQUE("provider_conversation_id"),
	CONSTRAINT "assistant_conversations_status_valid" CHECK ("assistant_conversations"."status" IN ('active', 'ended')),
	CONSTRAINT "assistant_conversations_ended_consistent" CHECK (("assistant_conversations"."status" = 'ended') = ("assistant_conversations"."ended_at" IS NOT NULL)),
	CONSTRAINT "assistant_conversations_ended_by_valid" CHECK ("assistant_conversations"."ended_by" IS NULL OR "assistant_conversations"."ended_by" IN ('visitor', 'job'))
);
--> statement-breakpoint
CREATE TABLE "assistant_unanswered_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"times_asked" integer DEFAULT 1 NOT NULL,
	"first_asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_unanswered_questions_question_unique" UNIQUE("question"),
	CONSTRAINT "assistant_unanswered_questions_times_positive" CHECK ("assistant_unanswered_questions"."times_asked" > 0)
);
--> statement-breakpoint
CREATE INDEX "assistant_conversations_active_idx" ON "assistant_conversations" USING btree ("created_at") WHERE "assistant_conversations"."status" = 'active';--> statement-breakpoint
CREATE INDEX "assistant_unanswered_questions_last_asked_idx" ON "assistant_unanswered_questions" USING btree ("last_asked_at");