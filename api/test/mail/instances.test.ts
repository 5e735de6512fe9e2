import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/database';
import { openPostgres } from '../../src/db/open';
import { mailOutbox } from '../../src/db/schema';
import { queueMail } from '../../src/domains/mail/outbox';
import { testConfig } from '../helpers/build';
import { createTestDatabase } from '../helpers/database';
import { startMailbox, type Mailbox } from '../helpers/mailbox';

/**
 * Two API instances on one database, as behind a load balancer: on PostgreSQL
 * (TEST_DATABASE_URL) each has its own pool and LISTEN connection; on PGlite they share the one
 * database object. Every mail must reach the SMTP server once.
 */
describe('the mail sender across two API instances', () => {
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
    const first = await createTestDatabase();
    const url = process.env.TEST_DATABASE_URL;
    const second = url ? await openPostgres(url) : first;
    handles.push(first, ...(second === first ? [] : [second]));
    for (const handle of [first, second]) {
      const app = await buildApp(await testConfig({ smtpUrl: mailbox.smtpUrl }), { database: handle.db });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await mailbox?.close();
  });

  it('should hand each mail to the SMTP server once, whichever instance queued it', async () => {
    const to = `twice-${randomUUID()}@example.com`;
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        apps[n % 2]!.db.transaction((tx) =>
          queueMail(tx, apps[n % 2]!.jobs, { to, category: 'security', subject: `Mail ${n}`, heading: `Mail ${n}`, paragraphs: ['Once.'] }),
        ),
      ),
    );
    await expect
      .poll(async () => {
        const rows = await apps[0]!.db.select({ state: mailOutbox.state }).from(mailOutbox).where(inArray(mailOutbox.id, ids));
        return rows.filter((row) => row.state === 'sent').length;
      }, { timeout: 20_000 })
      .toBe(20);
    // Both instances keep working the queue: give a second sending a chance to show.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const received = mailbox.messages.filter((m) => m.to.includes(to)).map((m) => m.messageId);
    expect(received).toHaveLength(20);
    expect(new Set(received)).toEqual(new Set(ids.map((id) => `<${id}@carbon-commons.mail>`)));
  });
});
