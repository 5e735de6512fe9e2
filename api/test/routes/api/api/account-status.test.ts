import type { AccountStatus, CurrentUser } from '@commons/shared/domain';
import { describe, expect, it } from 'vitest';
import { bearer, completeProfile, signUp } from '../../../helpers/accounts';
import { setStatus } from '../../../helpers/account-state';
import { useTestApp } from '../../../helpers/build';
import { household, validMember } from '../../../helpers/carbon';

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (user: CurrentUser) => string;
  payload?: object;
  /** Statuses that get through; the others get 403 with their status message. */
  open: readonly AccountStatus[];
  /** The status of a call that got through, when it is not 200. */
  passed?: number;
}

const refusals: Record<AccountStatus, string> = {
  APPROVED: 'never refused for its status',
  REVIEWING: 'Your account is being reviewed. Please wait.',
  REJECTED: 'Your account has been rejected. Please contact support.',
  SUSPENDED: 'Your account has been suspended. Please contact support.',
};

const { name: _name, city: _city, ...editProfile } = completeProfile();

const unknownId = 'f47ac10b-58cc-4372-a567-0e02b2c3d479';

/** A well-formed link token that no link carries. */
const unknownToken = 'A'.repeat(43);

/** Every client endpoint but sign-in and sign-up (the public verification included), with the statuses it lets through (checked complete below). */
const endpoints: Record<string, Endpoint> = {
  'GET /user/logout': {
    method: 'GET',
    url: () => '/api/api/user/logout',
    open: ['APPROVED', 'REVIEWING', 'REJECTED', 'SUSPENDED'],
  },
  'GET /user/individual/my-profile': {
    method: 'GET',
    url: () => '/api/api/user/individual/my-profile',
    open: ['APPROVED', 'REVIEWING', 'REJECTED', 'SUSPENDED'],
  },
  'POST /user/individual/update-profile-details': {
    method: 'POST',
    url: () => '/api/api/user/individual/update-profile-details',
    payload: { data: { city: 'Lund' } },
    open: ['APPROVED', 'REVIEWING'],
  },
  'PUT /user/individual/update-profile/:individualId': {
    method: 'PUT',
    url: (user) => `/api/api/user/individual/update-profile/${user.individualId}`,
    payload: editProfile,
    open: ['APPROVED', 'REVIEWING'],
  },
  'GET /user/individual/my-assigned-group-policy': {
    method: 'GET',
    url: () => '/api/api/user/individual/my-assigned-group-policy',
    open: ['APPROVED'],
  },
  // The Security page: through the guard to the current password's check.
  'POST /user/individual/change-password': {
    method: 'POST',
    url: () => '/api/api/user/individual/change-password',
    payload: { currentPassword: 'not the password', newPassword: 'another long password' },
    open: ['APPROVED', 'REVIEWING'],
    passed: 400,
  },
  'POST /user/individual/change-email': {
    method: 'POST',
    url: () => '/api/api/user/individual/change-email',
    payload: { newEmail: 'a-new-address@example.com', password: 'not the password' },
    open: ['APPROVED', 'REVIEWING'],
    passed: 400,
  },
  'POST /user/individual/resend-verification': {
    method: 'POST',
    url: () => '/api/api/user/individual/resend-verification',
    open: ['APPROVED', 'REVIEWING'],
  },
  'POST /wallet/session-url': {
    method: 'POST',
    url: () => '/api/api/wallet/session-url',
    payload: { amount: 5, customerEmail: 'payer@example.com', idempotencyKey: 'f47ac10b-58cc-4372-a567-0e02b2c3d479' },
    open: ['APPROVED'],
    // Through the guard to the address check: a new account's address is unverified.
    passed: 403,
  },
  'GET /wallet/individual/my-wallet': {
    method: 'GET',
    url: () => '/api/api/wallet/individual/my-wallet',
    open: ['APPROVED'],
  },
  'GET /wallet/individual/top-ups/:topUpId': {
    method: 'GET',
    url: () => `/api/api/wallet/individual/top-ups/${unknownId}`,
    open: ['APPROVED', 'REVIEWING'],
    // Through the guard to the lookup: no such top-up in this wallet.
    passed: 404,
  },
  'POST /wallet/individual/raise-withdrawal-request': {
    method: 'POST',
    url: () => '/api/api/wallet/individual/raise-withdrawal-request',
    payload: { requestedWithdrawalAmount: 1 },
    open: ['APPROVED'],
    // Through the guard to the address check: a new account's address is unverified.
    passed: 403,
  },
  'GET /wallet/individual/withdrawal-requests/pending': {
    method: 'GET',
    url: () => '/api/api/wallet/individual/withdrawal-requests/pending',
    open: ['APPROVED'],
  },
  'GET /wallet/individual/withdrawal-requests/rejected': {
    method: 'GET',
    url: () => '/api/api/wallet/individual/withdrawal-requests/rejected',
    open: ['APPROVED'],
  },
  'GET /wallet/individual/payout-account': {
    method: 'GET',
    url: () => '/api/api/wallet/individual/payout-account',
    open: ['APPROVED'],
  },
  'PUT /wallet/individual/payout-account': {
    method: 'PUT',
    url: () => '/api/api/wallet/individual/payout-account',
    payload: { account: { kind: 'iban', holderName: 'Ada Lovelace', iban: 'NL91ABNA0417164300' }, password: 'not the password' },
    open: ['APPROVED'],
    // Through the guard to the password check, which changes nothing.
    passed: 400,
  },
  'DELETE /wallet/individual/payout-account': {
    method: 'DELETE',
    url: () => '/api/api/wallet/individual/payout-account',
    open: ['APPROVED'],
  },
  'POST /wallet/individual/withdrawal-requests/:withdrawalRequestId/cancel': {
    method: 'POST',
    url: () => '/api/api/wallet/individual/withdrawal-requests/f47ac10b-58cc-4372-a567-0e02b2c3d479/cancel',
    open: ['APPROVED'],
    // Through the guard to the lookup: no such request in this wallet.
    passed: 404,
  },
  'GET /user-history/topup-withdrawal-records': {
    method: 'GET',
    url: (user) => `/api/api/user-history/topup-withdrawal-records?historyId=${user.userHistoryId}`,
    open: ['APPROVED'],
  },
  'GET /user-history/user-checkout-records': {
    method: 'GET',
    url: (user) => `/api/api/user-history/user-checkout-records?historyId=${user.userHistoryId}`,
    open: ['APPROVED'],
  },
  'POST /user/individual/add-family-member': {
    method: 'POST',
    url: () => '/api/api/user/individual/add-family-member',
    payload: validMember(),
    open: ['APPROVED'],
    passed: 201,
  },
  'GET /user/individual/family-members': {
    method: 'GET',
    url: () => '/api/api/user/individual/family-members',
    open: ['APPROVED'],
  },
  // A member nobody holds: an open status gets past the guard to the 404.
  'PUT /user/individual/family-members/:familyMemberId': {
    method: 'PUT',
    url: () => '/api/api/user/individual/family-members/0f8fad5b-d9cb-469f-a165-70867728950e',
    payload: validMember(),
    open: ['APPROVED'],
    passed: 404,
  },
  'DELETE /user/individual/family-members/:familyMemberId': {
    method: 'DELETE',
    url: () => '/api/api/user/individual/family-members/0f8fad5b-d9cb-469f-a165-70867728950e',
    open: ['APPROVED'],
    passed: 404,
  },
  'POST /operational-data/individual/add': {
    method: 'POST',
    url: () => '/api/api/operational-data/individual/add',
    payload: household(),
    open: ['APPROVED'],
    passed: 201,
  },
  'GET /operational-data/individual': {
    method: 'GET',
    url: () => '/api/api/operational-data/individual',
    open: ['APPROVED'],
  },
  // The trailing-slash twin remote versions still published call.
  'GET /operational-data/individual/': {
    method: 'GET',
    url: () => '/api/api/operational-data/individual/',
    open: ['APPROVED'],
  },
  // Through the guard to the lookups: the ids name nothing, and this file lists no credits.
  'POST /operational-data/individual/checkout': {
    method: 'POST',
    url: () => '/api/api/operational-data/individual/checkout',
    payload: { listingId: unknownId, operationalDataId: unknownId },
    open: ['APPROVED'],
    passed: 404,
  },
  'POST /carbon-offsets/individual/monthly-offset': {
    method: 'POST',
    url: () => '/api/api/carbon-offsets/individual/monthly-offset',
    payload: { operationalDataId: unknownId },
    open: ['APPROVED'],
    passed: 404,
  },
  'GET /carbon-offsets/individual/plans': {
    method: 'GET',
    url: () => '/api/api/carbon-offsets/individual/plans',
    open: ['APPROVED'],
    passed: 200,
  },
  'POST /carbon-offsets/individual/plans': {
    method: 'POST',
    url: () => '/api/api/carbon-offsets/individual/plans',
    payload: { operationalDataId: unknownId },
    open: ['APPROVED'],
    passed: 404,
  },
  'POST /carbon-offsets/individual/plans/:planId/pause': {
    method: 'POST',
    url: () => `/api/api/carbon-offsets/individual/plans/${unknownId}/pause`,
    open: ['APPROVED'],
    passed: 404,
  },
  'POST /carbon-offsets/individual/plans/:planId/resume': {
    method: 'POST',
    url: () => `/api/api/carbon-offsets/individual/plans/${unknownId}/resume`,
    open: ['APPROVED'],
    passed: 404,
  },
  'POST /carbon-offsets/individual/plans/:planId/cancel': {
    method: 'POST',
    url: () => `/api/api/carbon-offsets/individual/plans/${unknownId}/cancel`,
    open: ['APPROVED'],
    passed: 404,
  },
  'POST /carbon-credits/individual/get-fifo-listing': {
    method: 'POST',
    url: () => '/api/api/carbon-credits/individual/get-fifo-listing',
    payload: { requiredQuantity: 12 },
    open: ['APPROVED'],
    passed: 404,
  },
  'POST /carbon-credits/individual/get-listings': {
    method: 'POST',
    url: () => '/api/api/carbon-credits/individual/get-listings',
    payload: { requiredQuantity: 12 },
    open: ['APPROVED'],
    passed: 200,
  },
  // Orders paid by bank transfer: through the guard to the lookups where an id names nothing.
  'POST /carbon-credits/individual/bank-transfer-orders': {
    method: 'POST',
    url: () => '/api/api/carbon-credits/individual/bank-transfer-orders',
    payload: { listingId: unknownId, operationalDataId: unknownId },
    open: ['APPROVED'],
    passed: 404,
  },
  'GET /carbon-credits/individual/bank-transfer-orders': {
    method: 'GET',
    url: () => '/api/api/carbon-credits/individual/bank-transfer-orders',
    open: ['APPROVED'],
  },
  'GET /carbon-credits/individual/bank-transfer-orders/:orderId': {
    method: 'GET',
    url: () => `/api/api/carbon-credits/individual/bank-transfer-orders/${unknownId}`,
    open: ['APPROVED'],
    passed: 404,
  },
  'POST /carbon-credits/individual/bank-transfer-orders/:orderId/cancel': {
    method: 'POST',
    url: () => `/api/api/carbon-credits/individual/bank-transfer-orders/${unknownId}/cancel`,
    open: ['APPROVED'],
    passed: 404,
  },
  'GET /carbon-credits/confirmation-certificate': {
    method: 'GET',
    url: () => `/api/api/carbon-credits/confirmation-certificate?checkoutId=${unknownId}`,
    open: ['APPROVED'],
    passed: 404,
  },
  // The owner's admin routes: through the guard to the lookups where an id names nothing.
  'POST /user/individual/my-subusers': {
    method: 'POST',
    url: () => '/api/api/user/individual/my-subusers',
    payload: {},
    open: ['APPROVED'],
  },
  'POST /user/individual/create-subuser': {
    method: 'POST',
    url: () => '/api/api/user/individual/create-subuser',
    payload: {
      name: 'Sam Subuser',
      phone: '+4412345678901',
      email: 'nobody-new@example.com',
      password: 'a sub-user password',
      assignedGroupPolicyId: unknownId,
    },
    open: ['APPROVED'],
    // Through the guard to the address check: a new account's address is unverified.
    passed: 403,
  },
  'PUT /user/individual/edit-subuser': {
    method: 'PUT',
    url: () => '/api/api/user/individual/edit-subuser',
    payload: { subUserId: unknownId, updatedData: { suspend: true } },
    open: ['APPROVED'],
    passed: 404,
  },
  'POST /user/individual/delete-subuser': {
    method: 'POST',
    url: () => '/api/api/user/individual/delete-subuser',
    payload: { subUserId: unknownId },
    open: ['APPROVED'],
    passed: 404,
  },
  'POST /group-policy/individual': {
    method: 'POST',
    url: () => '/api/api/group-policy/individual',
    payload: { name: 'Family', role: 'member', menus: ['WALLET'] },
    open: ['APPROVED'],
    // Through the guard to the address check: a new account's address is unverified.
    passed: 403,
  },
  'PUT /group-policy/individual': {
    method: 'PUT',
    url: () => '/api/api/group-policy/individual',
    payload: { groupPolicyId: unknownId, data: { name: 'Family', role: 'member', menus: ['WALLET'] } },
    open: ['APPROVED'],
    passed: 404,
  },
  'DELETE /group-policy/individual/:groupPolicyId': {
    method: 'DELETE',
    url: () => `/api/api/group-policy/individual/${unknownId}`,
    open: ['APPROVED'],
    passed: 404,
  },
  'POST /group-policy/individual/get-all-group-policies': {
    method: 'POST',
    url: () => '/api/api/group-policy/individual/get-all-group-policies',
    payload: {},
    open: ['APPROVED'],
  },
  // The owner's identity documents: open while REVIEWING, so a new owner can complete the profile.
  'GET /user/individual/documents': {
    method: 'GET',
    url: () => '/api/api/user/individual/documents',
    open: ['APPROVED', 'REVIEWING'],
  },
  'POST /user/individual/documents': {
    method: 'POST',
    url: () => '/api/api/user/individual/documents',
    payload: {},
    open: ['APPROVED', 'REVIEWING'],
    passed: 400,
  },
  'GET /user/individual/documents/:documentId/file': {
    method: 'GET',
    url: () => `/api/api/user/individual/documents/${unknownId}/file`,
    open: ['APPROVED', 'REVIEWING'],
    passed: 404,
  },
  'DELETE /user/individual/documents/:documentId': {
    method: 'DELETE',
    url: () => `/api/api/user/individual/documents/${unknownId}`,
    open: ['APPROVED', 'REVIEWING'],
    passed: 404,
  },
  // A login's own sign-in security: open while REVIEWING, like the profile.
  'GET /user/individual/sessions': {
    method: 'GET',
    url: () => '/api/api/user/individual/sessions',
    open: ['APPROVED', 'REVIEWING'],
  },
  'POST /user/individual/sessions/:sessionId/revoke': {
    method: 'POST',
    url: () => `/api/api/user/individual/sessions/${unknownId}/revoke`,
    open: ['APPROVED', 'REVIEWING'],
    passed: 404,
  },
  'GET /user/individual/two-factor': {
    method: 'GET',
    url: () => '/api/api/user/individual/two-factor',
    open: ['APPROVED', 'REVIEWING'],
  },
  'POST /user/individual/two-factor/setup': {
    method: 'POST',
    url: () => '/api/api/user/individual/two-factor/setup',
    open: ['APPROVED', 'REVIEWING'],
    // Through the guard to the address check: a new account's address is unverified.
    passed: 403,
  },
  'POST /user/individual/two-factor/enable': {
    method: 'POST',
    url: () => '/api/api/user/individual/two-factor/enable',
    payload: { code: '000000', password: 'not the password' },
    open: ['APPROVED', 'REVIEWING'],
    // Through the guard to the address check: a new account's address is unverified.
    passed: 403,
  },
  'POST /user/individual/two-factor/disable': {
    method: 'POST',
    url: () => '/api/api/user/individual/two-factor/disable',
    payload: { code: '000000', password: 'not the password' },
    open: ['APPROVED', 'REVIEWING'],
    passed: 409,
  },
  // The owner's notice preferences: open while REVIEWING, like the documents.
  'GET /user/individual/notification-preferences': {
    method: 'GET',
    url: () => '/api/api/user/individual/notification-preferences',
    open: ['APPROVED', 'REVIEWING'],
  },
  'PUT /user/individual/notification-preferences': {
    method: 'PUT',
    url: () => '/api/api/user/individual/notification-preferences',
    payload: { withdrawals: true },
    open: ['APPROVED', 'REVIEWING'],
  },
  // Public: a notice's unsubscribe link needs no session; this token is well formed but unsigned.
  'GET /mail/unsubscribe': {
    method: 'GET',
    url: () => '/api/api/mail/unsubscribe?token=bm90LmEudG9rZW4.c2lnbmF0dXJl',
    open: ['APPROVED', 'REVIEWING', 'REJECTED', 'SUSPENDED'],
    passed: 400,
  },
  'POST /mail/unsubscribe': {
    method: 'POST',
    url: () => '/api/api/mail/unsubscribe?token=bm90LmEudG9rZW4.c2lnbmF0dXJl',
    open: ['APPROVED', 'REVIEWING', 'REJECTED', 'SUSPENDED'],
    passed: 400,
  },
  'POST /mail/resubscribe': {
    method: 'POST',
    url: () => '/api/api/mail/resubscribe?token=bm90LmEudG9rZW4.c2lnbmF0dXJl',
    open: ['APPROVED', 'REVIEWING', 'REJECTED', 'SUSPENDED'],
    passed: 400,
  },
  // Your Data: the owner's, open while REVIEWING; bodies the route refuses, so nothing is built or mailed.
  'GET /user/individual/data-exports': {
    method: 'GET',
    url: () => '/api/api/user/individual/data-exports',
    open: ['APPROVED', 'REVIEWING'],
  },
  'POST /user/individual/data-exports': {
    method: 'POST',
    url: () => '/api/api/user/individual/data-exports',
    payload: { unexpected: true },
    open: ['APPROVED', 'REVIEWING'],
    passed: 400,
  },
  'POST /user/individual/data-exports/download': {
    method: 'POST',
    url: () => '/api/api/user/individual/data-exports/download',
    payload: { token: unknownToken },
    open: ['APPROVED', 'REVIEWING'],
    passed: 404,
  },
  'GET /user/individual/account-deletion': {
    method: 'GET',
    url: () => '/api/api/user/individual/account-deletion',
    open: ['APPROVED', 'REVIEWING'],
  },
  'POST /user/individual/account-deletion': {
    method: 'POST',
    url: () => '/api/api/user/individual/account-deletion',
    payload: { unexpected: true },
    open: ['APPROVED', 'REVIEWING'],
    passed: 400,
  },
  // Public: the mailed token is the proof, whatever session is sent along.
  'POST /user/individual/account-deletion/confirm': {
    method: 'POST',
    url: () => '/api/api/user/individual/account-deletion/confirm',
    payload: { token: unknownToken },
    open: ['APPROVED', 'REVIEWING', 'REJECTED', 'SUSPENDED'],
    passed: 404,
  },
  // The public impact page's settings: the owner's, open while REVIEWING.
  'GET /user/individual/public-page': {
    method: 'GET',
    url: () => '/api/api/user/individual/public-page',
    open: ['APPROVED', 'REVIEWING'],
  },
  'PUT /user/individual/public-page': {
    method: 'PUT',
    url: () => '/api/api/user/individual/public-page',
    payload: { enabled: true, handle: 'ab', displayName: 'Too Short A Handle' },
    open: ['APPROVED', 'REVIEWING'],
    passed: 400,
  },
  'GET /user/individual/public-page/beneficiary': {
    method: 'GET',
    url: () => '/api/api/user/individual/public-page/beneficiary',
    open: ['APPROVED', 'REVIEWING'],
  },
  'PUT /user/individual/public-page/beneficiary': {
    method: 'PUT',
    url: () => '/api/api/user/individual/public-page/beneficiary',
    payload: { shown: 'NOBODY' },
    open: ['APPROVED', 'REVIEWING'],
    passed: 400,
  },
  // Public: the page and its image need no session, whatever the status of one sent along.
  'GET /impact/:handle': {
    method: 'GET',
    url: () => '/api/api/impact/nobody-has-this',
    open: ['APPROVED', 'REVIEWING', 'REJECTED', 'SUSPENDED'],
    passed: 404,
  },
  'GET /impact/:handle/share-image': {
    method: 'GET',
    url: () => '/api/api/impact/nobody-has-this/share-image',
    open: ['APPROVED', 'REVIEWING', 'REJECTED', 'SUSPENDED'],
    passed: 404,
  },
  // Public: the verification page needs no session, whatever the status of one sent along.
  'GET /carbon-credits/certificates/:checkoutId': {
    method: 'GET',
    url: () => `/api/api/carbon-credits/certificates/${unknownId}`,
    open: ['APPROVED', 'REVIEWING', 'REJECTED', 'SUSPENDED'],
    passed: 404,
  },
  // Public: the project pages need no session, whatever the status of one sent along.
  'GET /projects': {
    method: 'GET',
    url: () => '/api/api/projects',
    open: ['APPROVED', 'REVIEWING', 'REJECTED', 'SUSPENDED'],
  },
  'GET /projects/:projectId': {
    method: 'GET',
    url: () => '/api/api/projects/GS0000404',
    open: ['APPROVED', 'REVIEWING', 'REJECTED', 'SUSPENDED'],
    passed: 404,
  },
  'GET /projects/:projectId/pictures/:pictureId': {
    method: 'GET',
    url: () => `/api/api/projects/GS0000404/pictures/${'0'.repeat(64)}`,
    open: ['APPROVED', 'REVIEWING', 'REJECTED', 'SUSPENDED'],
    passed: 404,
  },
};

