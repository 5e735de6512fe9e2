import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginReply } from '@commons/shared/domain';
import type { SignInClient, SignInOutcome } from './auth-service';
import { deviceCookie, readDeviceCookie } from './known-browsers';

/** Who is signing in, as the request shows it: browser, address and device cookie. */
export const signInClient = (request: FastifyRequest): SignInClient => ({
  userAgent: request.headers['user-agent'] ?? '',
  address: request.ip,
  deviceToken: readDeviceCookie(request.headers.cookie),
});

/** A sign-in's answer, with the device cookie set when the browser signed in fully. */
export function signedIn<R extends LoginReply>(request: FastifyRequest, reply: FastifyReply, outcome: SignInOutcome<R>): R {
  if (outcome.deviceToken) reply.header('set-cookie', deviceCookie(outcome.deviceToken, request.protocol === 'https'));
  return outcome.reply;
}
