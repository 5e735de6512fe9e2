import { opsCommand, table, when, type OpsCommandGroup } from '../../operator/ops-command';
import { staffRoles } from '@commons/shared/schemas';
import { StaffOperatorSchemas } from './operator-schemas';
import { createStaffOperations, type Invited } from './staff-operations';
import { createStaffSecondFactor } from './staff-second-factor';

const emailArgument = { field: 'email', label: 'email', placeholder: '<email>' };
const projectOption = { name: 'project', placeholder: 'P', verbatim: true, repeatable: true };
const reasonOption = { name: 'reason', placeholder: 'TEXT', verbatim: true };

const mailed = ({ email, role, expiresAt }: Invited) => [
  `Mailed ${email} (${role}) a link to the console, valid until ${when(expiresAt)}: see it with \`pnpm ops mail list ${email}\``,
];

const add = opsCommand({
  group: 'staff',
  action: 'add',
  help: 'adds a staff member and mails the invitation; a provider names its projects',
  body: StaffOperatorSchemas.add,
  arguments: [emailArgument],
  options: [
    { name: 'name', placeholder: 'N', required: true, verbatim: true },
    { name: 'role', placeholder: 'R', required: true, verbatim: true },
    projectOption,
  ],
  audit: ({ email, name, role: given, project }) => ({ target: email, before: null, after: { name, role: given, projects: project, status: 'invited' } }),
  run: (deps, input) => createStaffOperations(deps).add(input),
  print: mailed,
});

const list = opsCommand({
  group: 'staff',
  action: 'list',
  help: 'staff members: email, name, role, status, projects',
  body: StaffOperatorSchemas.none,
  audit: 'read-only',
  run: async (deps) => ({ staff: await createStaffOperations(deps).list() }),
  print: ({ staff }) =>
    table(
      staff.map((s) => [s.email, s.name, s.role, s.status, s.projects.join(',')]),
      'no staff members',
    ),
});

const role = opsCommand({
  group: 'staff',
  action: 'role',
  help: 'gives a staff member a new role and signs them out; a provider names its projects',
  body: StaffOperatorSchemas.role,
  arguments: [emailArgument, { field: 'role', label: 'role', placeholder: 'R' }],
  options: [projectOption, reasonOption],
  audit: ({ reason }, { email, role: given, projects, was }) => ({ target: email, reason, before: was, after: { role: given, projects } }),
  run: (deps, input) => createStaffOperations(deps).changeRole(input),
  print: ({ email, role: given, projects }) => [
    `${email} is now ${given}${projects.length > 0 ? ` for ${projects.join(', ')}` : ''}; their console sessions ended`,
  ],
});

const disable = opsCommand({
  group: 'staff',
  action: 'disable',
  help: 'refuses a staff member\'s sign-in from now on and ends their sessions',
  body: StaffOperatorSchemas.email,
  arguments: [emailArgument],
  options: [reasonOption],
  audit: ({ reason }, { email, was }) => ({ target: email, reason, before: { status: was }, after: { status: 'disabled' } }),
  run: (deps, { email }) => createStaffOperations(deps).disable(email),
  print: ({ email }) => [`${email} is disabled; their console sessions ended`],
});

const resetTwoFactor = opsCommand({
  group: 'staff',
  action: 'reset-two-factor',
  help: 'forgets a staff member\'s app and recovery codes, ends their sessions, mails a link to enrol again',
  body: StaffOperatorSchemas.email,
  arguments: [emailArgument],
  options: [reasonOption],
  // The seed and codes are secrets: the audit says they were forgotten, never what they were.
  audit: ({ reason }, { email, expiresAt }) => ({
    target: email,
    reason,
    before: { secondFactor: 'enrolled' },
    after: { secondFactor: 'forgotten', enrolmentLinkUntil: expiresAt },
  }),
  run: (deps, { email }) => createStaffOperations(deps).resetTwoFactor(email),
  print: mailed,
});

const reseal = opsCommand({
  group: 'staff',
  action: 'reseal',
  help: 'seals every staff TOTP seed with SECRETS_KEY (those of SECRETS_KEY_PREVIOUS), as two-factor reseal does for customers',
  body: StaffOperatorSchemas.none,
  audit: (_input, { resealed }) => (resealed === 0 ? null : { target: 'staff TOTP seeds', after: { resealed } }),
  run: async (deps) => ({ resealed: await createStaffSecondFactor(deps.config).resealAll(deps.db) }),
  print: ({ resealed }) => [`${resealed} staff TOTP seed${resealed === 1 ? '' : 's'} sealed with the current key`],
});

/** Who may use the console (docs/operations.md#staff). */
export const staffCommands: OpsCommandGroup = {
  commands: [add, list, role, disable, resetTwoFactor, reseal],
  notes: `For staff, N is the full name (in quotes), R one of ${staffRoles.join(', ')}, P a project id: a provider takes one --project or more, the others none.`,
};