const statuses: AccountStatus[] = ['APPROVED', 'REVIEWING', 'REJECTED', 'SUSPENDED'];
const cases = Object.entries(endpoints).flatMap(([name, endpoint]) =>
  statuses.map((status) => ({ name, status, endpoint, opens: endpoint.open.includes(status) })),
);

describe('account status on every client endpoint', () => {
  const ctx = useTestApp();
  const call = ({ method, url, payload }: Endpoint, user: CurrentUser, token = user.token) =>
    ctx.app.inject({ method, url: url(user), headers: bearer(token), payload });
  const login = async ({ email, password }: { email: string; password: string }) => {
    const payload = { email, password };
    const response = await ctx.app.inject({ method: 'POST', url: '/api/api/auth/individual/login', payload });
    return response.json<CurrentUser>();
  };
  const myProfile = endpoints['GET /user/individual/my-profile']!;
  const assignedPolicy = endpoints['GET /user/individual/my-assigned-group-policy']!;
  const logout = endpoints['GET /user/logout']!;

  // The list above states each route's statuses; this keeps a new route from being left out of it.
  it('should list every client route that needs a session', () => {
    const registered = ctx.app.registeredRoutes
      .filter(({ method, url }) => method !== 'HEAD' && url.startsWith('/api/api/') && !url.startsWith('/api/api/auth/'))
      .map(({ method, url }) => `${method} ${url.slice('/api/api'.length)}`);
    expect(new Set(registered)).toEqual(new Set(Object.keys(endpoints)));
  });

  it.each(cases)('should answer $name from a $status account (open: $opens)', async ({ status, endpoint, opens }) => {
    const { user } = await signUp(ctx.app);
    await setStatus(ctx.database.db, user.individualId, status);
    const response = await call(endpoint, user);
    if (opens) {
      expect(response.statusCode).toBe(endpoint.passed ?? 200);
    } else {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: refusals[status] });
    }
  });

  it.each(['suspend', 'reject'] as const)(
    'should end every session at once when an operator does %s, leaving it only to tell why',
    async (action) => {
      const { payload, user } = await signUp(ctx.app);
      await ctx.app.accountOperations.changeStatus(user.individualEmail, 'approve');
      const secondSession = await login(payload);

      await ctx.app.accountOperations.changeStatus(user.individualEmail, action);

      const expected = action === 'suspend' ? 'SUSPENDED' : 'REJECTED';
      for (const token of [user.token, secondSession.token]) {
        expect((await call(myProfile, user, token)).json().accountStatus).toBe(expected);
        expect((await call(assignedPolicy, user, token)).json()).toEqual({ message: refusals[expected] });
      }
      expect((await call(logout, user, secondSession.token)).statusCode).toBe(200);
      expect((await call(myProfile, user, secondSession.token)).statusCode).toBe(401);
      const signedIn = await login(payload);
      expect(signedIn.accountStatus).toBe(expected);
      expect((await call(myProfile, signedIn)).json().accountStatus).toBe(expected);
      expect((await call(assignedPolicy, signedIn)).json()).toEqual({ message: refusals[expected] });
      expect((await call(logout, signedIn)).statusCode).toBe(200);
    },
  );

  it('should let the same session through once approved, and a new one after reinstatement', async () => {
    const { payload, user } = await signUp(ctx.app);
    expect((await call(assignedPolicy, user)).statusCode).toBe(403);

    await ctx.app.accountOperations.changeStatus(user.individualEmail, 'approve');
    const approved = await call(assignedPolicy, user);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ menus: [] });

    await ctx.app.accountOperations.changeStatus(user.individualEmail, 'suspend');
    await ctx.app.accountOperations.changeStatus(user.individualEmail, 'reinstate');
    // The session the suspension ended stays ended: reinstatement means signing in afresh.
    expect((await call(myProfile, user)).statusCode).toBe(401);
    const signedIn = await login(payload);
    expect(signedIn.accountStatus).toBe('APPROVED');
    expect((await call(assignedPolicy, signedIn)).statusCode).toBe(200);
  });
});
