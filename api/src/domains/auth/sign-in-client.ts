import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignInClient, SignInOutcome } from './auth-service';
import { deviceCookie, readDeviceCookie } from './known-browsers';

/** Who is signing in, as the request shows it: browser, address and device cookie. */
export const signInClient = (request: FastifyRequest): SignInClient => ({
  userAgent: request.headers['user-agent'] ?? '',
  address: request.ip,
  deviceToken: readDeviceCookie(request.headers.cookie),
});

/** Sends a sign-in's answer, with the device cookie when the browser signed in fully. */
export function sendSignIn(request: FastifyRequest, reply: FastifyReply, outcome: SignInOutcome) {
  if (outcome.deviceToken) reply.header('set-cookie', deviceCookie(outcome.deviceToken, request.protocol === 'https'));
  return reply.send(outcome.reply);
}
