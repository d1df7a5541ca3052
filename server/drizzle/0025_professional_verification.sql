CREATE TABLE "professional_verifications" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"profession" text,
	"year_of_call" integer,
	"surcon_number" text,
	"submitted_at" timestamp with time zone,
	"identity_verified_at" timestamp with time zone,
	"registration_checked_at" timestamp with time zone,
	"register_checked_on" date,
	"practising_fee_year" integer,
	"kyc_provider" text,
	"kyc_match_score" real,
	"kyc_threshold" real,
	"kyc_passed" boolean,
	"kyc_consent_text" text,
	"kyc_checked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professional_verifications_profession_valid" CHECK ("professional_verifications"."profession" IN ('lawyer', 'surveyor')),
	CONSTRAINT "professional_verifications_register_date_with_check" CHECK (("professional_verifications"."registration_checked_at" IS NULL) = ("professional_verifications"."register_checked_on" IS NULL)),
	CONSTRAINT "professional_verifications_kyc_complete" CHECK ("professional_verifications"."kyc_checked_at" IS NULL OR ("professional_verifications"."kyc_provider" IS NOT NULL AND "professional_verifications"."kyc_match_score" IS NOT NULL AND "professional_verifications"."kyc_threshold" IS NOT NULL AND "professional_verifications"."kyc_passed" IS NOT NULL AND "professional_verifications"."kyc_consent_text" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "profile_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"filepath" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_documents_filepath_unique" UNIQUE("filepath"),
	CONSTRAINT "profile_documents_kind_valid" CHECK ("profile_documents"."kind" IN ('government_id', 'selfie_with_id', 'other')),
	CONSTRAINT "profile_documents_type_valid" CHECK ("profile_documents"."content_type" IN ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "profile_documents_size_positive" CHECK ("profile_documents"."size_bytes" > 0),
	CONSTRAINT "profile_documents_path_is_owners" CHECK ("profile_documents"."filepath" LIKE "profile_documents"."user_id"::text || '/profile_documents/%')
);
--> statement-breakpoint
CREATE TABLE "verification_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"admin_id" uuid,
	"decision" text NOT NULL,
	"reason" text,
	"id_matches_name" boolean DEFAULT false NOT NULL,
	"selfie_matches_id" boolean DEFAULT false NOT NULL,
	"register_checked_on" date,
	"practising_fee_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_reviews_decision_valid" CHECK ("verification_reviews"."decision" IN ('verified', 'rejected')),
	CONSTRAINT "verification_reviews_rejection_has_reason" CHECK ("verification_reviews"."decision" <> 'rejected' OR "verification_reviews"."reason" IS NOT NULL),
	CONSTRAINT "verification_reviews_verified_was_checked" CHECK ("verification_reviews"."decision" <> 'verified' OR ("verification_reviews"."id_matches_name" AND "verification_reviews"."selfie_matches_id" AND "verification_reviews"."register_checked_on" IS NOT NULL)),
	CONSTRAINT "verification_reviews_not_own" CHECK ("verification_reviews"."admin_id" IS DISTINCT FROM "verification_reviews"."user_id")
);
--> statement-breakpoint
ALTER TABLE "professional_verifications" ADD CONSTRAINT "professional_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_documents" ADD CONSTRAINT "profile_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_reviews" ADD CONSTRAINT "verification_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_reviews" ADD CONSTRAINT "verification_reviews_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "professional_verifications_queue_idx" ON "professional_verifications" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "profile_documents_user_idx" ON "profile_documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_reviews_user_idx" ON "verification_reviews" USING btree ("user_id","created_at");