-- The kernel's blobs table is made by the platform's own migrations, which run first (platform/src/db/migrations,
-- docs/architecture.md#migrations); databases made before that keep what this migration made.
CREATE TABLE "identity_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"owner_id" uuid NOT NULL,
	"blob_key" text NOT NULL,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"rejection_reason" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "identity_documents_seq_unique" UNIQUE("seq"),
	CONSTRAINT "identity_documents_kind_valid" CHECK ("identity_documents"."kind" in ('PASSPORT', 'NATIONAL_ID', 'DRIVING_LICENCE', 'PROOF_OF_ADDRESS')),
	CONSTRAINT "identity_documents_state_valid" CHECK ("identity_documents"."state" in ('PENDING', 'ACCEPTED', 'REJECTED')),
	CONSTRAINT "identity_documents_content_type_valid" CHECK ("identity_documents"."content_type" in ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "identity_documents_size_valid" CHECK ("identity_documents"."size" between 1 and 10485760),
	CONSTRAINT "identity_documents_reason_when_rejected" CHECK (("identity_documents"."state" = 'REJECTED') = ("identity_documents"."rejection_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "identity_documents" ADD CONSTRAINT "identity_documents_owner_id_individuals_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."individuals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_documents" ADD CONSTRAINT "identity_documents_blob_key_blobs_key_fk" FOREIGN KEY ("blob_key") REFERENCES "public"."blobs"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_documents_owner_seq_idx" ON "identity_documents" USING btree ("owner_id","seq");--> statement-breakpoint
CREATE INDEX "identity_documents_blob_key_idx" ON "identity_documents" USING btree ("blob_key");