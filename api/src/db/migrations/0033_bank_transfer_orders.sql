CREATE TABLE "bank_transfer_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"owner_id" uuid NOT NULL,
	"created_by" uuid,
	"operational_data_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"project_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"reference" text NOT NULL,
	"state" text DEFAULT 'awaiting_payment' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"in_progress_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"reminded_days" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bank_transfer_orders_seq_unique" UNIQUE("seq"),
	CONSTRAINT "bank_transfer_orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bank_transfer_orders_state_valid" CHECK ("bank_transfer_orders"."state" in ('awaiting_payment', 'in_progress', 'paid', 'cancelled')),
	CONSTRAINT "bank_transfer_orders_canceller_valid" CHECK ("bank_transfer_orders"."cancelled_by" in ('buyer', 'expiry')),
	CONSTRAINT "bank_transfer_orders_quantity_positive" CHECK ("bank_transfer_orders"."quantity" > 0),
	CONSTRAINT "bank_transfer_orders_amounts_valid" CHECK ("bank_transfer_orders"."amount_cents" > 0 and "bank_transfer_orders"."fee_cents" >= 0 and "bank_transfer_orders"."fee_cents" <= "bank_transfer_orders"."amount_cents"),
	CONSTRAINT "bank_transfer_orders_paid_has_time" CHECK (("bank_transfer_orders"."state" = 'paid') = ("bank_transfer_orders"."paid_at" is not null)),
	CONSTRAINT "bank_transfer_orders_cancelled_has_time" CHECK (("bank_transfer_orders"."state" = 'cancelled') = ("bank_transfer_orders"."cancelled_at" is not null and "bank_transfer_orders"."cancelled_by" is not null)),
	CONSTRAINT "bank_transfer_orders_reminded_valid" CHECK ("bank_transfer_orders"."reminded_days" in (0, 30, 80))
);
--> statement-breakpoint
CREATE TABLE "bank_transfer_payments" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"retirement_id" uuid NOT NULL,
	"received_cents" bigint NOT NULL,
	"reference" text NOT NULL,
	"marked_by" uuid,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_transfer_accounts" (
	"project_id" text PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"kind" text NOT NULL,
	"holder_name" text NOT NULL,
	"account_number" text NOT NULL,
	"routing_number" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_transfer_accounts_kind_valid" CHECK ("project_transfer_accounts"."kind" in ('iban', 'us')),
	CONSTRAINT "project_transfer_accounts_routing" CHECK (("project_transfer_accounts"."kind" = 'us') = ("project_transfer_accounts"."routing_number" is not null))
);
--> statement-breakpoint
ALTER TABLE "listings" DROP CONSTRAINT "listings_serials_add_up";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "reserved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_transfer_orders" ADD CONSTRAINT "bank_transfer_orders_owner_id_individuals_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."individuals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfer_orders" ADD CONSTRAINT "bank_transfer_orders_created_by_individuals_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfer_orders" ADD CONSTRAINT "bank_transfer_orders_operational_data_id_operational_data_id_fk" FOREIGN KEY ("operational_data_id") REFERENCES "public"."operational_data"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfer_orders" ADD CONSTRAINT "bank_transfer_orders_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfer_orders" ADD CONSTRAINT "bank_transfer_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfer_payments" ADD CONSTRAINT "bank_transfer_payments_order_id_bank_transfer_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."bank_transfer_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfer_payments" ADD CONSTRAINT "bank_transfer_payments_retirement_id_retirements_id_fk" FOREIGN KEY ("retirement_id") REFERENCES "public"."retirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfer_payments" ADD CONSTRAINT "bank_transfer_payments_marked_by_staff_members_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_transfer_accounts" ADD CONSTRAINT "project_transfer_accounts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_transfer_accounts" ADD CONSTRAINT "project_transfer_accounts_updated_by_staff_members_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_transfer_orders_owner_idx" ON "bank_transfer_orders" USING btree ("owner_id","seq");--> statement-breakpoint
CREATE INDEX "bank_transfer_orders_project_idx" ON "bank_transfer_orders" USING btree ("project_id","state","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfer_orders_one_unpaid_per_record" ON "bank_transfer_orders" USING btree ("operational_data_id") WHERE "bank_transfer_orders"."state" in ('awaiting_payment', 'in_progress');--> statement-breakpoint
CREATE INDEX "bank_transfer_orders_unpaid_idx" ON "bank_transfer_orders" USING btree ("created_at") WHERE "bank_transfer_orders"."state" in ('awaiting_payment', 'in_progress');--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfer_payments_retirement_unique" ON "bank_transfer_payments" USING btree ("retirement_id");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_reserved_not_negative" CHECK ("listings"."reserved" >= 0);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_serials_add_up" CHECK ("listings"."next_serial" - 1 + "listings"."remaining" + "listings"."reserved" = "listings"."quantity");