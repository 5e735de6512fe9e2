import type { IdentityDocument } from '@commons/shared/schemas';
import { sessionActions } from '@commons/shared/session';
import { fakeApi, jsonReply, renderPage, signedUpUser, watchToasts } from '@commons/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocumentsPanel } from './documents-panel';

const documentsPath = 'user/individual/documents';

const pending: IdentityDocument = {
  documentId: '0b6f1f4e-2a7b-4c55-9a66-1d2b3c4d5e6f',
  fileName: 'passport.png',
  kind: 'PASSPORT',
  contentType: 'image/png',
  size: 2048,
  uploadedAt: '2026-11-20T10:00:00.000Z',
  state: 'PENDING',
  rejectionReason: null,
};
const rejected: IdentityDocument = {
  ...pending,
  documentId: '1c7f1f4e-2a7b-4c55-9a66-1d2b3c4d5e6f',
  fileName: 'bill.pdf',
  kind: 'PROOF_OF_ADDRESS',
  contentType: 'application/pdf',
  state: 'REJECTED',
  rejectionReason: 'Older than three months',
};

/** A stand-in for XMLHttpRequest, the upload's transport (for its progress): it reports half, then replies. */
class FakeXhr {
  static sent: { url: string; form: FormData; headers: Record<string, string> }[] = [];
  static reply: { status: number; body: unknown } = { status: 201, body: pending };
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(form: FormData) {
    FakeXhr.sent.push({ url: this.url, form, headers: this.headers });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.status = FakeXhr.reply.status;
      this.responseText = JSON.stringify(FakeXhr.reply.body);
      this.onload?.();
    }, 0);
  }
}

function fakeDocumentsApi(documents: IdentityDocument[]) {
  let stored = documents;
  return fakeApi(({ method, path }) => {
    if (path === documentsPath) return jsonReply({ documents: stored });
    if (method === 'DELETE' && path.startsWith(`${documentsPath}/`)) {
      const id = path.split('/').pop();
      const gone = stored.find((d) => d.documentId === id);
      stored = stored.filter((d) => d.documentId !== id);
      return jsonReply(gone);
    }
    if (path.endsWith('/my-profile')) return jsonReply(signedUpUser);
    return jsonReply({ message: 'unexpected' }, 500);
  });
}

const pngFile = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'id.png', { type: 'image/png' });

describe('DocumentsPanel', () => {
  beforeEach(() => {
    sessionActions.signIn(signedUpUser);
    FakeXhr.sent = [];
    FakeXhr.reply = { status: 201, body: pending };
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('should list each document with its kind, size and review state, a rejection with its reason', async () => {
    fakeDocumentsApi([pending, rejected]);
    renderPage(<DocumentsPanel reapprovalOnUpdate={false} />);
    const rows = await screen.findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Name'),
      expect.stringMatching(/passport\.png.*Passport.*2 KB.*PENDING/),
      expect.stringMatching(/bill\.pdf.*Proof of address.*REJECTED.*Reason: Older than three months/),
    ]);
    // Only a PENDING document can be deleted; both can be opened.
    expect(screen.getByRole('button', { name: 'Delete passport.png' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete bill.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open bill.pdf' })).toBeInTheDocument();
  });

  it('should upload the chosen kind and file as multipart with the session token', async () => {
    const api = fakeDocumentsApi([]);
    const toasts = watchToasts();
    renderPage(<DocumentsPanel reapprovalOnUpdate={false} />);
    await screen.findByText('No documents uploaded yet');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'National identity card');
    await userEvent.upload(screen.getByLabelText(/^File/), pngFile());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const [sent] = FakeXhr.sent;
    expect(sent!.url).toMatch(/\/api\/api\/user\/individual\/documents$/);
    expect(sent!.headers.Authorization).toBe(`Bearer ${signedUpUser.token}`);
    expect([...sent!.form.keys()]).toEqual(['kind', 'file']);
    expect(sent!.form.get('kind')).toBe('NATIONAL_ID');
    expect((sent!.form.get('file') as File).name).toBe('id.png');
    await waitFor(() => expect(toasts.showing()).toContainEqual(expect.stringContaining('Document uploaded')));
    // The list and the profile (its status may have moved) are asked again.
    await waitFor(() => expect(api.callsTo(documentsPath).length).toBeGreaterThan(1));
  });

  it.each([
    ['a Word file', new File(['x'], 'cv.docx', { type: 'application/msword' }), 'Only PDF, JPEG or PNG files can be uploaded'],
    ['an empty file', new File([], 'empty.pdf', { type: 'application/pdf' }), 'The file is empty'],
  ])('should refuse %s before sending anything', async (_case, file, message) => {
    fakeDocumentsApi([]);
    renderPage(<DocumentsPanel reapprovalOnUpdate={false} />);
    await screen.findByText('No documents uploaded yet');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Passport');
    await userEvent.upload(screen.getByLabelText(/^File/), file, { applyAccept: false });
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(FakeXhr.sent).toEqual([]);
  });

  it('should refuse a sixth document and ask for a kind', async () => {
    fakeDocumentsApi(Array.from({ length: 5 }, (_, i) => ({ ...pending, documentId: `${i}${pending.documentId.slice(1)}` })));
    renderPage(<DocumentsPanel reapprovalOnUpdate={false} />);
    await screen.findAllByRole('button', { name: 'Delete passport.png' });
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Choose what the document is')).toBeInTheDocument();
    expect(screen.getByText('An account keeps at most 5 documents; delete one first')).toBeInTheDocument();
    expect(FakeXhr.sent).toEqual([]);
  });

  it("should show the server's refusal of the content", async () => {
    fakeDocumentsApi([]);
    const toasts = watchToasts();
    FakeXhr.reply = { status: 400, body: { message: 'The file content does not match its type' } };
    renderPage(<DocumentsPanel reapprovalOnUpdate={false} />);
    await screen.findByText('No documents uploaded yet');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Passport');
    await userEvent.upload(screen.getByLabelText(/^File/), pngFile());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(toasts.showing()).toContain('The file content does not match its type'));
  });

  it('should say a change of documents sends the account back to review only where it does', async () => {
    fakeDocumentsApi([pending]);
    const { unmount } = renderPage(<DocumentsPanel reapprovalOnUpdate />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete passport.png' }));
    expect(screen.getByRole('dialog', { name: 'Delete document' })).toHaveTextContent('Your account goes back to review when its documents change.');
    expect(screen.getByRole('region', { name: 'Documents' })).toHaveTextContent('goes back to review');
    unmount();
    renderPage(<DocumentsPanel reapprovalOnUpdate={false} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete passport.png' }));
    expect(screen.getByRole('dialog', { name: 'Delete document' })).not.toHaveTextContent(/review/);
    expect(screen.getByRole('region', { name: 'Documents' })).not.toHaveTextContent('goes back to review');
  });

  it('should delete a PENDING document after confirmation', async () => {
    const api = fakeDocumentsApi([pending]);
    renderPage(<DocumentsPanel reapprovalOnUpdate={false} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete passport.png' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete document' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Delete' }));
    await waitFor(() => expect(api.sent.some((call) => call.method === 'DELETE')).toBe(true));
    expect(api.sent.find((call) => call.method === 'DELETE')!.path).toBe(`${documentsPath}/${pending.documentId}`);
    expect(await screen.findByText('No documents uploaded yet')).toBeInTheDocument();
  });
});
