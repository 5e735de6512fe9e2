CREATE TABLE "remote_load_counts" (
	"minute" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"version" text NOT NULL,
	"outcome" text NOT NULL,
	"bucket" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "remote_load_counts_pk" PRIMARY KEY("minute","name","version","outcome","bucket"),
	CONSTRAINT "remote_load_counts_outcome_valid" CHECK ("remote_load_counts"."outcome" in ('loaded', 'load-failed', 'render-failed')),
	CONSTRAINT "remote_load_counts_count_positive" CHECK ("remote_load_counts"."count" > 0),
	CONSTRAINT "remote_load_counts_bucket_valid" CHECK ("remote_load_counts"."bucket" >= 0)
);
--> statement-breakpoint
CREATE TABLE "remote_rollouts" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"percent" smallint NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_by" text NOT NULL,
	CONSTRAINT "remote_rollouts_percent_range" CHECK ("remote_rollouts"."percent" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "remote_activations" ADD COLUMN "previous" text;--> statement-breakpoint
ALTER TABLE "remote_activations" ADD COLUMN "percent" smallint;--> statement-breakpoint
ALTER TABLE "remote_activations" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "remote_activations" ADD COLUMN "forced" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "remote_rollouts" ADD CONSTRAINT "remote_rollouts_version_fk" FOREIGN KEY ("name","version") REFERENCES "public"."remote_versions"("name","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_load_counts_name_minute_idx" ON "remote_load_counts" USING btree ("name","minute");--> statement-breakpoint
ALTER TABLE "remote_activations" ADD CONSTRAINT "remote_activations_percent_range" CHECK ("remote_activations"."percent" is null or "remote_activations"."percent" between 1 and 99);