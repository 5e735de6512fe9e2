CREATE TABLE "remote_freezes" (
	"name" text PRIMARY KEY NOT NULL,
	"frozen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"frozen_by" text NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "remote_freezes_reason_present" CHECK (btrim("remote_freezes"."reason") <> '')
);
