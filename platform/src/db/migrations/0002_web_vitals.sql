CREATE TABLE "remote_vital_counts" (
	"minute" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"version" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "remote_vital_counts_pk" PRIMARY KEY("minute","name","version","metric","bucket"),
	CONSTRAINT "remote_vital_counts_metric_valid" CHECK ("remote_vital_counts"."metric" in ('LCP', 'INP', 'CLS')),
	CONSTRAINT "remote_vital_counts_count_positive" CHECK ("remote_vital_counts"."count" > 0),
	CONSTRAINT "remote_vital_counts_bucket_valid" CHECK ("remote_vital_counts"."bucket" >= 0)
);
--> statement-breakpoint
CREATE INDEX "remote_vital_counts_name_minute_idx" ON "remote_vital_counts" USING btree ("name","minute");