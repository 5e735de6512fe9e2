import type { OutgoingHttpHeaders } from 'node:http';

/** The policy's directives by name: `script-src 'self'` -> { 'script-src': ["'self'"] }. */
export function cspDirectives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

/**
 * What is missing or too loose in a reply's security headers, as readable lines; none
 * when it holds. Every reply: a policy that runs no inline or foreign script and no eval, framing
 * denied twice over, `nosniff`, a referrer policy, and no CORS grant.
 */
export function securityHeaderProblems(headers: OutgoingHttpHeaders): string[] {
  const problems: string[] = [];
  const policy = headers['content-security-policy'];
  if (typeof policy !== 'string') problems.push('no content-security-policy');
  else {
    const directives = cspDirectives(policy);
    const scripts = directives['script-src'] ?? directives['default-src'] ?? ['*'];
    const loose = scripts.filter((s) => !["'self'", "'none'"].includes(s) && !s.startsWith("'nonce-"));
    if (loose.length > 0) problems.push(`scripts allowed from ${loose.join(' ')}`);
    if (directives['frame-ancestors']?.join(' ') !== "'none'") problems.push('frame-ancestors is not none');
  }
  if (headers['x-frame-options'] !== 'DENY') problems.push(`x-frame-options is ${String(headers['x-frame-options'])}`);
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('no x-content-type-options: nosniff');
  if (!headers['referrer-policy']) problems.push('no referrer-policy');
  if (headers['access-control-allow-origin'] !== undefined) problems.push('access-control-allow-origin sent');
  if (headers['access-control-allow-credentials'] !== undefined) problems.push('access-control-allow-credentials sent');
  return problems;
}
