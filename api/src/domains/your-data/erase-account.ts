import { randomBytes } from 'node:crypto';
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import { redactAuditAddress } from '@commons/platform/audit/audit-erasure';
import { redactIntentAddress } from '../../operator/command-intents';
import { formerMemberLabel } from '@commons/shared/domain';
import type { Database } from '../../db/database';
import {
  accountTokens,
  certificateFiles,
  dataExports,
  familyMembers,
  groupPolicies,
  idempotencyKeys,
  identityDocuments,
  individuals,
  knownBrowsers,
  loginAttempts,
  mailOutbox,
  mailPreferences,
  paymentSessions,
  payoutAccounts,
  publicPages,
  withdrawalRequests,
  retirements,
  sessions,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
  type Individual,
} from '../../db/schema';
import { hashPassword } from '../auth/passwords';

/** Where an erased account's address goes: unique, undeliverable (RFC 2606), freeing the real one. */
export const erasedEmail = (individualId: string) => `erased-${individualId}@erased.invalid`;

/**
 * Erases an owner's personal data inside the caller's transaction (the owner's row locked),
 * and returns what to remove once it commits: the blobs to release and the exports' ZIPs. The owner's row stays: the wallet, its
 * ledger and the retirements refer to it (deleting it would cascade into the retirements), so it
 * is anonymised instead, its password replaced by one nobody knows and `erasedAt` set. What goes
 * for good: the sub-users' logins (their sessions cascade; their records keep `created_by` null),
 * the group policies, family members, identity documents, exports, every session, the
 * two-factor secrets and recovery codes, known browsers, mailed tokens, notice switches, the
 * idempotency answers (they may quote personal data), the payout account and the
 * withdrawals' copies of it, the failed sign-ins under the addresses
 * and the mail sent to them. The audit keeps what staff did to them, under their erased addresses.
 * Retirements keep what they retired and name "a former member".
 */
export async function eraseAccount(tx: Database, owner: Individual): Promise<{ blobKeys: string[]; exportKeys: string[] }> {
  const ownerId = owner.id;
  const documents = await tx
    .delete(identityDocuments)
    .where(eq(identityDocuments.ownerId, ownerId))
    .returning({ blobKey: identityDocuments.blobKey });
  const exports = await tx
    .delete(dataExports)
    .where(eq(dataExports.ownerId, ownerId))
    .returning({ blobKey: dataExports.blobKey });
  const subUsers = await tx
    .select({ id: individuals.id, email: individuals.email })
    .from(individuals)
    .where(eq(individuals.ownerId, ownerId));
  const members = [owner, ...subUsers];
  // Mail to them, sent or not: it holds their addresses and names. Before the sub-users go, as
  // their deletion would only empty `individual_id` and leave the address.
  await tx
    .delete(mailOutbox)
    .where(
      or(
        inArray(mailOutbox.individualId, members.map((member) => member.id)),
        inArray(mailOutbox.toAddress, members.map((member) => member.email)),
      ),
    );
  // What staff did to them stays in the audit, under their erased addresses.
  for (const member of members) {
    await redactAuditAddress(tx, member.email, erasedEmail(member.id));
    await redactIntentAddress(tx, member.email, erasedEmail(member.id));
  }
  await tx.delete(individuals).where(eq(individuals.ownerId, ownerId));
  await tx.delete(groupPolicies).where(eq(groupPolicies.ownerId, ownerId));
  await tx.delete(familyMembers).where(eq(familyMembers.ownerId, ownerId));
  await tx.delete(sessions).where(eq(sessions.individualId, ownerId));
  // The owner's row stays, so nothing cascades from it: its sign-in secrets, mailed tokens (a
  // pending change of address names the new one), known browsers and switches go by hand.
  for (const table of [accountTokens, twoFactorSecrets, twoFactorRecoveryCodes, twoFactorChallenges, knownBrowsers, mailPreferences]) {
    await tx.delete(table).where(eq(table.individualId, ownerId));
  }
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.ownerId, ownerId));
  // The public impact page's display name is the person's own words: gone, and its handle freed.
  await tx.delete(publicPages).where(eq(publicPages.ownerId, ownerId));
  for (const { email } of members) {
    // `pair:<address> <email>`: matched by its end, as an address may hold LIKE's wildcards.
    const pairEnd = ` ${email}`;
    await tx
      .delete(loginAttempts)
      .where(
        or(
          eq(loginAttempts.key, `email:${email}`),
          and(like(loginAttempts.key, 'pair:%'), eq(sql`right(${loginAttempts.key}, ${pairEnd.length})`, pairEnd)),
        ),
      );
  }
  await tx.update(paymentSessions).set({ customerEmail: '' }).where(eq(paymentSessions.walletId, ownerId));
  // Where money was paid names the holder and opens to the full account: gone, the amounts stay.
  await tx.delete(payoutAccounts).where(eq(payoutAccounts.ownerId, ownerId));
  await tx.update(withdrawalRequests).set({ paidTo: null, paidToSealed: null }).where(eq(withdrawalRequests.walletId, ownerId));
  await tx.update(retirements).set({ beneficiary: formerMemberLabel }).where(eq(retirements.ownerId, ownerId));
  // The certificates drawn ahead print the name: gone with it (drawn again, anonymised, when asked for).
  const drawn = await tx
    .delete(certificateFiles)
    .where(inArray(certificateFiles.retirementId, tx.select({ id: retirements.id }).from(retirements).where(eq(retirements.ownerId, ownerId))))
    .returning({ blobKey: certificateFiles.blobKey });
  await tx
    .update(individuals)
    .set({
      name: formerMemberLabel,
      email: erasedEmail(ownerId),
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      phone: '',
      country: '',
      city: '',
      education: '',
      profession: '',
      nationality: '',
      citizenshipNo: '',
      uidOfResidence: '',
      lastLogin: null,
      erasedAt: new Date(),
    })
    .where(eq(individuals.id, ownerId));
  return {
    blobKeys: [...documents.map((row) => row.blobKey), ...drawn.map((row) => row.blobKey)],
    exportKeys: exports.flatMap((row) => (row.blobKey ? [row.blobKey] : [])),
  };
}
