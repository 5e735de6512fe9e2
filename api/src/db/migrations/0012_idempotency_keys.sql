-- Idempotency-Key claims and answers, per account, kept 24 hours; and the CANCELLED
-- withdrawal status (the account cancels a PENDING request, which returns its hold).
CREATE TABLE "idempotency_keys" (
	"owner_id" uuid NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" integer,
	"content_type" text,
	"response_body" text,
	"claimed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_owner_id_key_pk" PRIMARY KEY("owner_id","key"),
	CONSTRAINT "idempotency_keys_key_length" CHECK (char_length("idempotency_keys"."key") between 1 and 255),
	CONSTRAINT "idempotency_keys_answer_whole" CHECK (("idempotency_keys"."status_code" is null) = ("idempotency_keys"."response_body" is null))
);
--> statement-breakpoint
ALTER TABLE "withdrawal_requests" DROP CONSTRAINT "withdrawal_requests_status_valid";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_owner_id_individuals_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."individuals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_at_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_status_valid" CHECK ("withdrawal_requests"."status" in ('PENDING', 'COMPLETED', 'REJECTED', 'CANCELLED'));