CREATE TABLE "payout_accounts" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"holder_name" text NOT NULL,
	"last4" text NOT NULL,
	"sealed" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_kind_valid" CHECK ("payout_accounts"."kind" in ('iban', 'us')),
	CONSTRAINT "payout_accounts_last4_digits" CHECK ("payout_accounts"."last4" ~ '^[0-9A-Z]{4}$')
);
--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD COLUMN "paid_to" text;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD COLUMN "paid_to_sealed" text;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_owner_id_individuals_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."individuals"("id") ON DELETE cascade ON UPDATE no action;