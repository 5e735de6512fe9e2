-- The projects the listings belong to (keyed by the registry's project id that
-- listings.project_id already carries), with the AB 1305 disclosure, and their pictures in the
-- blob store. Loaded from api/data/projects.json by `pnpm ops projects seed` and on first start.
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"registry" text NOT NULL,
	"registry_url" text NOT NULL,
	"methodology" text NOT NULL,
	"project_type" text NOT NULL,
	"effect" text NOT NULL,
	"country" text NOT NULL,
	"region" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"crediting_period_start" date NOT NULL,
	"crediting_period_end" date NOT NULL,
	"vintages" integer[] NOT NULL,
	"durability" text NOT NULL,
	"verification_body" text NOT NULL,
	"description" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_effect_valid" CHECK ("projects"."effect" in ('removal', 'avoidance')),
	CONSTRAINT "projects_latitude_valid" CHECK ("projects"."latitude" between -90 and 90),
	CONSTRAINT "projects_longitude_valid" CHECK ("projects"."longitude" between -180 and 180),
	CONSTRAINT "projects_crediting_period_valid" CHECK ("projects"."crediting_period_end" > "projects"."crediting_period_start"),
	CONSTRAINT "projects_vintages_present" CHECK (cardinality("projects"."vintages") > 0)
);
--> statement-breakpoint
CREATE TABLE "project_pictures" (
	"project_id" text NOT NULL,
	"position" integer NOT NULL,
	"blob_key" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" bigint NOT NULL,
	"alt" text NOT NULL,
	CONSTRAINT "project_pictures_pkey" PRIMARY KEY("project_id","position"),
	CONSTRAINT "project_pictures_content_type_valid" CHECK ("project_pictures"."content_type" in ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "project_pictures_size_valid" CHECK ("project_pictures"."width" >= 800 and "project_pictures"."height" >= 600 and "project_pictures"."width" * 3 = "project_pictures"."height" * 4)
);
--> statement-breakpoint
ALTER TABLE "project_pictures" ADD CONSTRAINT "project_pictures_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_pictures" ADD CONSTRAINT "project_pictures_blob_key_blobs_key_fk" FOREIGN KEY ("blob_key") REFERENCES "public"."blobs"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_pictures_blob_key_idx" ON "project_pictures" USING btree ("blob_key");--> statement-breakpoint
CREATE INDEX "listings_project_id_idx" ON "listings" USING btree ("project_id");
