CREATE TABLE "blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"bytes" "bytea",
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blobs_size_matches" CHECK ("blobs"."bytes" is null or "blobs"."size" = octet_length("blobs"."bytes"))
);
--> statement-breakpoint
CREATE TABLE "remote_activations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote_activations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"version" text NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_by" text NOT NULL,
	"action" text NOT NULL,
	"previous" text,
	"percent" smallint,
	"reason" text,
	"forced" boolean DEFAULT false NOT NULL,
	CONSTRAINT "remote_activations_action_valid" CHECK ("remote_activations"."action" in ('activate', 'rollback', 'rollout', 'promote', 'abort')),
	CONSTRAINT "remote_activations_percent_range" CHECK ("remote_activations"."percent" is null or "remote_activations"."percent" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "remote_files" (
	"name" text NOT NULL,
	"version" text NOT NULL,
	"path" text NOT NULL,
	"blob_key" text NOT NULL,
	"size" bigint NOT NULL,
	CONSTRAINT "remote_files_pk" PRIMARY KEY("name","version","path"),
	CONSTRAINT "remote_files_path_relative" CHECK ("remote_files"."path" <> '' and "remote_files"."path" not like '/%' and '/' || "remote_files"."path" || '/' not like '%/../%' and position(chr(92) in "remote_files"."path") = 0)
);
--> statement-breakpoint
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
CREATE TABLE "remote_versions" (
	"name" text NOT NULL,
	"version" text NOT NULL,
	"content_hash" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text NOT NULL,
	CONSTRAINT "remote_versions_pk" PRIMARY KEY("name","version")
);
--> statement-breakpoint
ALTER TABLE "remote_activations" ADD CONSTRAINT "remote_activations_version_fk" FOREIGN KEY ("name","version") REFERENCES "public"."remote_versions"("name","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_files" ADD CONSTRAINT "remote_files_blob_key_blobs_key_fk" FOREIGN KEY ("blob_key") REFERENCES "public"."blobs"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_files" ADD CONSTRAINT "remote_files_version_fk" FOREIGN KEY ("name","version") REFERENCES "public"."remote_versions"("name","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_rollouts" ADD CONSTRAINT "remote_rollouts_version_fk" FOREIGN KEY ("name","version") REFERENCES "public"."remote_versions"("name","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_activations_name_id_idx" ON "remote_activations" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "remote_load_counts_name_minute_idx" ON "remote_load_counts" USING btree ("name","minute");