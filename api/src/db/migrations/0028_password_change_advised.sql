-- Whether the password the account signed in with last fails the current rule (12 characters,
-- not common: docs/product-rules.md#passwords). Set at sign-in, cleared by a new password.
ALTER TABLE "individuals" ADD COLUMN "password_change_advised" boolean DEFAULT false NOT NULL;
