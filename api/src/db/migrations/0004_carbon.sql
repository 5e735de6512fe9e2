CREATE TABLE "family_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"owner_id" uuid NOT NULL,
	"relation" text NOT NULL,
	"name" text NOT NULL,
	"member_id" text NOT NULL,
	"country_residence" text NOT NULL,
	"nationality" text NOT NULL,
	"citizenship_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_members_seq_unique" UNIQUE("seq"),
	CONSTRAINT "family_members_relation_valid" CHECK ("family_members"."relation" in ('Parent', 'Sibling', 'Grandparent', 'Spouse', 'Child', 'Other'))
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_name" text NOT NULL,
	"registry" text NOT NULL,
	"project_id" text NOT NULL,
	"country" text NOT NULL,
	"vintage" integer NOT NULL,
	"methodology" text NOT NULL,
	"serial_prefix" text NOT NULL,
	"quantity" integer NOT NULL,
	"remaining" integer NOT NULL,
	"next_serial" integer DEFAULT 1 NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"mark_up_price_cents" bigint NOT NULL,
	"listed_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "listings_serial_prefix_unique" UNIQUE("serial_prefix"),
	CONSTRAINT "listings_quantity_positive" CHECK ("listings"."quantity" > 0),
	CONSTRAINT "listings_remaining_not_negative" CHECK ("listings"."remaining" >= 0),
	CONSTRAINT "listings_serials_add_up" CHECK ("listings"."next_serial" - 1 + "listings"."remaining" = "listings"."quantity"),
	CONSTRAINT "listings_prices_valid" CHECK ("listings"."unit_price_cents" >= 0 and "listings"."mark_up_price_cents" >= "listings"."unit_price_cents")
);
--> statement-breakpoint
CREATE TABLE "operational_data" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"status" text DEFAULT 'ESTIMATED' NOT NULL,
	"total_vehicles" integer NOT NULL,
	"annual_car_miles" double precision NOT NULL,
	"annual_electrical_consumption" double precision NOT NULL,
	"annual_water_consumption" double precision NOT NULL,
	"emissions" integer,
	"estimated_emissions" integer NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"offsets" integer DEFAULT 0 NOT NULL,
	"monthly_offsets_done" integer DEFAULT 0 NOT NULL,
	"badge" text DEFAULT 'GRAY' NOT NULL,
	"escalation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operational_data_status_valid" CHECK ("operational_data"."status" in ('ESTIMATED', 'APPROVED', 'REJECTED')),
	CONSTRAINT "operational_data_badge_valid" CHECK ("operational_data"."badge" in ('BLUE', 'GRAY')),
	CONSTRAINT "operational_data_year_valid" CHECK ("operational_data"."year" >= 2023),
	CONSTRAINT "operational_data_numbers_not_negative" CHECK ("operational_data"."total_vehicles" >= 0 and "operational_data"."annual_car_miles" >= 0 and "operational_data"."annual_electrical_consumption" >= 0 and "operational_data"."annual_water_consumption" >= 0),
	CONSTRAINT "operational_data_tonnes_not_negative" CHECK (coalesce("operational_data"."emissions", 0) >= 0 and "operational_data"."estimated_emissions" >= 0 and "operational_data"."credits" >= 0 and "operational_data"."offsets" >= 0),
	CONSTRAINT "operational_data_monthly_offsets_range" CHECK ("operational_data"."monthly_offsets_done" between 0 and 12)
);
--> statement-breakpoint
CREATE TABLE "retirements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"owner_id" uuid NOT NULL,
	"operational_data_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"serial_start" integer NOT NULL,
	"serial_end" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"beneficiary" text NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retirements_seq_unique" UNIQUE("seq"),
	CONSTRAINT "retirements_kind_valid" CHECK ("retirements"."kind" in ('CHECKOUT', 'MONTHLY_OFFSET')),
	CONSTRAINT "retirements_quantity_positive" CHECK ("retirements"."quantity" > 0),
	CONSTRAINT "retirements_serials_match_quantity" CHECK ("retirements"."serial_start" >= 1 and "retirements"."serial_end" - "retirements"."serial_start" + 1 = "retirements"."quantity"),
	CONSTRAINT "retirements_amounts_valid" CHECK ("retirements"."amount_cents" >= 0 and "retirements"."fee_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_owner_id_individuals_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."individuals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operational_data" ADD CONSTRAINT "operational_data_owner_id_individuals_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."individuals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retirements" ADD CONSTRAINT "retirements_owner_id_individuals_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."individuals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retirements" ADD CONSTRAINT "retirements_operational_data_id_operational_data_id_fk" FOREIGN KEY ("operational_data_id") REFERENCES "public"."operational_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retirements" ADD CONSTRAINT "retirements_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_members_owner_seq_idx" ON "family_members" USING btree ("owner_id","seq");--> statement-breakpoint
CREATE INDEX "listings_fifo_idx" ON "listings" USING btree ("listed_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "operational_data_owner_year_unique" ON "operational_data" USING btree ("owner_id","year");--> statement-breakpoint
CREATE INDEX "retirements_operational_data_idx" ON "retirements" USING btree ("operational_data_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "retirements_listing_serial_start_unique" ON "retirements" USING btree ("listing_id","serial_start");--> statement-breakpoint
CREATE UNIQUE INDEX "retirements_listing_serial_end_unique" ON "retirements" USING btree ("listing_id","serial_end");