import * as v from 'valibot';
import { DocumentIdSchema, EmailSchema } from '@commons/shared/schemas';

/** Bodies of `POST /api/operator/documents/<command>`, the CLI's calls while a server runs. */
export const DocumentOperatorSchemas = {
  list: v.object({ email: EmailSchema }),
  one: v.object({ documentId: DocumentIdSchema }),
  reject: v.object({
    documentId: DocumentIdSchema,
    reason: v.pipe(
      v.string('Reason is required'),
      v.trim(),
      v.nonEmpty('Reason is required: say what is wrong with the document'),
      v.maxLength(500, 'Reason must be at most 500 characters'),
    ),
  }),
} as const;
