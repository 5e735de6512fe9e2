-- Whom the public views of an owner's certificates name (docs/product-rules.md#the-public-impact-page).
-- No row reads as MEMBER ("a Carbon Commons member"), so existing accounts show no name until
-- their owner chooses one: nothing to backfill.
CREATE TABLE "public_beneficiaries" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"shown" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_beneficiaries_shown_valid" CHECK ("public_beneficiaries"."shown" in ('MEMBER', 'DISPLAY_NAME', 'FULL_NAME'))
);
--> statement-breakpoint
ALTER TABLE "public_beneficiaries" ADD CONSTRAINT "public_beneficiaries_owner_id_individuals_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."individuals"("id") ON DELETE cascade ON UPDATE no action;
