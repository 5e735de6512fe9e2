import type { StaffMember } from '@commons/shared/schemas';

/**
 * What each staff role does with the console, in the console's words
 * (docs/architecture.md, "The console"); a provider's own projects are named.
 */
export function roleDuties({ role, projects }: Pick<StaffMember, 'role' | 'projects'>): string[] {
  switch (role) {
    case 'operator':
      return ['Runs the site: invites staff members, disables them, and changes their roles.', 'Resets the second factor of a staff member who lost it.'];
    case 'release-engineer':
      return ['Ships the site: publishes, activates, rolls out and rolls back versions of the remotes.'];
    case 'provider':
      return [
        'Acts for the projects of a project provider.',
        projects.length > 0 ? `Your projects: ${projects.join(', ')}.` : 'No project is assigned to you yet: ask an operator.',
      ];
  }
}
