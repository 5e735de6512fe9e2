import * as v from 'valibot';
import { EmailSchema, requiredText, staffRoles } from '@commons/shared/schemas';

/** A role as typed, any case: one of the console's. */
const role = v.pipe(v.string('role is required'), v.toLowerCase(), v.picklist(staffRoles, `role must be one of ${staffRoles.join(', ')}`));

const projects = v.optional(v.array(requiredText('project id is required', { max: 100 })), []);

/** Why a member's access changes, for the audit; the console always sends one. */
const reason = v.optional(requiredText('--reason is required', { max: 500 }));

/** Bodies of `POST /api/operator/staff/<command>`, the CLI's calls while a server runs. */
export const StaffOperatorSchemas = {
  none: v.object({}),
  add: v.object({
    email: EmailSchema,
    name: requiredText('--name is required', { max: 100 }),
    role,
    project: projects,
  }),
  role: v.object({ email: EmailSchema, role, project: projects, reason }),
  email: v.object({ email: EmailSchema, reason }),
} as const;
