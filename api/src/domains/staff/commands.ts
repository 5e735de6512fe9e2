import { opsCommand, table, when, type OpsCommandGroup } from '../../operator/ops-command';
import { staffRoles } from '@commons/shared/schemas';
import { StaffOperatorSchemas } from './operator-schemas';
import { createStaffOperations, type Invited } from './staff-operations';

const emailArgument = { field: 'email', label: 'email', placeholder: '<email>' };
const projectOption = { name: 'project', placeholder: '<projectId>', verbatim: true, repeatable: true };

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
    { name: 'name', placeholder: '"Full Name"', required: true, verbatim: true },
    { name: 'role', placeholder: 'R', required: true, verbatim: true },
    projectOption,
  ],
  run: (deps, input) => createStaffOperations(deps).add(input),
  print: mailed,
});

const list = opsCommand({
  group: 'staff',
  action: 'list',
  help: 'staff members: email, name, role, status, projects',
  body: StaffOperatorSchemas.none,
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
  options: [projectOption],
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
  run: (deps, { email }) => createStaffOperations(deps).disable(email),
  print: ({ email }) => [`${email} is disabled; their console sessions ended`],
});

const resetTwoFactor = opsCommand({
  group: 'staff',
  action: 'reset-two-factor',
  help: 'forgets a staff member\'s app and recovery codes, ends their sessions, mails a link to enrol again',
  body: StaffOperatorSchemas.email,
  arguments: [emailArgument],
  run: (deps, { email }) => createStaffOperations(deps).resetTwoFactor(email),
  print: mailed,
});

/** Who may use the console (docs/operations.md#staff). */
export const staffCommands: OpsCommandGroup = {
  commands: [add, list, role, disable, resetTwoFactor],
  notes: `R is ${staffRoles.join(', ')}; a provider takes one --project or more, the others none.`,
};
