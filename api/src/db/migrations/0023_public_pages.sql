-- An account's public impact page, opt-in from the profile. One row per account owner
-- once a handle is chosen; the handle is unique whatever its case (the index on its lower case),
-- and stays the account's while the page is off.
CREATE TABLE "public_pages" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"display_name" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_pages_handle_valid" CHECK ("public_pages"."handle" ~ '^[A-Za-z0-9]([A-Za-z0-9-]{1,28})[A-Za-z0-9]$')
);
--> statement-breakpoint
ALTER TABLE "public_pages" ADD CONSTRAINT "public_pages_owner_id_individuals_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."individuals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "public_pages_handle_lower_unique" ON "public_pages" USING btree (lower("handle"));
