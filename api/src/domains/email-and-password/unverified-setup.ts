import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  groupPolicies,
  individuals,
  knownBrowsers,
  publicPages,
  type Individual,
} from '../../db/schema';
import { removeTwoFactor } from '../sign-in-security/remove-two-factor';

/** What the first proof of an owner's address removed; the mail lists what is not empty. */
export interface RemovedSetup {
  subUsers: number;
  groupPolicies: number;
  twoFactor: boolean;
  knownBrowsers: number;
  publicPage: boolean;
}

const nothingRemoved: RemovedSetup = { subUsers: 0, groupPolicies: 0, twoFactor: false, knownBrowsers: 0, publicPage: false };

/** Whether the proof removed anything worth a mail. */
export const removedAnything = (removed: RemovedSetup): boolean =>
  removed.subUsers > 0 || removed.groupPolicies > 0 || removed.twoFactor || removed.knownBrowsers > 0 || removed.publicPage;

/**
 * Removes what was set up on an owner's account before its address was first proven, in the
 * proof's transaction (docs/product-rules.md#what-waits-for-a-verified-address): whoever signed
 * up may not hold the address, so nothing of theirs may outlast the holder's proof. Sub-users go
 * with their sessions, then the policies, two-factor, known browsers and the public page (its
 * handle freed). A sub-user's own proof, or any later one, removes nothing.
 */
export async function removeUnverifiedSetup(tx: Database, member: Individual): Promise<RemovedSetup> {
  if (member.emailVerifiedAt || member.ownerId) return nothingRemoved;
  const ownerId = member.id;
  // Sessions, known browsers and two-factor rows of the sub-users go by cascade.
  const subUsers = await tx.delete(individuals).where(eq(individuals.ownerId, ownerId)).returning({ id: individuals.id });
  const policies = await tx.delete(groupPolicies).where(eq(groupPolicies.ownerId, ownerId)).returning({ id: groupPolicies.id });
  const twoFactor = await removeTwoFactor(tx, ownerId);
  const browsers = await tx.delete(knownBrowsers).where(eq(knownBrowsers.individualId, ownerId)).returning({ id: knownBrowsers.tokenHash });
  const page = await tx.delete(publicPages).where(eq(publicPages.ownerId, ownerId)).returning({ id: publicPages.ownerId });
  return {
    subUsers: subUsers.length,
    groupPolicies: policies.length,
    twoFactor,
    knownBrowsers: browsers.length,
    publicPage: page.length > 0,
  };
}
