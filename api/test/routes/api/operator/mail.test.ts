import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { queueMail } from '../../../../src/domains/mail/outbox';
import { operatorToken, useTestApp } from '../../../helpers/build';

const auth = { authorization: `Bearer ${operatorToken}` };

/** What `pnpm ops mail list/show` calls while a server holds the embedded database. */
describe('POST /api/operator/mail/<command>', () => {
  const ctx = useTestApp();
  const call = (command: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/operator/mail/${command}`, payload, headers: auth });

  it('should list the mail to an address and show one with its links', async () => {
    const to = `ops-${randomUUID()}@example.com`;
    const mailId = await queueMail(ctx.app.db, ctx.app.jobs, {
      to,
      category: 'security',
      subject: 'Confirm your email address',
      heading: 'Confirm your email address',
      paragraphs: ['One click and it is done.'],
      action: { label: 'Confirm', url: 'http://localhost:8080/verify-email?token=v' },
    });
    const listed = await call('list', { email: to.toUpperCase() });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().mails).toEqual([
      { mailId, to, subject: 'Confirm your email address', state: expect.stringMatching(/^(queued|kept)$/), createdAt: expect.any(String), attempts: expect.any(Number) },
    ]);
    const shown = await call('show', { mailId });
    expect(shown.json()).toMatchObject({ mailId, from: 'Carbon Commons <no-reply@localhost>', links: ['http://localhost:8080/verify-email?token=v'] });
  });

  it('should answer an unknown or malformed id with a message', async () => {
    const unknown = await call('show', { mailId: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No mail has this id' });
    const malformed = await call('show', { mailId: 'nope' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'No mail has this id' });
  });
});
