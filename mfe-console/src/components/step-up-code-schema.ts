import { requiredText } from '@commons/shared/schemas';
import * as v from 'valibot';

/** Six digits, and room for the space some apps show in their middle ("123 456"). */
export const codeMaxLength = 7;

/**
 * The current code of the staff member's own app, as typed (spaces dropped), that a step-up
 * endpoint wants in its `Console-Code` header; a recovery code never confirms a change
 * (docs/api.md#the-console-api).
 */
export const StepUpCodeSchema = v.pipe(
  requiredText('Code is required', { max: codeMaxLength }),
  v.transform((code) => code.replace(/\s/g, '')),
  v.regex(/^\d{6}$/, 'Enter the 6-digit code from your app'),
);
