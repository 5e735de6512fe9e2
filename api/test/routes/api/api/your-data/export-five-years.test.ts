import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataExports } from '../../../../../src/db/schema';
import { createCertificateFiles } from '../../../../../src/domains/your-data/certificate-files';
import { siteOrigin } from '../../../../../src/lib/site-origin';
import { useTestApp } from '../../../../helpers/build';
import { post } from '../../../../helpers/carbon';
import { approvedUser } from '../../../../helpers/wallet';
import { buildWaitingExports, exportZip, seedFiveYears } from '../../../../helpers/your-data';

/**
 * The export's time budget (under 10 s for an account with five years of data). The
 * time is logged, never asserted: it depends on the machine and what else runs on it. The
 * figure is the worker's own `build_ms` (records read, 65 certificates drawn, the ZIP written
 * into the blob store) and the wall time from the request to the READY row.
 */
describe('an export of five years of data', () => {
  const ctx = useTestApp();

  it('should hold every certificate and document, and log how long it took', { timeout: 300_000 }, async () => {
    const owner = await approvedUser(ctx.app);
    await seedFiveYears(ctx.app, owner);
    await buildWaitingExports(ctx.app);
    // What the server's worker does in the background as the retirements are made.
    const drawing = performance.now();
    const drawn = await createCertificateFiles({ db: ctx.app.db, blobs: ctx.app.blobs }).drawMissing(siteOrigin(ctx.app), 1000);
    const drawMs = Math.round(performance.now() - drawing);

    const started = performance.now();
    const asked = await post(ctx.app, owner.token, 'user/individual/data-exports', {});
    expect(asked.statusCode).toBe(202);
    const { exportId } = asked.json<{ exportId: string }>();
    await buildWaitingExports(ctx.app);
    const wallMs = Math.round(performance.now() - started);

    const [row] = await ctx.app.db.select().from(dataExports).where(eq(dataExports.id, exportId));
    expect(row?.state).toBe('READY');
    const zip = await exportZip(ctx.app, exportId);
    const names = Object.keys(zip.files);
    expect(names.filter((name) => name.startsWith('certificates/'))).toHaveLength(65);
    expect(names.filter((name) => name.startsWith('identity-documents/'))).toHaveLength(5);
    const csv = await zip.file('wallet-history.csv')!.async('string');
    // Header, 60 top-ups, 65 checkouts and their fees, 10 withdrawals.
    expect(csv.trim().split('\r\n')).toHaveLength(1 + 60 + 130 + 10);
    console.log(
      `certificates drawn ahead: ${drawn} in ${drawMs} ms; export of five years: build ${row?.buildMs} ms, request to READY ${wallMs} ms, ZIP ${(row!.size! / 1_048_576).toFixed(1)} MB, ${names.length} files`,
    );
  });
});
