-- Sample retirements and a plan month's share of its year (docs/product-rules.md#sample-retirements).
-- Rows made before: sample when their project is a sample or their wallet had been topped up
-- through the sandbox by then; a plan's month takes its record's counted footprint.
ALTER TABLE "retirements" ADD COLUMN "sample" boolean;--> statement-breakpoint
ALTER TABLE "retirements" ADD COLUMN "year_tonnes" integer;--> statement-breakpoint
UPDATE "retirements" r SET "sample" = coalesce(p."sample", false) or exists (
  select 1 from "payment_sessions" s
  where s."wallet_id" = r."owner_id" and s."provider" = 'sandbox' and s."status" = 'PAID' and s."paid_at" <= r."retired_at"
)
FROM "listings" l LEFT JOIN "projects" p ON p."id" = l."project_id"
WHERE l."id" = r."listing_id";--> statement-breakpoint
UPDATE "retirements" r SET "year_tonnes" = coalesce(o."emissions", o."estimated_emissions")
FROM "operational_data" o
WHERE o."id" = r."operational_data_id" and r."kind" = 'PLAN';--> statement-breakpoint
ALTER TABLE "retirements" ALTER COLUMN "sample" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "retirements" ADD CONSTRAINT "retirements_year_tonnes_of_plans" CHECK (("retirements"."kind" = 'PLAN') = ("retirements"."year_tonnes" is not null) and coalesce("retirements"."year_tonnes", 0) >= 0);
