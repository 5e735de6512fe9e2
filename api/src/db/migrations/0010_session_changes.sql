-- API servers keep resolved sessions in memory. Every statement that changes what a
-- session resolves to (the session itself, its member or the owner's status, the assigned policy)
-- notifies channel commons_session_changes when it commits, whoever ran it (an API instance, the
-- ops command line, plain SQL), and each server drops its whole cache on hearing it.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('commons_session_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER individuals_changed AFTER UPDATE OR DELETE OR TRUNCATE ON individuals
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER group_policies_changed AFTER UPDATE OR DELETE OR TRUNCATE ON group_policies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
