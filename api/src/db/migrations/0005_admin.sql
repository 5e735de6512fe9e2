ALTER TABLE "individuals" DROP CONSTRAINT "individuals_assigned_group_policy_id_group_policies_id_fk";
--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "group_policies" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "family_members" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "operational_data" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "retirements" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "individuals" ADD CONSTRAINT "individuals_assigned_group_policy_id_group_policies_id_fk" FOREIGN KEY ("assigned_group_policy_id") REFERENCES "public"."group_policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_created_by_individuals_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operational_data" ADD CONSTRAINT "operational_data_created_by_individuals_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retirements" ADD CONSTRAINT "retirements_created_by_individuals_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individuals" ADD CONSTRAINT "individuals_seq_unique" UNIQUE("seq");--> statement-breakpoint
ALTER TABLE "group_policies" ADD CONSTRAINT "group_policies_seq_unique" UNIQUE("seq");--> statement-breakpoint
-- Records made before sub-users existed were made by their owner.
UPDATE "family_members" SET "created_by" = "owner_id" WHERE "created_by" IS NULL;--> statement-breakpoint
UPDATE "operational_data" SET "created_by" = "owner_id" WHERE "created_by" IS NULL;--> statement-breakpoint
UPDATE "retirements" SET "created_by" = "owner_id" WHERE "created_by" IS NULL;
