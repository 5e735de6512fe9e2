import { approvedOrReviewing, walletAccess, type AccessRule } from '../domain/access';

// The access rules that several endpoints share, named once (docs/product-rules.md): each
// endpoint's declaration names its rule; the server and every screen's calls are checked by it.

/** The profile saves: open while REVIEWING so the user can complete the profile; sub-users need PROFILE. */
export const profileSave: AccessRule = { statuses: approvedOrReviewing, menus: ['PROFILE'] };

export { walletAccess };
/** The payment's success page's own rule (REVIEWING as well): it reads the top-up it waits for. */
export const topUpReturn: AccessRule = { statuses: approvedOrReviewing, menus: ['WALLET'] };

/** The wizard's own routes (family members, saving a year): WIZARD, like the wizard screen. */
export const wizard: AccessRule = { menus: ['WIZARD'] };

/** Managing sub-users and group policies: the account owner (iam ADMIN) alone, APPROVED. */
export const ownerOnly: AccessRule = { adminOnly: true };

/**
 * The owner's identity documents: the owner alone, and open while REVIEWING so a new
 * owner can complete the profile with them.
 */
export const ownDocuments: AccessRule = { adminOnly: true, statuses: approvedOrReviewing };

/**
 * The owner's own data, its export and the account's deletion: the owner alone, and open while
 * REVIEWING too, since a new owner may leave before the review.
 */
export const ownData: AccessRule = { adminOnly: true, statuses: approvedOrReviewing };

/** A login's own sign-in security: any member, its own, APPROVED or REVIEWING. */
export const ownSecurity: AccessRule = { statuses: approvedOrReviewing };
/** The owner's notice preferences: every notice goes to the owner's address. */
export const ownNotices: AccessRule = { adminOnly: true, statuses: approvedOrReviewing };

/**
 * The owner's public impact page settings: the owner alone, since the page shows the
 * account's retirements; open while REVIEWING like the rest of the profile's owner panels.
 */
export const ownPublicPage: AccessRule = { adminOnly: true, statuses: approvedOrReviewing };

/** Buying and offsetting, which Carbon Credits and the wizard's step 3 both do: either menu. */
export const buying: AccessRule = { anyMenus: ['CARBON_CREDITS', 'WIZARD'] };

/**
 * Reading the bank-transfer orders, listed under Carbon Credits, in the wizard's checkout and in
 * the wallet's history: any of those menus (docs/product-rules.md#bank-transfer-orders).
 */
export const bankTransferOrdersRead: AccessRule = { anyMenus: ['CARBON_CREDITS', 'WIZARD', 'WALLET'] };

/** Starting and changing a monthly plan: Carbon Credits'. */
export const planAccess: AccessRule = { menus: ['CARBON_CREDITS'] };

