import type { Individual } from '../db/schema';

/**
 * The account a signed-in request acts on, decided once when the caller is authenticated. Sub-users
 * act on their owner's data (docs/product-rules.md#decisions-the-contract-leaves-open): the wallet,
 * its history and, next, family members, operational data, certificates and policies are all keyed
 * by `ownerId`; `callerId` records who did it and names the caller's own profile.
 */
export interface Account {
  /** The owning account: the caller itself for an owner, its owner for a sub-user. */
  ownerId: string;
  /** The signed-in individual. */
  callerId: string;
}

/** The account an individual acts on. */
export const accountOf = (individual: Pick<Individual, 'id' | 'ownerId'>): Account => ({
  ownerId: individual.ownerId ?? individual.id,
  callerId: individual.id,
});
