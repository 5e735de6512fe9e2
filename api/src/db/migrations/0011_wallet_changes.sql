-- API servers keep wallet balances in memory for my-wallet. Every committed change of
-- a wallet row notifies channel commons_wallet_changes with its owner id, whoever made it, and
-- each server drops its copy of that balance on hearing it (a TRUNCATE drops them all).
CREATE FUNCTION notify_wallet_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('commons_wallet_changes', '');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('commons_wallet_changes', OLD.owner_id::text);
  ELSE
    PERFORM pg_notify('commons_wallet_changes', NEW.owner_id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER wallets_changed AFTER INSERT OR UPDATE OR DELETE ON wallets
  FOR EACH ROW EXECUTE FUNCTION notify_wallet_change();
--> statement-breakpoint
CREATE TRIGGER wallets_truncated AFTER TRUNCATE ON wallets
  FOR EACH STATEMENT EXECUTE FUNCTION notify_wallet_change();
