-- Which notice kinds an account wants (a kind without a row is on), the key that
-- signs the notices' unsubscribe links, and the reason an operator gives for rejecting a
-- withdrawal (told to the account in the notice).
CREATE TABLE "mail_preferences" (
	"individual_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_preferences_individual_id_kind_pk" PRIMARY KEY("individual_id","kind"),
	CONSTRAINT "mail_preferences_kind_valid" CHECK ("mail_preferences"."kind" in ('withdrawals', 'account-status', 'documents', 'operational-data'))
);
--> statement-breakpoint
CREATE TABLE "mail_signing_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_preferences" ADD CONSTRAINT "mail_preferences_individual_id_individuals_id_fk" FOREIGN KEY ("individual_id") REFERENCES "public"."individuals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD COLUMN "rejection_reason" text;
