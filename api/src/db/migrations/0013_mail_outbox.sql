-- The mail outbox. A mail is a row written in the transaction of what caused it; the
-- senders claim due rows with a lease (FOR UPDATE SKIP LOCKED) and send them after the commit.
-- Each commit that queues mail notifies commons_mail_queued, so a sender wakes at once rather
-- than at its next sweep (a NOTIFY is delivered only if its transaction commits).
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"individual_id" uuid,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unsubscribe_url" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"message_id" text NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "mail_outbox_state_valid" CHECK ("mail_outbox"."state" in ('queued', 'sending', 'sent', 'failed', 'kept')),
	CONSTRAINT "mail_outbox_lease_while_sending" CHECK (("mail_outbox"."state" = 'sending') = ("mail_outbox"."lease_until" is not null))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_individual_id_individuals_id_fk" FOREIGN KEY ("individual_id") REFERENCES "public"."individuals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."state" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "mail_outbox_to_address_idx" ON "mail_outbox" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_individual_id_idx" ON "mail_outbox" USING btree ("individual_id");--> statement-breakpoint
CREATE FUNCTION notify_mail_queued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('commons_mail_queued', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER mail_outbox_queued AFTER INSERT ON mail_outbox
  FOR EACH STATEMENT EXECUTE FUNCTION notify_mail_queued();
