import * as v from 'valibot';
import { requiredText } from '@commons/shared/schemas';

const RequestIdSchema = v.pipe(v.string('must be a UUID'), v.trim(), v.uuid('must be a UUID'), v.toLowerCase());
const by = requiredText('must be a name', { invalid: 'must be a name' });
const note = (what: string) => requiredText(`${what} is required`, { max: 500 });

/** Bodies of `POST /api/operator/two-factor/<command>`, the CLI's calls while a server runs. */
export const TwoFactorOperatorSchemas = {
  none: v.object({}),
  approve: v.object({ requestId: RequestIdSchema, by, check: note('How you checked who asks') }),
  refuse: v.object({ requestId: RequestIdSchema, by, reason: note('A reason') }),
} as const;
