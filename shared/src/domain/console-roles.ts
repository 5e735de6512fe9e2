import type { StaffRole } from '../schemas/console';

/** A staff role as the console names it to people (docs/architecture.md, "The console"). */
export const staffRoleLabels: Record<StaffRole, string> = {
  operator: 'Operator',
  'release-engineer': 'Release engineer',
  provider: 'Project provider',
};
