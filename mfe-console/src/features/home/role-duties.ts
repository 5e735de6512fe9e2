import type { StaffMember } from '@commons/shared/schemas';

/**
 * What each staff role does with the console, in the console's words
 * (docs/architecture.md, "The console"); a provider's own projects are named.
 */
export function roleDuties({ role, projects }: Pick<StaffMember, 'role' | 'projects'>): string[] {
  switch (role) {
    case 'operator':
      return [
        'Reviews accounts, identity documents and yearly data, and pays out or rejects withdrawals.',
        'Loads projects and listings, reads and resends mail, and retries failed jobs.',
        'Invites staff members, changes their roles, disables them, and resets a lost second factor, a customer\'s too.',
        'Reads the audit of every change.',
      ];
    case 'release-engineer':
      return ['Ships the site: activates, rolls out, promotes and rolls back versions of the remotes, and freezes a remote while it must not change.'];
    case 'provider':
      return [
        'Acts for the projects of a project provider.',
        'Bank transfers: finds the orders paid by bank transfer by their reference, marks them in progress, then paid once the money has arrived.',
        'Transfer details: sets the bank account each project is paid to by transfer.',
        projects.length > 0 ? `Your projects: ${projects.join(', ')}.` : 'No project is assigned to you yet: ask an operator.',
      ];
  }
}
