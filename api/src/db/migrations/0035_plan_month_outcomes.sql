CREATE TABLE "offset_plan_month_outcomes" (
	"plan_id" uuid NOT NULL,
	"month" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offset_plan_month_outcomes_plan_id_month_pk" PRIMARY KEY("plan_id","month"),
	CONSTRAINT "offset_plan_month_outcomes_month_valid" CHECK ("offset_plan_month_outcomes"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "offset_plan_month_outcomes_reason_valid" CHECK (("offset_plan_month_outcomes"."outcome" = 'SKIPPED' and "offset_plan_month_outcomes"."reason" in ('NOTHING_LEFT', 'NO_LISTING')) or ("offset_plan_month_outcomes"."outcome" = 'PAUSED' and "offset_plan_month_outcomes"."reason" in ('FUNDS', 'PRICE')))
);
--> statement-breakpoint
ALTER TABLE "offset_plan_month_outcomes" ADD CONSTRAINT "offset_plan_month_outcomes_plan_id_offset_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."offset_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offset_plan_month_outcomes_month_idx" ON "offset_plan_month_outcomes" USING btree ("month");