-- The tables remote_versions and remote_activations are made by the platform's own migrations, which run first (platform/src/db/migrations,
-- docs/architecture.md#migrations); databases made before that keep what this migration made.
CREATE TABLE "individuals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"education" text DEFAULT '' NOT NULL,
	"profession" text DEFAULT '' NOT NULL,
	"nationality" text DEFAULT '' NOT NULL,
	"citizenship_no" text DEFAULT '' NOT NULL,
	"uid_of_residence" text DEFAULT '' NOT NULL,
	"account_status" text DEFAULT 'REVIEWING' NOT NULL,
	"iam" text DEFAULT 'ADMIN' NOT NULL,
	"owner_id" uuid,
	"assigned_group_policy_id" uuid,
	"user_history_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone,
	CONSTRAINT "individuals_email_unique" UNIQUE("email"),
	CONSTRAINT "individuals_email_lower_case" CHECK ("individuals"."email" = lower("individuals"."email")),
	CONSTRAINT "individuals_account_status_valid" CHECK ("individuals"."account_status" in ('APPROVED', 'REVIEWING', 'REJECTED', 'SUSPENDED')),
	CONSTRAINT "individuals_iam_valid" CHECK ("individuals"."iam" in ('ADMIN', 'SUB_USER'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"individual_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "individuals" ADD CONSTRAINT "individuals_owner_id_individuals_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."individuals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_individual_id_individuals_id_fk" FOREIGN KEY ("individual_id") REFERENCES "public"."individuals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "individuals_owner_id_idx" ON "individuals" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "sessions_individual_id_idx" ON "sessions" USING btree ("individual_id");--> statement-breakpoint
CREATE INDEX "login_attempts_key_attempted_at_idx" ON "login_attempts" USING btree ("key","attempted_at");