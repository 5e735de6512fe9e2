CREATE TABLE "group_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"menus" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_policies_menus_valid" CHECK ("group_policies"."menus" <@ array['PROFILE', 'CARBON_CREDITS', 'ASSETS', 'WIZARD', 'WALLET']::text[])
);
--> statement-breakpoint
ALTER TABLE "group_policies" ADD CONSTRAINT "group_policies_owner_id_individuals_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."individuals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_policies_owner_id_idx" ON "group_policies" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "individuals" ADD CONSTRAINT "individuals_assigned_group_policy_id_group_policies_id_fk" FOREIGN KEY ("assigned_group_policy_id") REFERENCES "public"."group_policies"("id") ON DELETE set null ON UPDATE no action;