CREATE TABLE "command_intents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" jsonb NOT NULL,
	"kind" text NOT NULL,
	"input" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "command_intents_started_at_idx" ON "command_intents" USING btree ("started_at");