CREATE TABLE "checkout_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"wallet_id" uuid NOT NULL,
	"checkout_id" uuid NOT NULL,
	"checkout_type" text NOT NULL,
	"quantity" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"balance_before_cents" bigint NOT NULL,
	"balance_after_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_records_seq_unique" UNIQUE("seq"),
	CONSTRAINT "checkout_records_checkout_id_unique" UNIQUE("checkout_id"),
	CONSTRAINT "checkout_records_quantity_positive" CHECK ("checkout_records"."quantity" > 0),
	CONSTRAINT "checkout_records_amounts_valid" CHECK ("checkout_records"."amount_cents" > 0 and "checkout_records"."fee_cents" >= 0),
	CONSTRAINT "checkout_records_balance_adds_up" CHECK ("checkout_records"."balance_after_cents" = "checkout_records"."balance_before_cents" - "checkout_records"."amount_cents" - "checkout_records"."fee_cents")
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"url" text,
	"wallet_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"customer_email" text NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"created_by" uuid,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"provider_event_id" text,
	CONSTRAINT "payment_sessions_provider_event_id_unique" UNIQUE("provider_event_id"),
	CONSTRAINT "payment_sessions_amount_positive" CHECK ("payment_sessions"."amount_cents" > 0),
	CONSTRAINT "payment_sessions_status_valid" CHECK ("payment_sessions"."status" in ('OPEN', 'PAID')),
	CONSTRAINT "payment_sessions_paid_with_event" CHECK (("payment_sessions"."status" = 'PAID') = ("payment_sessions"."provider_event_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"wallet_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"balance_before_cents" bigint NOT NULL,
	"balance_after_cents" bigint NOT NULL,
	"reference_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_kind_valid" CHECK ("wallet_entries"."kind" in ('TOPUP', 'WITHDRAWAL', 'WITHDRAWAL_REVERSAL', 'CHECKOUT', 'FEE')),
	CONSTRAINT "wallet_entries_sign_matches_kind" CHECK (case when "wallet_entries"."kind" in ('TOPUP', 'WITHDRAWAL_REVERSAL') then "wallet_entries"."amount_cents" > 0 else "wallet_entries"."amount_cents" < 0 end),
	CONSTRAINT "wallet_entries_balance_adds_up" CHECK ("wallet_entries"."balance_after_cents" = "wallet_entries"."balance_before_cents" + "wallet_entries"."amount_cents"),
	CONSTRAINT "wallet_entries_balance_not_negative" CHECK ("wallet_entries"."balance_after_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_not_negative" CHECK ("wallets"."balance_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawal_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"wallet_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "withdrawal_requests_seq_unique" UNIQUE("seq"),
	CONSTRAINT "withdrawal_requests_amount_positive" CHECK ("withdrawal_requests"."amount_cents" > 0),
	CONSTRAINT "withdrawal_requests_status_valid" CHECK ("withdrawal_requests"."status" in ('PENDING', 'COMPLETED', 'REJECTED')),
	CONSTRAINT "withdrawal_requests_decided_when_final" CHECK (("withdrawal_requests"."status" = 'PENDING') = ("withdrawal_requests"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "checkout_records" ADD CONSTRAINT "checkout_records_wallet_id_wallets_owner_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("owner_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_wallet_id_wallets_owner_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("owner_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_created_by_individuals_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_wallet_id_wallets_owner_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("owner_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_owner_id_individuals_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."individuals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_wallet_id_wallets_owner_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("owner_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_requested_by_individuals_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_records_wallet_seq_idx" ON "checkout_records" USING btree ("wallet_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_wallet_idempotency_key_unique" ON "payment_sessions" USING btree ("wallet_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_provider_session_unique" ON "payment_sessions" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_wallet_id_id_idx" ON "wallet_entries" USING btree ("wallet_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_kind_reference_unique" ON "wallet_entries" USING btree ("kind","reference_id");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_wallet_status_seq_idx" ON "withdrawal_requests" USING btree ("wallet_id","status","seq");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_status_seq_idx" ON "withdrawal_requests" USING btree ("status","seq");