-- A mailed one-time sign-in link, for a new browser while the account's cap for unknown browsers
-- is reached (docs/product-rules.md#sign-in-security). Schema only.
ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose_valid";--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_valid" CHECK ("account_tokens"."purpose" in ('verify-email', 'reset-password', 'change-email', 'sign-in'));
