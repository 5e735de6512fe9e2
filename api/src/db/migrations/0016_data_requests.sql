ALTER TABLE "individuals" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"site_origin" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"blob_key" text,
	"size" bigint,
	"token_hash" text,
	"build_ms" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "data_exports_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "data_exports_state_valid" CHECK ("data_exports"."state" in ('PENDING', 'RUNNING', 'READY', 'FAILED', 'EXPIRED'))
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_owner_id_individuals_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."individuals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_owner_requested_idx" ON "data_exports" USING btree ("owner_id","requested_at");--> statement-breakpoint
CREATE INDEX "data_exports_state_idx" ON "data_exports" USING btree ("state");--> statement-breakpoint
CREATE TABLE "account_deletions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_owner_id_individuals_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."individuals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletions_owner_idx" ON "account_deletions" USING btree ("owner_id");
--> statement-breakpoint
CREATE TABLE "certificate_files" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"retirement_id" uuid NOT NULL,
	"blob_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate_files" ADD CONSTRAINT "certificate_files_retirement_id_retirements_id_fk" FOREIGN KEY ("retirement_id") REFERENCES "public"."retirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_files" ADD CONSTRAINT "certificate_files_blob_key_blobs_key_fk" FOREIGN KEY ("blob_key") REFERENCES "public"."blobs"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_files_retirement_idx" ON "certificate_files" USING btree ("retirement_id");
