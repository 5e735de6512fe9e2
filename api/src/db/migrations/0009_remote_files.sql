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
ALTER TABLE "remote_files" ADD CONSTRAINT "remote_files_blob_key_blobs_key_fk" FOREIGN KEY ("blob_key") REFERENCES "public"."blobs"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_files" ADD CONSTRAINT "remote_files_version_fk" FOREIGN KEY ("name","version") REFERENCES "public"."remote_versions"("name","version") ON DELETE no action ON UPDATE no action;