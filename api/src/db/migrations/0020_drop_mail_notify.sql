-- Mail is sent by the job engine: a mail's job is sent in the transaction that queues
-- it, and nothing listens on 'commons_mail_queued' any more. Its trigger only cost every
-- transaction that queued a mail a NOTIFY, which takes a lock of the whole database at commit.
DROP TRIGGER IF EXISTS mail_outbox_queued ON mail_outbox;--> statement-breakpoint
DROP FUNCTION IF EXISTS notify_mail_queued();
