import { randomUUID } from 'node:crypto';
import { consoleEndpoints } from '@commons/shared/contract';
import { subUserPassword } from '../helpers/callers';
import { uniqueEmail, validSignup } from '../helpers/accounts';
import { household, validMember } from '../helpers/carbon';
import {
  anyApproved,
  anySignedIn,
  everyone,
  only,
  operator,
  operatorRow,
  owners,
  walletReaders,
  type MatrixRow,
} from './permission-matrix.presets';

/**
 * The permission matrix's table: one row per route the app registers, `METHOD /url`
 * as registered, with the request that makes the call meaningful and the status each caller
 * must get. Every id a request names is the owner's, so the other account's columns test
 * cross-account access. The presets only spell out whole columns; the table decides.
 */
const api = '/api/api';

/** Every member's own sign-in security: APPROVED callers and the REVIEWING owner. */
const ownSecurity = (status: number) => ({ ...anyApproved(status), reviewing: status });
/** A well-formed family member id no account holds. */
const unknownMemberId = '0f8fad5b-d9cb-469f-a165-70867728950e';

export const matrixTable: Record<string, MatrixRow> = {
  // ---- auth (public) ----
  'POST /api/api/auth/individual/signup': {
    why: 'a fresh address each call, so every call creates its own account: 201 whatever the token',
    request: () => ({ url: `${api}/auth/individual/signup`, payload: validSignup() }),
    expected: everyone(201),
  },
  'POST /api/api/auth/individual/login': {
    why: "the other account's own credentials: a success each time (successes do not count toward the limits)",
    request: (f) => ({
      url: `${api}/auth/individual/login`,
      payload: { email: f.otherAccount.email, password: validSignup().password },
    }),
    expected: everyone(200),
  },
  'POST /api/api/auth/individual/login/two-factor': {
    why: 'a challenge no password step gave: 401 whatever the token, as the challenge stands for the password',
    request: () => ({ url: `${api}/auth/individual/login/two-factor`, payload: { challenge: 'no such challenge', code: '123456' } }),
    expected: everyone(401),
  },
  'POST /api/api/auth/individual/two-factor-recovery': {
    why: 'a challenge no password step gave: 401 whatever the token, nothing is filed',
    request: () => ({ url: `${api}/auth/individual/two-factor-recovery`, payload: { challenge: 'no such challenge' } }),
    expected: everyone(401),
  },
  'POST /api/api/auth/individual/login/link': {
    why: 'a well-formed token no sign-in link carries: 400 "expired or already used" whatever the session',
    request: () => ({ url: `${api}/auth/individual/login/link`, payload: { token: 'A'.repeat(43) } }),
    expected: everyone(400),
  },

  // ---- the mailed links (public) ----
  'POST /api/api/auth/individual/verify-email': {
    why: 'a well-formed token no link carries: 400 "expired or already used" whatever the session',
    request: () => ({ url: `${api}/auth/individual/verify-email`, payload: { token: 'A'.repeat(43) } }),
    expected: everyone(400),
  },
  'POST /api/api/auth/individual/forgot-password': {
    why: 'a fresh address each call: the same 200 for anyone, whether or not an account has it (15 calls, under the per-address throttle)',
    request: () => ({ url: `${api}/auth/individual/forgot-password`, payload: { email: uniqueEmail() } }),
    expected: everyone(200),
  },
  'POST /api/api/auth/individual/reset-password': {
    why: 'a well-formed token no link carries: 400, nothing changed, whatever the session',
    request: () => ({ url: `${api}/auth/individual/reset-password`, payload: { token: 'A'.repeat(43), password: 'a long new password' } }),
    expected: everyone(400),
  },

  // ---- the user's own account ----
  'GET /api/api/user/logout': {
    why: 'any status may sign out; ends the caller\'s session, so it runs last',
    request: () => ({ url: `${api}/user/logout` }),
    expected: anySignedIn,
    endsSession: true,
  },
  'GET /api/api/user/individual/my-profile': {
    why: 'any status: the host reads the status from it',
    request: () => ({ url: `${api}/user/individual/my-profile` }),
    expected: anySignedIn,
  },
  'GET /api/api/user/individual/my-assigned-group-policy': {
    why: 'APPROVED only, no menu (no policy reads as no menus)',
    request: () => ({ url: `${api}/user/individual/my-assigned-group-policy` }),
    expected: anyApproved(200),
  },
  'POST /api/api/user/individual/update-profile-details': {
    why: 'an empty change set: 400 for those allowed, so no profile or status changes',
    request: () => ({ url: `${api}/user/individual/update-profile-details`, payload: { data: {} } }),
    expected: only({ owner: 400, reviewing: 400, profile: 400, otherAccount: 400, otherSubUser: 400 }),
  },
  'PUT /api/api/user/individual/update-profile/:individualId': {
    why: "the owner's id with an empty body: the owner 400 (nothing saved); anyone else the rule lets through 404, the route's answer for any id but one's own",
    request: (f) => ({ url: `${api}/user/individual/update-profile/${f.owner.individualId}`, payload: {} }),
    expected: only({ owner: 400, reviewing: 404, profile: 404, otherAccount: 404, otherSubUser: 404 }),
  },

  // The Security page: any member's own login while APPROVED or REVIEWING, no menu.
  'POST /api/api/user/individual/change-password': {
    why: 'a wrong current password: 400 for those allowed (one wrong guess each, under the throttle), nothing changed',
    request: () => ({
      url: `${api}/user/individual/change-password`,
      payload: { currentPassword: 'not the password', newPassword: 'another long password' },
    }),
    expected: { ...anyApproved(400), reviewing: 400 },
  },
  'POST /api/api/user/individual/change-email': {
    why: 'a wrong current password: 400 for those allowed, no link sent',
    request: () => ({
      url: `${api}/user/individual/change-email`,
      payload: { newEmail: uniqueEmail(), password: 'not the password' },
    }),
    expected: { ...anyApproved(400), reviewing: 400 },
  },
  'POST /api/api/user/individual/resend-verification': {
    why: "owners alone: the REVIEWING owner's address is unverified (200, a link sent); the approved owners' are verified (409)",
    request: () => ({ url: `${api}/user/individual/resend-verification` }),
    expected: only({ owner: 409, reviewing: 200, otherAccount: 409 }),
  },

  // ---- wallet ----
  'POST /api/api/wallet/session-url': {
    why: 'a fresh idempotency key: each allowed call opens its own unpaid top-up, which nobody else sees',
    request: () => ({
      url: `${api}/wallet/session-url`,
      payload: { amount: 10, customerEmail: 'payer@example.com', idempotencyKey: randomUUID() },
    }),
    expected: walletReaders(200),
  },
  'GET /api/api/wallet/individual/my-wallet': {
    why: 'a read',
    request: () => ({ url: `${api}/wallet/individual/my-wallet` }),
    expected: walletReaders(200),
  },
  'GET /api/api/wallet/individual/top-ups/:topUpId': {
    why: "the owner's top-up, already PAID: its wallet's callers read it; another account's (the REVIEWING one too: the success page admits it) get 404",
    request: (f) => ({ url: `${api}/wallet/individual/top-ups/${f.paidTopUpId}` }),
    expected: only({ owner: 200, wallet: 200, otherAccount: 404, otherSubUser: 404, reviewing: 404 }),
  },
  'POST /api/api/wallet/individual/raise-withdrawal-request': {
    why: 'both wallets are empty (the fixture spends what it credits): 409, and no request is raised',
    request: () => ({ url: `${api}/wallet/individual/raise-withdrawal-request`, payload: { requestedWithdrawalAmount: 5 } }),
    expected: walletReaders(409),
  },
  'GET /api/api/wallet/individual/withdrawal-requests/pending': {
    why: 'a read',
    request: () => ({ url: `${api}/wallet/individual/withdrawal-requests/pending` }),
    expected: walletReaders(200),
  },
  'GET /api/api/wallet/individual/withdrawal-requests/rejected': {
    why: 'a read',
    request: () => ({ url: `${api}/wallet/individual/withdrawal-requests/rejected` }),
    expected: walletReaders(200),
  },
  'POST /api/api/wallet/individual/withdrawal-requests/:withdrawalRequestId/cancel': {
    why: "the owner's request is already CANCELLED: 409 for its wallet's callers, 404 for another account's, no money moves",
    request: (f) => ({ url: `${api}/wallet/individual/withdrawal-requests/${f.cancelledWithdrawalId}/cancel` }),
    expected: only({ owner: 409, wallet: 409, otherAccount: 404, otherSubUser: 404 }),
  },
  'GET /api/api/wallet/individual/payout-account': {
    why: "the owner's own payout account: owners alone, sub-users never see it (docs/product-rules.md#money-and-payments)",
    request: () => ({ url: `${api}/wallet/individual/payout-account` }),
    expected: owners(200, 200),
  },
  'PUT /api/api/wallet/individual/payout-account': {
    why: 'a valid account with a wrong password: 400 for owners, nothing is set; sub-users never change it',
    request: () => ({
      url: `${api}/wallet/individual/payout-account`,
      payload: { account: { kind: 'iban', holderName: 'Ada Lovelace', iban: 'NL91ABNA0417164300' }, password: 'not the password' },
    }),
    expected: owners(400, 400),
  },
  'DELETE /api/api/wallet/individual/payout-account': {
    why: "each owner removes its own (none is kept: still 200); sub-users never change it",
    request: () => ({ url: `${api}/wallet/individual/payout-account` }),
    expected: owners(200, 200),
  },
  'GET /api/api/user-history/topup-withdrawal-records': {
    why: 'a read',
    request: () => ({ url: `${api}/user-history/topup-withdrawal-records` }),
    expected: walletReaders(200),
  },
  'GET /api/api/user-history/user-checkout-records': {
    why: 'a read',
    request: () => ({ url: `${api}/user-history/user-checkout-records` }),
    expected: walletReaders(200),
  },

  // ---- carbon ----
  'GET /api/api/operational-data/individual': {
    why: 'a read the dashboard makes: APPROVED, no menu',
    request: () => ({ url: `${api}/operational-data/individual` }),
    expected: anyApproved(200),
  },
  'GET /api/api/operational-data/individual/': {
    why: 'the trailing-slash twin remote versions still published call: the same rule',
    request: () => ({ url: `${api}/operational-data/individual/` }),
    expected: anyApproved(200),
  },
  'POST /api/api/operational-data/individual/add': {
    why:
      "the year the owner's account already holds: 409 there. The other account saves it on its first call (201: the owner's year is not its own); its sub-user, called after it in the fixed order, then finds it (409)",
    request: () => ({ url: `${api}/operational-data/individual/add`, payload: household() }),
    expected: only({ owner: 409, wizard: 409, otherAccount: 201, otherSubUser: 409 }),
  },
  'POST /api/api/user/individual/add-family-member': {
    why: 'each allowed call adds one member to its own account; no other row reads the members',
    request: () => ({ url: `${api}/user/individual/add-family-member`, payload: validMember() }),
    expected: only({ owner: 201, wizard: 201, otherAccount: 201, otherSubUser: 201 }),
  },
  'GET /api/api/user/individual/family-members': {
    why: 'a read',
    request: () => ({ url: `${api}/user/individual/family-members` }),
    expected: only({ owner: 200, wizard: 200, otherAccount: 200, otherSubUser: 200 }),
  },
  'PUT /api/api/user/individual/family-members/:familyMemberId': {
    why: 'a member no account holds: past the guard, 404 for each allowed caller, and nothing changes',
    request: () => ({ url: `${api}/user/individual/family-members/${unknownMemberId}`, payload: validMember() }),
    expected: only({ owner: 404, wizard: 404, otherAccount: 404, otherSubUser: 404 }),
  },
  'DELETE /api/api/user/individual/family-members/:familyMemberId': {
    why: 'a member no account holds: past the guard, 404 for each allowed caller, and nothing changes',
    request: () => ({ url: `${api}/user/individual/family-members/${unknownMemberId}` }),
    expected: only({ owner: 404, wizard: 404, otherAccount: 404, otherSubUser: 404 }),
  },
  'POST /api/api/operational-data/individual/checkout': {
    why: "the owner's record, already bought: 409 in its account, 404 for another account's (as an unknown id)",
    request: (f) => ({
      url: `${api}/operational-data/individual/checkout`,
      payload: { listingId: f.listingId, operationalDataId: f.recordId },
    }),
    expected: only({ owner: 409, carbonCredits: 409, wizard: 409, otherAccount: 404, otherSubUser: 404 }),
  },
  'POST /api/api/carbon-offsets/individual/monthly-offset': {
    why: "the owner's record (bought, last year's): refused the same in its account each time, 404 for another account",
    request: (f) => ({ url: `${api}/carbon-offsets/individual/monthly-offset`, payload: { operationalDataId: f.recordId } }),
    expected: only({ owner: 409, carbonCredits: 409, wizard: 409, otherAccount: 404, otherSubUser: 404 }),
  },
  // Monthly plans: read by the dashboard (APPROVED, no menu), changed with CARBON_CREDITS.
  'GET /api/api/carbon-offsets/individual/plans': {
    why: 'a read the dashboard makes: APPROVED, no menu',
    request: () => ({ url: `${api}/carbon-offsets/individual/plans` }),
    expected: anyApproved(200),
  },
  'POST /api/api/carbon-offsets/individual/plans': {
    why: "the owner's record, already offset: 409 in its account each time (nothing starts), 404 for another account",
    request: (f) => ({ url: `${api}/carbon-offsets/individual/plans`, payload: { operationalDataId: f.recordId } }),
    expected: only({ owner: 409, carbonCredits: 409, otherAccount: 404, otherSubUser: 404 }),
  },
  'POST /api/api/carbon-offsets/individual/plans/:planId/pause': {
    why: 'a plan no account holds: past the guard, 404 for each allowed caller, and nothing changes',
    request: () => ({ url: `${api}/carbon-offsets/individual/plans/${unknownMemberId}/pause` }),
    expected: only({ owner: 404, carbonCredits: 404, otherAccount: 404, otherSubUser: 404 }),
  },
  'POST /api/api/carbon-offsets/individual/plans/:planId/resume': {
    why: 'a plan no account holds: past the guard, 404 for each allowed caller, and nothing changes',
    request: () => ({ url: `${api}/carbon-offsets/individual/plans/${unknownMemberId}/resume` }),
    expected: only({ owner: 404, carbonCredits: 404, otherAccount: 404, otherSubUser: 404 }),
  },
  'POST /api/api/carbon-offsets/individual/plans/:planId/cancel': {
    why: 'a plan no account holds: past the guard, 404 for each allowed caller, and nothing changes',
    request: () => ({ url: `${api}/carbon-offsets/individual/plans/${unknownMemberId}/cancel` }),
    expected: only({ owner: 404, carbonCredits: 404, otherAccount: 404, otherSubUser: 404 }),
  },
  // Bank-transfer orders: placed and cancelled as credits are bought, read wherever they are listed (wallet too).
  'POST /api/api/carbon-credits/individual/bank-transfer-orders': {
    why: "the owner's record, already bought: 409 in its account, nothing reserved; 404 for another account's (as an unknown id)",
    request: (f) => ({ url: `${api}/carbon-credits/individual/bank-transfer-orders`, payload: { listingId: f.listingId, operationalDataId: f.recordId } }),
    expected: only({ owner: 409, carbonCredits: 409, wizard: 409, otherAccount: 404, otherSubUser: 404 }),
  },
  'GET /api/api/carbon-credits/individual/bank-transfer-orders': {
    why: "a read of the caller's own account's orders: Carbon Credits, the wizard or the wallet",
    request: () => ({ url: `${api}/carbon-credits/individual/bank-transfer-orders` }),
    expected: only({ owner: 200, carbonCredits: 200, wizard: 200, wallet: 200, otherAccount: 200, otherSubUser: 200 }),
  },
  'GET /api/api/carbon-credits/individual/bank-transfer-orders/:orderId': {
    why: 'an order no account holds: past the guard, 404 for each allowed caller',
    request: () => ({ url: `${api}/carbon-credits/individual/bank-transfer-orders/${unknownMemberId}` }),
    expected: only({ owner: 404, carbonCredits: 404, wizard: 404, wallet: 404, otherAccount: 404, otherSubUser: 404 }),
  },
  'POST /api/api/carbon-credits/individual/bank-transfer-orders/:orderId/cancel': {
    why: 'an order no account holds: past the guard, 404 for each allowed caller, and nothing changes',
    request: () => ({ url: `${api}/carbon-credits/individual/bank-transfer-orders/${unknownMemberId}/cancel` }),
    expected: only({ owner: 404, carbonCredits: 404, otherAccount: 404, otherSubUser: 404 }),
  },
  'POST /api/api/carbon-credits/individual/get-fifo-listing': {
    why: 'a read of the listings (shared by all accounts)',
    request: () => ({ url: `${api}/carbon-credits/individual/get-fifo-listing`, payload: { requiredQuantity: 1 } }),
    expected: only({ owner: 200, carbonCredits: 200, wizard: 200, otherAccount: 200, otherSubUser: 200 }),
  },
  'POST /api/api/carbon-credits/individual/get-listings': {
    why: 'a read of the listings (shared by all accounts)',
    request: () => ({ url: `${api}/carbon-credits/individual/get-listings`, payload: { requiredQuantity: 1 } }),
    expected: only({ owner: 200, carbonCredits: 200, wizard: 200, otherAccount: 200, otherSubUser: 200 }),
  },
  'GET /api/api/carbon-credits/confirmation-certificate': {
    why: "the owner's checkout: its PDF in its account, 404 for another account",
    request: (f) => ({ url: `${api}/carbon-credits/confirmation-certificate?checkoutId=${f.checkoutId}` }),
    expected: only({ owner: 200, carbonCredits: 200, wizard: 200, wallet: 200, otherAccount: 404, otherSubUser: 404 }),
  },
  'GET /api/api/carbon-credits/certificates/:checkoutId': {
    why: "public verification of the owner's checkout: anyone holding the link",
    request: (f) => ({ url: `${api}/carbon-credits/certificates/${f.checkoutId}` }),
    expected: everyone(200),
  },

  // ---- projects (public) ----
  'GET /api/api/projects': {
    why: 'the public list of projects, the same for anyone, signed in or not',
    request: () => ({ url: `${api}/projects` }),
    expected: everyone(200),
  },
  'GET /api/api/projects/:projectId': {
    why: "a project's public disclosure: anyone, whatever the session",
    request: (f) => ({ url: `${api}/projects/${f.projectId}` }),
    expected: everyone(200),
  },
  'GET /api/api/projects/:projectId/pictures/:pictureId': {
    why: "a project's picture, public like its page",
    request: (f) => ({ url: f.projectPictureUrl }),
    expected: everyone(200),
  },

  // ---- sub-users and group policies (owner only) ----
  'POST /api/api/user/individual/create-subuser': {
    why: "a fresh address holding the owner's policy: the owner creates one (201), no one else reads the count; another account cannot name that policy (404)",
    request: (f) => ({
      url: `${api}/user/individual/create-subuser`,
      payload: {
        name: 'Nora Newhelper',
        phone: '+4412345678901',
        email: uniqueEmail(),
        password: subUserPassword,
        assignedGroupPolicyId: f.editablePolicyId,
      },
    }),
    expected: owners(201, 404),
  },
  'POST /api/api/user/individual/delete-subuser': {
    why: "a sub-user of the owner kept for it: the owner's one call removes it (200); another account gets 404 before or after",
    request: (f) => ({ url: `${api}/user/individual/delete-subuser`, payload: { subUserId: f.deletableSubUserId } }),
    expected: owners(200, 404),
  },
  // ---- identity documents: the owner's alone, open while REVIEWING ----
  'GET /api/api/user/individual/documents': {
    why: "each owner lists its own account's documents, a REVIEWING one too; sub-users never see them",
    request: () => ({ url: `${api}/user/individual/documents` }),
    expected: only({ owner: 200, reviewing: 200, otherAccount: 200 }),
  },
  'POST /api/api/user/individual/documents': {
    why: 'a JSON body, not a multipart upload: refused before anything is stored, so no owner goes back to review',
    request: () => ({ url: `${api}/user/individual/documents`, payload: {} }),
    expected: only({ owner: 400, reviewing: 400, otherAccount: 400 }),
  },
  'GET /api/api/user/individual/documents/:documentId/file': {
    why: "the owner's accepted document: its bytes for the owner (200); any other owner 404, as for an unknown id",
    request: (f) => ({ url: `${api}/user/individual/documents/${f.documentId}/file` }),
    expected: only({ owner: 200, reviewing: 404, otherAccount: 404 }),
  },
  'DELETE /api/api/user/individual/documents/:documentId': {
    why: "the owner's ACCEPTED document: only a PENDING one can be deleted (409, nothing changes); any other owner 404",
    request: (f) => ({ url: `${api}/user/individual/documents/${f.documentId}` }),
    expected: only({ owner: 409, reviewing: 404, otherAccount: 404 }),
  },
  // ---- a login's own sign-in security: any member, APPROVED or REVIEWING ----
  'GET /api/api/user/individual/sessions': {
    why: "a read of the caller's own sessions",
    request: () => ({ url: `${api}/user/individual/sessions` }),
    expected: ownSecurity(200),
  },
  'POST /api/api/user/individual/sessions/:sessionId/revoke': {
    why: 'an id no session has: 404 for those allowed, so no caller is signed out',
    request: () => ({ url: `${api}/user/individual/sessions/${randomUUID()}/revoke` }),
    expected: ownSecurity(404),
  },
  'GET /api/api/user/individual/two-factor': {
    why: "a read of the caller's own two-factor status",
    request: () => ({ url: `${api}/user/individual/two-factor` }),
    expected: ownSecurity(200),
  },
  'POST /api/api/user/individual/two-factor/setup': {
    why: "a new secret not yet confirmed: sign-in does not ask for a code until enable; the REVIEWING owner's address is unverified (403)",
    request: () => ({ url: `${api}/user/individual/two-factor/setup` }),
    expected: { ...ownSecurity(200), reviewing: 403 },
  },
  'POST /api/api/user/individual/two-factor/enable': {
    why: "a wrong password: 400 for those allowed, two-factor stays off; the REVIEWING owner's address is unverified (403)",
    request: () => ({ url: `${api}/user/individual/two-factor/enable`, payload: { code: '000000', password: 'not the password' } }),
    expected: { ...ownSecurity(400), reviewing: 403 },
  },
  'POST /api/api/user/individual/two-factor/disable': {
    why: 'two-factor is off for every caller: 409 for those allowed',
    request: () => ({ url: `${api}/user/individual/two-factor/disable`, payload: { code: '000000', password: 'not the password' } }),
    expected: ownSecurity(409),
  },
  // ---- notice preferences and unsubscribe links ----
  'GET /api/api/user/individual/notification-preferences': {
    why: "each owner reads its own account's switches, a REVIEWING one too; sub-users have none (the notices go to the owner)",
    request: () => ({ url: `${api}/user/individual/notification-preferences` }),
    expected: only({ owner: 200, reviewing: 200, otherAccount: 200 }),
  },
  'PUT /api/api/user/individual/notification-preferences': {
    why: 'turning a kind on that is on: each owner gets its own switches back, nothing changes',
    request: () => ({ url: `${api}/user/individual/notification-preferences`, payload: { withdrawals: true } }),
    expected: only({ owner: 200, reviewing: 200, otherAccount: 200 }),
  },
  'GET /api/api/mail/unsubscribe': {
    why: 'public: an unsigned token is refused (400) whoever calls, before any page opens for it; no session is read',
    request: () => ({ url: `${api}/mail/unsubscribe?token=bm90LmEudG9rZW4.c2lnbmF0dXJl` }),
    expected: everyone(400),
  },
  'POST /api/api/mail/unsubscribe': {
    why: 'public: an unsigned token is refused (400) whoever calls, so nothing changes',
    request: () => ({ url: `${api}/mail/unsubscribe?token=bm90LmEudG9rZW4.c2lnbmF0dXJl` }),
    expected: everyone(400),
  },
  'POST /api/api/mail/resubscribe': {
    why: 'public: an unsigned token is refused (400) whoever calls, so nothing changes',
    request: () => ({ url: `${api}/mail/resubscribe?token=bm90LmEudG9rZW4.c2lnbmF0dXJl` }),
    expected: everyone(400),
  },
  // ---- the public impact page: its settings the owner's alone, the page public ----
  'GET /api/api/user/individual/public-page': {
    why: "each owner reads its own page's settings, a REVIEWING one too; sub-users never see them",
    request: () => ({ url: `${api}/user/individual/public-page` }),
    expected: only({ owner: 200, reviewing: 200, otherAccount: 200 }),
  },
  'PUT /api/api/user/individual/public-page': {
    why: "the owner's own handle, on: the owner saves it again (200); every other owner is refused it, whatever its case (409), the REVIEWING one first for its unverified address (403)",
    request: (f) => ({
      url: `${api}/user/individual/public-page`,
      payload: { enabled: true, handle: f.publicHandle.toUpperCase(), displayName: 'Matrix Owner' },
    }),
    expected: only({ owner: 200, reviewing: 403, otherAccount: 409 }),
  },
  'GET /api/api/user/individual/public-page/beneficiary': {
    why: "each owner reads whom its own certificates' public views name, a REVIEWING one too; sub-users never see it",
    request: () => ({ url: `${api}/user/individual/public-page/beneficiary` }),
    expected: only({ owner: 200, reviewing: 200, otherAccount: 200 }),
  },
  'PUT /api/api/user/individual/public-page/beneficiary': {
    why: 'each owner chooses for its own certificates only; sub-users never do',
    request: () => ({ url: `${api}/user/individual/public-page/beneficiary`, payload: { shown: 'MEMBER' } }),
    expected: only({ owner: 200, reviewing: 200, otherAccount: 200 }),
  },
  'GET /api/api/impact/:handle': {
    why: "public: the owner's page, on, for anyone; no session is read",
    request: (f) => ({ url: `${api}/impact/${f.publicHandle}` }),
    expected: everyone(200),
  },
  'GET /api/api/impact/:handle/share-image': {
    why: "public: the owner's page's image, for anyone (a link preview fetches it without a session)",
    request: (f) => ({ url: `${api}/impact/${f.publicHandle}/share-image` }),
    expected: everyone(200),
  },
  // ---- your data: the owner's alone, open while REVIEWING ----
  'GET /api/api/user/individual/data-exports': {
    why: "each owner lists its own account's exports, a REVIEWING one too; sub-users never see them",
    request: () => ({ url: `${api}/user/individual/data-exports` }),
    expected: only({ owner: 200, reviewing: 200, otherAccount: 200 }),
  },
  'POST /api/api/user/individual/data-exports': {
    why: "each owner asks for its own account's export (202; a second call answers the one waiting)",
    request: () => ({ url: `${api}/user/individual/data-exports`, payload: {} }),
    expected: only({ owner: 202, reviewing: 202, otherAccount: 202 }),
  },
  'POST /api/api/user/individual/data-exports/download': {
    why: "the owner's READY export's token: the ZIP for the owner; any other owner 404, as for an unknown token",
    request: (f) => ({ url: `${api}/user/individual/data-exports/download`, payload: { token: f.exportToken } }),
    expected: only({ owner: 200, reviewing: 404, otherAccount: 404 }),
  },
  'GET /api/api/user/individual/account-deletion': {
    why: "each owner asks whether its own account's deletion would be refused, a REVIEWING one too; sub-users never",
    request: () => ({ url: `${api}/user/individual/account-deletion` }),
    expected: only({ owner: 200, reviewing: 200, otherAccount: 200 }),
  },
  'POST /api/api/user/individual/account-deletion': {
    why: 'each owner, its wallet empty, is mailed a confirmation (202); nothing is erased until it is followed',
    request: () => ({ url: `${api}/user/individual/account-deletion`, payload: {} }),
    expected: only({ owner: 202, reviewing: 202, otherAccount: 202 }),
  },
  'POST /api/api/user/individual/account-deletion/confirm': {
    why: 'public (the mailed token is the proof): a token no link carries is refused, whoever sends it',
    request: () => ({ url: `${api}/user/individual/account-deletion/confirm`, payload: { token: 'A'.repeat(43) } }),
    expected: everyone(404),
  },
  'PUT /api/api/user/individual/edit-subuser': {
    why: "the owner's spare sub-user, kept APPROVED with its policy (an edit that changes nothing): 200; another account 404",
    request: (f) => ({
      url: `${api}/user/individual/edit-subuser`,
      payload: { subUserId: f.editableSubUserId, updatedData: { suspend: false } },
    }),
    expected: owners(200, 404),
  },
  'POST /api/api/user/individual/my-subusers': {
    why: "a read of the caller's own account",
    request: () => ({ url: `${api}/user/individual/my-subusers`, payload: {} }),
    expected: owners(200, 200),
  },
  'POST /api/api/group-policy/individual': {
    why: "a fresh name each call: each owner creates one in its own account (201), which no other row's status depends on",
    request: () => ({
      url: `${api}/group-policy/individual`,
      payload: { name: `Matrix ${randomUUID().slice(0, 8)}`, role: 'tester', menus: ['ASSETS'] },
    }),
    expected: owners(201, 201),
  },
  'PUT /api/api/group-policy/individual': {
    why: "the owner's spare policy set to the values it holds: 200; another account 404",
    request: (f) => ({
      url: `${api}/group-policy/individual`,
      payload: {
        groupPolicyId: f.editablePolicyId,
        data: { name: 'Edit Target policy', role: 'helper', menus: ['PROFILE'], active: true },
      },
    }),
    expected: owners(200, 404),
  },
  'DELETE /api/api/group-policy/individual/:groupPolicyId': {
    why: "a policy of the owner nobody holds: the owner's one call deletes it (200); another account 404",
    request: (f) => ({ url: `${api}/group-policy/individual/${f.deletablePolicyId}` }),
    expected: owners(200, 404),
  },
  'POST /api/api/group-policy/individual/get-all-group-policies': {
    why: "a read of the caller's own account",
    request: () => ({ url: `${api}/group-policy/individual/get-all-group-policies`, payload: {} }),
    expected: owners(200, 200),
  },

  // ---- operator endpoints (the CLI's; a user's token is no operator token) ----
  'GET /api/operator/health': {
    why: 'every caller lacks the operator token',
    request: () => ({ url: '/api/operator/health' }),
    expected: operator,
  },
  ...Object.fromEntries(
    [
      'accounts/list',
      'accounts/approve',
      'accounts/reject',
      'accounts/suspend',
      'accounts/reinstate',
      'withdrawals/list',
      'withdrawals/approve',
      'withdrawals/reject',
      'operational-data/list',
      'operational-data/approve',
      'operational-data/reject',
      'listings/seed',
      'listings/list',
      'projects/seed',
      'projects/list',
      'releases/publish',
      'releases/activate',
      'releases/rollback',
      'releases/rollout',
      'releases/promote',
      'releases/abort',
      'releases/freeze',
      'releases/unfreeze',
      'releases/list',
      'releases/status',
      'documents/list',
      'documents/get',
      'documents/accept',
      'documents/reject',
      'mail/list',
      'mail/show',
      'mail/resend',
      'plans/run',
      'plans/list',
      'bank-transfers/account',
      'bank-transfers/in-progress',
      'bank-transfers/paid',
      'bank-transfers/run',
      'jobs/list',
      'jobs/retry',
      'two-factor/requests',
      'two-factor/approve',
      'two-factor/refuse',
      'two-factor/reseal',
      'staff/add',
      'staff/list',
      'staff/role',
      'staff/disable',
      'staff/reset-two-factor',
      'staff/reseal',
      'audit/list',
      'audit/export',
    ].map((command) => [`POST /api/operator/${command}`, operatorRow(`/api/operator/${command}`)]),
  ),

  // ---- the staff console (its own matrix: test/routes/console/permission-matrix.test.ts) ----
  'GET /api/console/invitation': {
    why: 'public: an unknown invitation is 404 whoever asks',
    request: () => ({ url: '/api/console/invitation?token=no-such-token' }),
    expected: everyone(404),
  },
  'POST /api/console/invitation/accept': {
    why: 'public: an unknown invitation is 404 whoever sends it',
    request: () => ({ url: '/api/console/invitation/accept', payload: { token: 'no-such-token', password: 'a long console passphrase', code: '123456' } }),
    expected: everyone(404),
  },
  'POST /api/console/session': {
    why: 'public: a body without its fields is 400 before the limiter counts it',
    request: () => ({ url: '/api/console/session', payload: {} }),
    expected: everyone(400),
  },
  'POST /api/console/sign-in-link': {
    why: 'public: a body without its email is 400 before any throttle counts it',
    request: () => ({ url: '/api/console/sign-in-link', payload: {} }),
    expected: everyone(400),
  },
  // Every console route behind a staff session, from its declaration: a customer's session or the
  // operator token opens none of them (401 before anything else is read).
  ...Object.fromEntries(
    consoleEndpoints
      .filter(({ access }) => access !== 'public')
      .map(({ method, path }) => [
        `${method} /api/console${path}`,
        {
          why: 'a customer session or the operator token opens nothing in the console',
          request: () => ({ url: `/api/console${path.replace(/:[a-zA-Z]+/g, 'x')}`, ...(method === 'GET' ? {} : { payload: {} }) }),
          expected: everyone(401),
        },
      ]),
  ),

  // ---- the payment provider's side (no session) ----
  'POST /api/payments/webhook/sandbox': {
    why: 'unsigned: refused (400) and nothing credited, whoever sends it',
    request: () => ({ url: '/api/payments/webhook/sandbox', payload: {} }),
    expected: everyone(400),
  },
  'GET /api/payments/sandbox/checkout/:sessionId': {
    why: "the owner's paid top-up: the paid page, for anyone holding the link",
    request: (f) => ({ url: `/api/payments/sandbox/checkout/${f.paidTopUpId}` }),
    expected: everyone(200),
  },
  'GET /api/payments/sandbox/checkout.js': {
    why: "the card page's script (formats the expiry), public like the page",
    request: () => ({ url: '/api/payments/sandbox/checkout.js' }),
    expected: everyone(200),
  },
  'POST /api/payments/sandbox/checkout/:sessionId': {
    why: 'a paid session: nothing is charged again, the browser is sent on (303)',
    request: (f) => ({ url: `/api/payments/sandbox/checkout/${f.paidTopUpId}`, payload: {} }),
    expected: everyone(303),
  },

  // ---- the release registry, remote builds and the site (public) ----
  'GET /registry/remotes.json': {
    why: 'the live versions, public',
    request: () => ({ url: '/registry/remotes.json' }),
    expected: everyone(200),
  },
  'POST /registry/health': {
    why: "browsers' load reports, public: counted (none here, the version is not published), never read back",
    request: () => ({
      url: '/registry/health',
      payload: { reports: [{ remote: 'carbon', version: '1.0.0', outcome: 'loaded', ms: 120 }] },
    }),
    expected: everyone(204),
  },
  'GET /remotes/*': {
    why: 'no build is published in the test: 404 for anyone',
    request: () => ({ url: '/remotes/account/1.0.0/remoteEntry.js' }),
    expected: everyone(404),
  },
  // ---- the API's reference (public: the contract, no data) ----
  'GET /api/docs': {
    why: 'the reference page, public',
    request: () => ({ url: '/api/docs' }),
    expected: everyone(200),
  },
  'HEAD /api/docs/': {
    why: 'the reference page with a slash (swagger-ui registers HEAD alone there), public',
    request: () => ({ method: 'HEAD', url: '/api/docs/' }),
    expected: everyone(200),
  },
  'GET /api/docs/json': {
    why: 'the OpenAPI document, public',
    request: () => ({ url: '/api/docs/json' }),
    expected: everyone(200),
  },
  'GET /api/docs/yaml': {
    why: 'the OpenAPI document as YAML, public',
    request: () => ({ url: '/api/docs/yaml' }),
    expected: everyone(200),
  },
  'GET /api/docs/static/index.html': {
    why: "the reference page's own file: swagger-ui redirects it to the page, for anyone",
    request: () => ({ url: '/api/docs/static/index.html' }),
    expected: everyone(302),
  },
  'GET /api/docs/static/swagger-initializer.js': {
    why: "the reference page's start script, public",
    request: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
    expected: everyone(200),
  },
  'GET /api/docs/static/*': {
    why: "swagger-ui's files, served from this server, public",
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
    expected: everyone(200),
  },
  'GET /robots.txt': {
    why: 'the crawlers\' file, public',
    request: () => ({ url: '/robots.txt' }),
    expected: everyone(200),
  },
  'GET /': {
    why: "the site's first page, the account remote's screen: no build is published in the test, so the host's index.html with 404 for anyone",
    request: () => ({ url: '/' }),
    expected: everyone(404),
  },
  'GET /*': {
    why: "a page of the host's own (host-pages.json): the host's index.html for anyone",
    request: () => ({ url: '/faq' }),
    expected: everyone(200),
  },
};
