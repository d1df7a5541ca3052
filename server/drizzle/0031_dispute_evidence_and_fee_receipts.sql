ALTER TABLE "profile_documents" DROP CONSTRAINT "profile_documents_kind_valid";--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "dispute_id" uuid;--> statement-breakpoint
CREATE INDEX "stored_files_dispute_idx" ON "stored_files" USING btree ("dispute_id");--> statement-breakpoint
ALTER TABLE "profile_documents" ADD CONSTRAINT "profile_documents_kind_valid" CHECK ("profile_documents"."kind" IN ('government_id', 'selfie_with_id', 'practising_fee_receipt', 'other'));