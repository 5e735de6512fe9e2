import { eq } from 'drizzle-orm';
import { accessMessages } from '@commons/shared/domain';
import { profileFieldNames, type ProfileChanges, type ProfileForm } from '@commons/shared/schemas';
import { individuals, type Individual } from '../../db/schema';
import { forbidden, unauthenticated } from '@commons/server-kernel/errors';
import type { Account } from '../../lib/account';
import type { ServiceDeps } from '../domain';
import { statusAfterProfileUpdate } from './account-status';
import { isProfileComplete } from './profile-complete';

export type Profiles = ReturnType<typeof createProfiles>;

/** The sent fields whose value differs from the stored one. */
function changedFields(current: Individual, changes: ProfileChanges): Partial<ProfileForm> {
  return Object.fromEntries(
    profileFieldNames.flatMap((field) => {
      const value = changes[field];
      return value !== undefined && value !== current[field] ? [[field, value]] : [];
    }),
  );
}

/** The owner's own profile fields and the review that follows a change. */
export function createProfiles({ db, config }: Pick<ServiceDeps, 'db' | 'config'>) {
  const review = config.accountReview;
  return {
    /**
     * Saves what differs in `changes` and moves the account status in the same transaction, the
     * row locked so an operator's decision and a save never interleave. The profile is the
     * caller's own. Returns the saved account.
     */
    update: (account: Account, changes: ProfileChanges): Promise<Individual> =>
      db.transaction(async (tx) => {
        const individualId = account.callerId;
        const [current] = await tx.select().from(individuals).where(eq(individuals.id, individualId)).for('update');
        if (!current) throw unauthenticated();
        const status = current.accountStatus;
        // The access check ran before the lock; an operator may have rejected or suspended since.
        if (status === 'REJECTED' || status === 'SUSPENDED') throw forbidden(accessMessages.accountStatus[status]);
        const changed = changedFields(current, changes);
        const isChanged = Object.keys(changed).length > 0;
        const complete = isProfileComplete({ ...current, ...changed });
        // A sub-user's status is the owner's to give (it vouched for them when creating the
        // login): its profile changes keep it; review concerns the owner's account.
        const accountStatus =
          current.iam === 'SUB_USER' ? status : statusAfterProfileUpdate(status, { changed: isChanged, complete }, review);
        if (!isChanged && accountStatus === status) return current;
        const [saved] = await tx
          .update(individuals)
          .set({ ...changed, accountStatus })
          .where(eq(individuals.id, individualId))
          .returning();
        if (!saved) throw new Error('update of individuals returned no row');
        return saved;
      }),
  };
}
