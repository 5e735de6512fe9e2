-- Whether the password the account signed in with last fails the current rule (12 characters,
-- not common: docs/product-rules.md#passwords). Set at sign-in, cleared by a new password.
-- drizzle-kit generated this statement among a diff against the last snapshot (0012); only it is kept.
ALTER TABLE "individuals" ADD COLUMN "password_change_advised" boolean DEFAULT false NOT NULL;
