-- Each project picture gets a 640x480 WebP copy, and one at 1280x960 when it
-- is wider than that, so a phone that shows it a few hundred pixels wide (at two or three device
-- pixels each) need not download the whole picture. Nullable: rows saved before this migration
-- serve the original only, until `pnpm ops projects seed` adds their copies; a picture of at most
-- 1280 pixels has no large copy.
ALTER TABLE "project_pictures" ADD COLUMN "small_blob_key" text;--> statement-breakpoint
ALTER TABLE "project_pictures" ADD COLUMN "large_blob_key" text;--> statement-breakpoint
ALTER TABLE "project_pictures" ADD CONSTRAINT "project_pictures_large_blob_key_blobs_key_fk" FOREIGN KEY ("large_blob_key") REFERENCES "public"."blobs"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_pictures_large_blob_key_idx" ON "project_pictures" USING btree ("large_blob_key");--> statement-breakpoint
ALTER TABLE "project_pictures" ADD CONSTRAINT "project_pictures_small_blob_key_blobs_key_fk" FOREIGN KEY ("small_blob_key") REFERENCES "public"."blobs"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_pictures_small_blob_key_idx" ON "project_pictures" USING btree ("small_blob_key");
