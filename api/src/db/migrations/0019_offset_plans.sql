-- Monthly plans paid from the wallet, and the months they paid for. The (plan, month)
-- key of offset_plan_runs is written with the debit and the retirement in one transaction.
CREATE TABLE "offset_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"owner_id" uuid NOT NULL,
	"created_by" uuid,
	"operational_data_id" uuid NOT NULL,
	"monthly_budget_cents" bigint,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"paused_reason" text,
	"missed_month" text,
	"reminded_month" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offset_plans_seq_unique" UNIQUE("seq"),
	CONSTRAINT "offset_plans_status_valid" CHECK ("offset_plans"."status" in ('ACTIVE', 'PAUSED', 'CANCELLED', 'COMPLETED')),
	CONSTRAINT "offset_plans_paused_reason_valid" CHECK ("offset_plans"."paused_reason" in ('OWNER', 'FUNDS', 'PRICE')),
	CONSTRAINT "offset_plans_paused_has_reason" CHECK (("offset_plans"."status" = 'PAUSED') = ("offset_plans"."paused_reason" is not null)),
	CONSTRAINT "offset_plans_budget_positive" CHECK ("offset_plans"."monthly_budget_cents" is null or "offset_plans"."monthly_budget_cents" > 0),
	CONSTRAINT "offset_plans_missed_month_valid" CHECK ("offset_plans"."missed_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "offset_plans_reminded_month_valid" CHECK ("offset_plans"."reminded_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "offset_plan_runs" (
	"plan_id" uuid NOT NULL,
	"month" text NOT NULL,
	"retirement_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"charged_cents" bigint NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offset_plan_runs_plan_id_month_pk" PRIMARY KEY("plan_id","month"),
	CONSTRAINT "offset_plan_runs_retirement_id_unique" UNIQUE("retirement_id"),
	CONSTRAINT "offset_plan_runs_month_valid" CHECK ("offset_plan_runs"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "offset_plan_runs_quantity_positive" CHECK ("offset_plan_runs"."quantity" > 0),
	CONSTRAINT "offset_plan_runs_charged_valid" CHECK ("offset_plan_runs"."charged_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "offset_plans" ADD CONSTRAINT "offset_plans_owner_id_individuals_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."individuals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offset_plans" ADD CONSTRAINT "offset_plans_created_by_individuals_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offset_plans" ADD CONSTRAINT "offset_plans_operational_data_id_operational_data_id_fk" FOREIGN KEY ("operational_data_id") REFERENCES "public"."operational_data"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offset_plan_runs" ADD CONSTRAINT "offset_plan_runs_plan_id_offset_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."offset_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offset_plan_runs" ADD CONSTRAINT "offset_plan_runs_retirement_id_retirements_id_fk" FOREIGN KEY ("retirement_id") REFERENCES "public"."retirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offset_plans_one_open_per_record" ON "offset_plans" USING btree ("operational_data_id") WHERE "offset_plans"."status" in ('ACTIVE', 'PAUSED');--> statement-breakpoint
CREATE INDEX "offset_plans_owner_idx" ON "offset_plans" USING btree ("owner_id","seq");--> statement-breakpoint
CREATE INDEX "offset_plans_status_idx" ON "offset_plans" USING btree ("status");--> statement-breakpoint
ALTER TABLE "retirements" DROP CONSTRAINT "retirements_kind_valid";--> statement-breakpoint
ALTER TABLE "retirements" ADD CONSTRAINT "retirements_kind_valid" CHECK ("retirements"."kind" in ('CHECKOUT', 'MONTHLY_OFFSET', 'PLAN'));
