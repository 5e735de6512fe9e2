-- A record's detailed estimate is computed with the factor set it was created under and
-- the household as it was then (the holder's profile country, the family's size), as the
-- contract's estimate counts the family at saving. Records saved before get the first set and
-- the household as it is now, the best that is known of it.
ALTER TABLE "operational_data" ADD COLUMN "factor_set_version" text;--> statement-breakpoint
ALTER TABLE "operational_data" ADD COLUMN "household_country" text;--> statement-breakpoint
ALTER TABLE "operational_data" ADD COLUMN "household_members" integer;--> statement-breakpoint
UPDATE "operational_data" SET
	"factor_set_version" = '2026-11',
	"household_country" = coalesce((SELECT "country" FROM "individuals" WHERE "individuals"."id" = "operational_data"."owner_id"), ''),
	"household_members" = (SELECT count(*) FROM "family_members" WHERE "family_members"."owner_id" = "operational_data"."owner_id");--> statement-breakpoint
ALTER TABLE "operational_data" ALTER COLUMN "factor_set_version" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "operational_data" ALTER COLUMN "household_country" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "operational_data" ALTER COLUMN "household_members" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "operational_data" ADD CONSTRAINT "operational_data_factor_set_version_valid" CHECK ("operational_data"."factor_set_version" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$');--> statement-breakpoint
ALTER TABLE "operational_data" ADD CONSTRAINT "operational_data_household_members_not_negative" CHECK ("operational_data"."household_members" >= 0);
