-- The account's life: a verified address, and the single-use links mailed to an
-- account (verify the address, reset the password, confirm a new address), kept as hashes;
-- and the requests counted to throttle what a caller could repeat at will (mail, password checks).
ALTER TABLE "individuals" ADD COLUMN "email_verified_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"individual_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "account_tokens_purpose_valid" CHECK ("account_tokens"."purpose" in ('verify-email', 'reset-password', 'change-email'))
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_individual_id_individuals_id_fk" FOREIGN KEY ("individual_id") REFERENCES "public"."individuals"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "account_tokens_individual_id_idx" ON "account_tokens" USING btree ("individual_id");
--> statement-breakpoint
CREATE TABLE "throttle_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "throttle_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "throttle_events_key_requested_at_idx" ON "throttle_events" USING btree ("key","requested_at");
