import { users } from '@commons/shared/contract';
import type { EditProfile, ProfileChanges } from '@commons/shared/schemas';
import { fallbackMessages } from './api-error';
import { call, type CallOptions } from './client';

/** The texts of a profile update (docs/product-rules.md#messages), word for word. */
export const profileUpdateMessages = {
  success: 'Information updated successfully',
  unauthenticated: 'Unauthenticated, please login again',
  server: fallbackMessages.server,
  other: fallbackMessages.other,
} as const;

/** The message for a failed edit-profile update: 401, 5xx, anything else. */
export function profileUpdateFailureMessage(status: number): string {
  if (status === 401) return profileUpdateMessages.unauthenticated;
  if (status >= 500) return profileUpdateMessages.server;
  return profileUpdateMessages.other;
}

/**
 * Replaces a failed reply's body with the message for its status, so the client's
 * one error toast (and the `ApiError` it throws) carries that message instead of the server's.
 * A network failure never gets here; the client already reports it as "Error occured, please try again".
 */
const withProfileUpdateMessages: CallOptions = {
  hooks: {
    afterResponse: [
      (_request, _options, response) =>
        response.ok
          ? response
          : new Response(JSON.stringify({ message: profileUpdateFailureMessage(response.status) }), {
              status: response.status,
              headers: { 'content-type': 'application/json' },
            }),
    ],
  },
};

/**
 * Saves the changed profile fields (POST /user/individual/update-profile-details) and returns
 * the saved profile; its `accountStatus` may have moved (back to REVIEWING, or APPROVED once
 * complete with automatic review). Failures show the server's message, like every call.
 */
export const updateProfileDetails = (changes: ProfileChanges) => call(users.updateProfileDetails, { body: { data: changes } });

/**
 * The edit-profile update (PUT /user/individual/update-profile/{individualId}) with all seven
 * fields; returns the saved user without its token. Failures show exactly one toast, with the
 * message for their status (docs/product-rules.md#messages) rather than the server's own.
 */
export const updateProfile = (individualId: string, details: EditProfile) =>
  call(users.updateProfile, { params: { individualId }, body: details }, withProfileUpdateMessages);
