import { beforeAll, describe, expect, it } from 'vitest';
import type { ReviewAccount, ReviewAccountPage, ReviewDocument, ReviewDocumentPage, ReviewRecord, ReviewRecordPage } from '@commons/shared/schemas';
import { listAuditEvents } from '@commons/platform/audit/audit-query';
import { bearer, signUp } from '../../helpers/accounts';
import { insertRecord, lastYear, recordById } from '../../helpers/carbon';
import { useTestApp } from '../../helpers/build';
import { samples, uploadDocument } from '../../helpers/documents';
import { consoleCall, signedInStaff } from '../../helpers/staff';

/** The console's Reviews (docs/api.md#the-console-api): each change is its ops command, audited as the staff member. */
describe('console reviews', () => {
  const ctx = useTestApp();
  let operator: string;
  let releaseEngineer: string;

  beforeAll(async () => {
    operator = (await signedInStaff(ctx.app, 'operator')).cookie;
    releaseEngineer = (await signedInStaff(ctx.app, 'release-engineer')).cookie;
  }, 120_000);

  const call = (method: 'GET' | 'POST', path: string, payload?: object, cookie = operator) =>
    consoleCall(ctx.app, method, `/reviews${path}`, { cookie, ...(payload ? { payload } : {}) });

  /** A new account under review, with a PENDING passport when `withDocument`. */
  async function reviewingAccount(withDocument = false) {
    const { payload, user } = await signUp(ctx.app);
    let documentId = '';
    if (withDocument) {
      const upload = await uploadDocument(ctx.app, user.token, 'PASSPORT', { name: 'passport.png', type: 'image/png', bytes: samples.png() });
      expect(upload.statusCode).toBe(201);
      documentId = upload.json<{ documentId: string }>().documentId;
    }
    return { email: payload.email, token: user.token, documentId };
  }

  /** A list's reply, which must be a 200. */
  const list = async <T = unknown>(path: string) => {
    const reply = await call('GET', path);
    expect(reply.statusCode, path).toBe(200);
    return reply.json<T>();
  };
  const refused = async (path: string, message: string) => {
    const reply = await call('GET', path);
    expect(reply.statusCode, path).toBe(400);
    expect(reply.json(), path).toEqual({ message });
  };

  const latestEvent = async (kind: string) => (await listAuditEvents(ctx.app.db, { kind }, { limit: 1 })).events[0];

  describe('accounts', () => {
    it('should page the accounts of one status on the server', async () => {
      await reviewingAccount();
      await reviewingAccount();
      const first = await call('GET', '/accounts?status=REVIEWING&limit=1&page=1');
      expect(first.statusCode).toBe(200);
      const page = first.json<ReviewAccountPage>();
      expect(page.accounts).toHaveLength(1);
      expect(page.total).toBeGreaterThanOrEqual(2);
      expect(page).toMatchObject({ page: 1, limit: 1 });
      const second = (await call('GET', '/accounts?status=REVIEWING&limit=1&page=2')).json<typeof page>();
      expect(second.accounts[0]?.email).not.toBe(page.accounts[0]?.email);
      expect([...page.accounts, ...second.accounts].every((account) => account.status === 'REVIEWING')).toBe(true);
      expect((await call('GET', '/accounts?status=LOST')).statusCode).toBe(400);
    });

    it('should sort the accounts by every column it offers, each way, on the server', async () => {
      const { email } = await reviewingAccount();
      await call('POST', `/accounts/${email}/status`, { action: 'suspend', reason: 'So the statuses differ' });
      const all = (await list<ReviewAccountPage>('/accounts?limit=50')).accounts;
      const keyOf = {
        created: (a: ReviewAccount) => a.createdAt,
        email: (a: ReviewAccount) => a.email,
        name: (a: ReviewAccount) => a.name,
        status: (a: ReviewAccount) => a.status,
      };
      for (const [sort, key] of Object.entries(keyOf)) {
        const ascending = (await list<ReviewAccountPage>(`/accounts?limit=50&sort=${sort}&order=asc`)).accounts.map((a) => a.email);
        const keys = ascending.map((shown) => key(all.find((a) => a.email === shown)!));
        expect(keys, sort).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
        const descending = (await list<ReviewAccountPage>(`/accounts?limit=50&sort=${sort}&order=desc`)).accounts.map((a) => a.email);
        expect(descending, sort).toEqual([...ascending].reverse());
      }
      expect(new Set(all.map((a) => a.status)).size).toBeGreaterThan(1);
    });

    it('should search the accounts by email or name, in any case, counting only the matches', async () => {
      const { email } = await reviewingAccount();
      const local = email.slice(0, email.indexOf('@'));
      expect(await list(`/accounts?q=${encodeURIComponent(` ${local.toUpperCase()} `)}`)).toMatchObject({ total: 1, accounts: [{ email }] });
      expect(await list(`/accounts?status=APPROVED&q=${encodeURIComponent(local)}`)).toMatchObject({ total: 0, accounts: [] });
      const named = await list<ReviewAccountPage>('/accounts?q=greta%20GREEN&limit=50');
      expect(named.total).toBeGreaterThan(1);
      expect(named.accounts.every((a) => a.name === 'Greta Greenfield')).toBe(true);
      expect(await list('/accounts?q=%25')).toMatchObject({ total: 0, accounts: [] });
    });

    it('should refuse a sort, order, page or filter it does not know with a clear message', async () => {
      await refused('/accounts?sort=iam', 'sort: must be one of created, email, name, status');
      await refused('/accounts?order=newest', 'order: must be one of asc, desc');
      await refused('/accounts?page=0', 'page: page must be at least 1');
      await refused('/accounts?status=LOST', 'status: must be one of APPROVED, REVIEWING, REJECTED, SUSPENDED');
      await refused(`/accounts?q=${'x'.repeat(201)}`, 'q: must be at most 200 characters');
    });

    it("should show an account's profile and its documents", async () => {
      const { email, documentId } = await reviewingAccount(true);
      const answer = await call('GET', `/accounts/${encodeURIComponent(email)}`);
      expect(answer.statusCode).toBe(200);
      const detail = answer.json<Record<string, unknown>>();
      expect(detail).toMatchObject({ email, status: 'REVIEWING', name: 'Greta Greenfield', phone: '+4412345678901', emailVerified: false });
      expect(detail.documents).toEqual([expect.objectContaining({ documentId, state: 'PENDING', contentType: 'image/png' })]);
      expect(detail).not.toHaveProperty('passwordHash');
      expect((await call('GET', '/accounts/nobody%40example.com')).statusCode).toBe(404);
    });

    it('should refuse approval while a document is PENDING, and approve when forced, audited with the reason', async () => {
      const { email } = await reviewingAccount(true);
      const refused = await call('POST', `/accounts/${email}/status`, { action: 'approve', reason: 'Passport checked' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toMatch(/1 identity document PENDING/);
      const forced = await call('POST', `/accounts/${email}/status`, { action: 'approve', reason: 'Checked on a call', force: true });
      expect(forced.statusCode).toBe(200);
      expect(forced.json()).toEqual({ email, from: 'REVIEWING', to: 'APPROVED' });
      expect(await latestEvent('accounts.approve')).toMatchObject({
        actorKind: 'staff',
        actorName: 'Sam Staff',
        target: email,
        reason: 'Checked on a call',
        after: { status: 'APPROVED', forced: true, pendingDocuments: 1 },
      });
    });

    it('should reject, suspend and reinstate, each audited with its reason', async () => {
      const rejected = await reviewingAccount();
      expect((await call('POST', `/accounts/${rejected.email}/status`, { action: 'reject', reason: 'Not a real person' })).statusCode).toBe(200);
      expect(await latestEvent('accounts.reject')).toMatchObject({ actorName: 'Sam Staff', target: rejected.email, reason: 'Not a real person' });

      const { email } = await reviewingAccount();
      const suspended = await call('POST', `/accounts/${email}/status`, { action: 'suspend', reason: 'Chargeback' });
      expect(suspended.json()).toMatchObject({ from: 'REVIEWING', to: 'SUSPENDED' });
      expect(await latestEvent('accounts.suspend')).toMatchObject({ target: email, reason: 'Chargeback', before: { status: 'REVIEWING' } });
      const reinstated = await call('POST', `/accounts/${email}/status`, { action: 'reinstate', reason: 'Bank cleared it' });
      expect(reinstated.json()).toMatchObject({ from: 'SUSPENDED', to: 'APPROVED' });
      expect(await latestEvent('accounts.reinstate')).toMatchObject({ actorKind: 'staff', target: email, reason: 'Bank cleared it' });
    });

    it('should require a reason, and write nothing without one', async () => {
      const { email } = await reviewingAccount();
      const before = await latestEvent('accounts');
      for (const reason of [undefined, '', '   ']) {
        const answer = await call('POST', `/accounts/${email}/status`, { action: 'suspend', ...(reason === undefined ? {} : { reason }) });
        expect(answer.statusCode).toBe(400);
        expect(answer.json<{ message: string }>().message).toMatch(/Reason is required/);
      }
      const tooLong = await call('POST', `/accounts/${email}/status`, { action: 'suspend', reason: 'x'.repeat(501) });
      expect(tooLong.statusCode).toBe(400);
      expect(await latestEvent('accounts')).toEqual(before);
    });
  });

  describe('documents', () => {
    it('should list the PENDING documents with their owners', async () => {
      const { email, documentId } = await reviewingAccount(true);
      const answer = await call('GET', '/documents?limit=50');
      expect(answer.statusCode).toBe(200);
      const { documents } = answer.json<{ documents: Array<{ documentId: string; email: string; state: string }> }>();
      expect(documents).toContainEqual(expect.objectContaining({ documentId, email, state: 'PENDING' }));
      expect(documents.every((document) => document.state === 'PENDING')).toBe(true);
    });

    it('should sort, search and page the PENDING documents on the server', async () => {
      await reviewingAccount(true);
      const { token, email } = await reviewingAccount(true);
      const bill = await uploadDocument(ctx.app, token, 'PROOF_OF_ADDRESS', { name: 'water-bill.pdf', type: 'application/pdf', bytes: samples.pdf() });
      expect(bill.statusCode).toBe(201);
      const all = (await list<ReviewDocumentPage>('/documents?limit=50')).documents;
      const keyOf = { uploaded: (d: ReviewDocument) => all.indexOf(d), email: (d: ReviewDocument) => d.email, kind: (d: ReviewDocument) => d.kind };
      for (const [sort, key] of Object.entries(keyOf)) {
        const ascending = (await list<ReviewDocumentPage>(`/documents?limit=50&sort=${sort}&order=asc`)).documents.map((d) => d.documentId);
        const keys = ascending.map((id) => key(all.find((d) => d.documentId === id)!));
        expect(new Set(keys).size, sort).toBeGreaterThan(1);
        expect(keys, sort).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
        const descending = (await list<ReviewDocumentPage>(`/documents?limit=50&sort=${sort}&order=desc`)).documents.map((d) => d.documentId);
        expect(descending, sort).toEqual([...ascending].reverse());
      }
      expect(await list(`/documents?q=${encodeURIComponent(email.toUpperCase())}`)).toMatchObject({ total: 2 });
      expect(await list('/documents?q=WATER-bill')).toMatchObject({ total: 1, documents: [{ email, fileName: 'water-bill.pdf' }] });
      const first = await list<ReviewDocumentPage>(`/documents?limit=1&q=${encodeURIComponent(email)}`);
      const second = await list<ReviewDocumentPage>(`/documents?limit=1&page=2&q=${encodeURIComponent(email)}`);
      expect([first.total, first.page, first.limit, second.page]).toEqual([2, 1, 1, 2]);
      expect(second.documents[0]?.documentId).not.toBe(first.documents[0]?.documentId);
      await refused('/documents?sort=size', 'sort: must be one of uploaded, email, kind');
      await refused(`/documents?q=${'x'.repeat(201)}`, 'q: must be at most 200 characters');
    });

    it("should send a document's bytes inline, uncached, framable by this site only, to operators only", async () => {
      const bytes = samples.png();
      const { token } = await reviewingAccount();
      const upload = await uploadDocument(ctx.app, token, 'PASSPORT', { name: 'pass port.png', type: 'image/png', bytes });
      const { documentId } = upload.json<{ documentId: string }>();
      const file = await call('GET', `/documents/${documentId}/file`);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(bytes)).toBe(true);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['content-disposition']).toMatch(/^inline; filename=/);
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(file.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
      expect((await call('GET', `/documents/${documentId}/file`, undefined, releaseEngineer)).statusCode).toBe(403);
      const asCustomer = await ctx.app.inject({ method: 'GET', url: `/api/console/reviews/documents/${documentId}/file`, headers: bearer(token) });
      expect(asCustomer.statusCode).toBe(401);
      expect((await call('GET', '/documents/2f1c0000-0000-4000-8000-000000000000/file')).statusCode).toBe(404);
    });

    it('should accept a document, audited as the staff member', async () => {
      const { email, documentId } = await reviewingAccount(true);
      const answer = await call('POST', `/documents/${documentId}/review`, { decision: 'ACCEPTED' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ documentId, email, state: 'ACCEPTED' });
      expect(await latestEvent('documents.accept')).toMatchObject({ actorKind: 'staff', actorName: 'Sam Staff', target: documentId });
      const again = await call('POST', `/documents/${documentId}/review`, { decision: 'REJECTED', reason: 'Blurred' });
      expect(again.statusCode).toBe(409);
    });

    it('should reject a document only with a reason, which the audit keeps', async () => {
      const { documentId } = await reviewingAccount(true);
      const bare = await call('POST', `/documents/${documentId}/review`, { decision: 'REJECTED', reason: ' ' });
      expect(bare.statusCode).toBe(400);
      expect(bare.json<{ message: string }>().message).toMatch(/Reason is required/);
      const answer = await call('POST', `/documents/${documentId}/review`, { decision: 'REJECTED', reason: 'The photo is blurred' });
      expect(answer.json()).toMatchObject({ state: 'REJECTED', rejectionReason: 'The photo is blurred' });
      expect(await latestEvent('documents.reject')).toMatchObject({ actorKind: 'staff', target: documentId, reason: 'The photo is blurred' });
    });
  });

  describe('yearly data', () => {
    async function estimatedRecord() {
      const { user } = await signUp(ctx.app);
      return insertRecord(ctx.app, user.individualId, { status: 'ESTIMATED' });
    }

    it('should page the records of one status', async () => {
      const record = await estimatedRecord();
      const answer = await call('GET', '/yearly-data?status=ESTIMATED&limit=50');
      expect(answer.statusCode).toBe(200);
      const { records } = answer.json<{ records: Array<{ operationalDataId: string; status: string }> }>();
      expect(records).toContainEqual(expect.objectContaining({ operationalDataId: record.id, status: 'ESTIMATED' }));
      expect(records.every((row) => row.status === 'ESTIMATED')).toBe(true);
    });

    it('should sort, filter, search and page the records on the server', async () => {
      const { user, payload } = await signUp(ctx.app);
      await insertRecord(ctx.app, user.individualId, { status: 'ESTIMATED', year: lastYear - 1, estimatedEmissions: 40 });
      await insertRecord(ctx.app, user.individualId, { status: 'APPROVED', year: lastYear, estimatedEmissions: 7, emissions: 6 });
      await estimatedRecord();
      const all = (await list<ReviewRecordPage>('/yearly-data?limit=50')).records;
      const keyOf = {
        year: (r: ReviewRecord) => r.year,
        email: (r: ReviewRecord) => r.email,
        status: (r: ReviewRecord) => r.status,
        estimated: (r: ReviewRecord) => r.estimatedEmissions,
      };
      expect(all.map((r) => r.year)).toEqual([...all.map((r) => r.year)].sort().reverse());
      for (const [sort, key] of Object.entries(keyOf)) {
        const ascending = (await list<ReviewRecordPage>(`/yearly-data?limit=50&sort=${sort}&order=asc`)).records.map((r) => r.operationalDataId);
        const keys = ascending.map((id) => key(all.find((r) => r.operationalDataId === id)!));
        expect(new Set(keys).size, sort).toBeGreaterThan(1);
        expect(keys, sort).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
        const descending = (await list<ReviewRecordPage>(`/yearly-data?limit=50&sort=${sort}&order=desc`)).records.map((r) => r.operationalDataId);
        expect(descending, sort).toEqual([...ascending].reverse());
      }
      const actual = (await list<ReviewRecordPage>('/yearly-data?limit=50&sort=actual&order=desc')).records.map((r) => r.operationalDataId);
      expect((await list<ReviewRecordPage>('/yearly-data?limit=50&sort=actual&order=asc')).records.map((r) => r.operationalDataId)).toEqual([...actual].reverse());
      const mine = `/yearly-data?q=${encodeURIComponent(payload.email.toUpperCase())}`;
      expect(await list(mine)).toMatchObject({ total: 2, records: [{ year: lastYear }, { year: lastYear - 1 }] });
      expect(await list(`${mine}&status=ESTIMATED`)).toMatchObject({ total: 1, records: [{ year: lastYear - 1, estimatedEmissions: 40 }] });
      expect(await list(`${mine}&limit=1&page=2`)).toMatchObject({ total: 2, page: 2, limit: 1, records: [{ year: lastYear - 1 }] });
      await refused('/yearly-data?sort=credits', 'sort: must be one of year, email, status, estimated, actual');
      await refused('/yearly-data?status=LOST', 'status: must be one of ESTIMATED, APPROVED, REJECTED');
      await refused(`/yearly-data?q=${'x'.repeat(201)}`, 'q: must be at most 200 characters');
    });

    it('should approve with the actual emissions, audited with the reason given', async () => {
      const record = await estimatedRecord();
      const answer = await call('POST', `/yearly-data/${record.id}/decision`, { decision: 'APPROVED', emissions: 9, reason: 'Bills attached' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ operationalDataId: record.id, to: 'APPROVED', emissions: 9 });
      expect((await recordById(ctx.app, record.id))?.status).toBe('APPROVED');
      expect(await latestEvent('operational-data.approve')).toMatchObject({
        actorKind: 'staff',
        target: record.id,
        reason: 'Bills attached',
        after: { status: 'APPROVED', emissions: 9 },
      });
    });

    it('should reject only with a reason, and refuse emissions that are not whole tonnes', async () => {
      const record = await estimatedRecord();
      expect((await call('POST', `/yearly-data/${record.id}/decision`, { decision: 'REJECTED' })).statusCode).toBe(400);
      expect((await call('POST', `/yearly-data/${record.id}/decision`, { decision: 'APPROVED', emissions: 1.5 })).statusCode).toBe(400);
      const answer = await call('POST', `/yearly-data/${record.id}/decision`, { decision: 'REJECTED', reason: 'Duplicate year' });
      expect(answer.json()).toMatchObject({ to: 'REJECTED' });
      expect(await latestEvent('operational-data.reject')).toMatchObject({ actorKind: 'staff', target: record.id, reason: 'Duplicate year' });
    });
  });
});
