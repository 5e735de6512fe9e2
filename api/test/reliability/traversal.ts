import type { RawReply } from '../helpers/raw-http';

/** Planted beside the served folders: a reply holding it went outside them. */
export const secret = 'SECRET-OUTSIDE-THE-BUILD';

/** A traversal attempt held: refused with a 4xx and a message, nothing of the secret in it. */
export const refusal = (target: string, reply: RawReply): string[] => {
  const problems: string[] = [];
  if (reply.status < 400 || reply.status >= 500) problems.push(`${target} answered ${reply.status}`);
  if (reply.body.includes(secret)) problems.push(`${target} sent the file outside the build`);
  if (reply.status >= 400 && !/"message":"[^"]+"/.test(reply.body) && !reply.body.includes('<div id="root">')) {
    problems.push(`${target} refused without a message: ${reply.body.slice(0, 80)}`);
  }
  return problems;
};

/** `../` spelled every way a path parser might let through: plain, encoded, double-encoded, backslashed, overlong UTF-8. */
const dotDots = ['../', '..%2f', '%2e%2e/', '%2e%2e%2f', '.%2e/', '%2e./', '..%5c', '..\\', '%252e%252e%252f', '..%252f', '%c0%ae%c0%ae/', '....//'];
export const climbs = (prefix: string, file: string) =>
  dotDots.flatMap((up) => [1, 3, 6].map((depth) => `${prefix}${up.repeat(depth)}${file}`));
