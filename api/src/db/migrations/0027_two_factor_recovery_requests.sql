-- Requests, filed signed out, to turn two-factor sign-in off after the second factor was lost;
-- an operator approves or refuses each after checking who asks (docs/product-rules.md#losing-the-second-factor).
CREATE TABLE "two_factor_recovery_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"individual_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"filed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"filed_from" text NOT NULL,
	"user_agent" text NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"identity_check" text,
	"reason" text,
	CONSTRAINT "two_factor_recovery_requests_status_valid" CHECK ("two_factor_recovery_requests"."status" in ('PENDING', 'APPROVED', 'REFUSED')),
	CONSTRAINT "two_factor_recovery_requests_decided_when_final" CHECK (("two_factor_recovery_requests"."status" = 'PENDING') = ("two_factor_recovery_requests"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "two_factor_recovery_requests" ADD CONSTRAINT "two_factor_recovery_requests_individual_id_individuals_id_fk" FOREIGN KEY ("individual_id") REFERENCES "public"."individuals"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "two_factor_recovery_requests_individual_id_idx" ON "two_factor_recovery_requests" USING btree ("individual_id");
--> statement-breakpoint
CREATE INDEX "two_factor_recovery_requests_status_filed_idx" ON "two_factor_recovery_requests" USING btree ("status","filed_at");
