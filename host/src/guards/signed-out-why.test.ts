import { ApiError } from '@commons/shared/api';
import { sessionEndMessages } from '@commons/shared/domain';
import { signedOutWhy } from './signed-out-why';

describe('signedOutWhy', () => {
  it.each<[string, unknown, string | undefined]>([
    ['a session idle too long', new ApiError(sessionEndMessages.idle(30), 401), sessionEndMessages.idle(30)],
    ['a session past its lifetime', new ApiError(sessionEndMessages.expired(12), 401), sessionEndMessages.expired(12)],
    ['a session a new password ended', new ApiError(sessionEndMessages.passwordChanged, 401), sessionEndMessages.passwordChanged],
    ['the plain 401', new ApiError('Unauthenticated, please login again', 401), undefined],
    ['a server error', new ApiError('Error occured, please try again', 500), undefined],
    ['no reply at all', new Error('offline'), undefined],
  ])('should tell %s', (_case, error, why) => {
    expect(signedOutWhy(error)).toBe(why);
  });
});
