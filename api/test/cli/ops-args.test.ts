import { describe, expect, it } from 'vitest';
import { parseOpsArgs, usage } from '../../src/cli/ops-args';
import { formatAccounts, formatStatusChange } from '../../src/domains/users/commands';
import { formatWithdrawalDecision, formatWithdrawals } from '../../src/domains/wallet/commands';

const requestId = 'f47ac10b-58cc-4372-a567-0e02b2c3d479';

/** The command the words name, as `<group> <action>`, and the body they make; or 'help'. */
function read(args: string[]) {
  const call = parseOpsArgs(args);
  return call === 'help' ? call : { command: `${call.command.group} ${call.command.action}`, input: call.input };
}

describe('ops arguments', () => {
  it.each([
    [['accounts', 'list'], { command: 'accounts list', input: {} }],
    [['accounts', 'list', '--status', 'reviewing'], { command: 'accounts list', input: { status: 'REVIEWING' } }],
    [['accounts', 'approve', 'G@Example.com'], { command: 'accounts approve', input: { email: 'g@example.com' } }],
    [['accounts', 'reject', 'g@example.com'], { command: 'accounts reject', input: { email: 'g@example.com' } }],
    [['accounts', 'suspend', 'g@example.com'], { command: 'accounts suspend', input: { email: 'g@example.com' } }],
    [['accounts', 'reinstate', 'g@example.com'], { command: 'accounts reinstate', input: { email: 'g@example.com' } }],
    [[], 'help'],
    [['help'], 'help'],
    [['accounts', 'list', '--help'], 'help'],
    [['withdrawals', 'list'], { command: 'withdrawals list', input: {} }],
    [['withdrawals', 'list', '--status', 'pending'], { command: 'withdrawals list', input: { status: 'PENDING' } }],
    [['withdrawals', 'approve', requestId.toUpperCase()], { command: 'withdrawals approve', input: { requestId } }],
    [['withdrawals', 'reject', requestId], { command: 'withdrawals reject', input: { requestId } }],
    [['accounts', 'approve', 'g@example.com', '--force'], { command: 'accounts approve', input: { email: 'g@example.com', force: true } }],
    [['documents', 'list', 'G@example.com'], { command: 'documents list', input: { email: 'g@example.com' } }],
    [['documents', 'accept', requestId], { command: 'documents accept', input: { documentId: requestId } }],
    [
      ['documents', 'reject', requestId, '--reason', 'Photo is blurred'],
      { command: 'documents reject', input: { documentId: requestId, reason: 'Photo is blurred' } },
    ],
    [
      ['jobs', 'retry', 'mail.send', requestId.toUpperCase(), '--reason', 'SMTP is back'],
      { command: 'jobs retry', input: { queue: 'mail.send', jobId: requestId, reason: 'SMTP is back' } },
    ],
  ])('should read %j', (args, expected) => {
    expect(read(args)).toEqual(expected);
  });

  it.each([
    [['users', 'list'], 'Unknown command "users"'],
    [['accounts'], 'Missing accounts command'],
    [['accounts', 'delete', 'g@example.com'], 'Unknown accounts command "delete"'],
    [['accounts', 'approve'], 'Missing email'],
    [['accounts', 'approve', 'not-an-email'], 'Invalid email'],
    [['accounts', 'approve', 'a@example.com', 'b@example.com'], 'Unexpected argument "b@example.com"'],
    [['accounts', 'list', 'extra'], 'Unexpected argument "extra"'],
    [['accounts', 'list', '--status', 'ACTIVE'], 'status must be one of APPROVED, REVIEWING, REJECTED, SUSPENDED'],
    [['accounts', 'suspend', 'g@example.com', '--status', 'APPROVED'], '--status applies to accounts list only'],
    [['withdrawals'], 'Missing withdrawals command'],
    [['withdrawals', 'credit', requestId], 'Unknown withdrawals command "credit"'],
    [['withdrawals', 'approve'], 'Missing request id'],
    [['withdrawals', 'approve', '42'], 'request id must be a UUID'],
    [['withdrawals', 'list', '--status', 'DONE'], 'status must be one of PENDING, COMPLETED, REJECTED, CANCELLED'],
    [['withdrawals', 'reject', requestId, '--status', 'PENDING'], '--status applies to withdrawals list only'],
    [['accounts', 'suspend', 'g@example.com', '--force'], '--force applies to accounts approve only'],
    [['documents', 'get', requestId], 'Missing --out FILE'],
    [['documents', 'get', requestId, '--out', ' '], '--out needs a file name'],
    [['documents', 'accept', requestId, '--out', 'x.pdf'], '--out applies to documents get only'],
    [['documents', 'reject', requestId], 'Missing --reason TEXT'],
    [['documents', 'reject', requestId, '--reason', ' '], 'Reason is required'],
    [['documents', 'accept', '42'], 'Document not found'],
  ])('should refuse %j', (args, message) => {
    expect(() => parseOpsArgs(args)).toThrow(message);
  });
});

describe('ops output', () => {
  it('should print one aligned line per account', () => {
    const lines = formatAccounts([
      { email: 'ada@example.com', name: 'Ada Lovelace', status: 'APPROVED', iam: 'ADMIN', createdAt: '2026-01-31T14:05:09Z' },
      { email: 'sam@example.com', name: 'Sam Sub', status: 'SUSPENDED', iam: 'SUB_USER', createdAt: '2026-02-01T08:00:00Z' },
    ]);
    expect(lines).toEqual([
      'ada@example.com  Ada Lovelace  APPROVED   ADMIN     2026-01-31 14:05 UTC',
      'sam@example.com  Sam Sub       SUSPENDED  SUB_USER  2026-02-01 08:00 UTC',
    ]);
    expect(formatAccounts([])).toEqual(['no accounts']);
  });

  it.each([
    [{ action: 'approve', from: 'REVIEWING', to: 'APPROVED' }, 'g@example.com approved (was REVIEWING)'],
    [
      { action: 'suspend', from: 'APPROVED', to: 'SUSPENDED' },
      'g@example.com suspended (was APPROVED); its sessions are ended',
    ],
    [{ action: 'reinstate', from: 'SUSPENDED', to: 'APPROVED' }, 'g@example.com reinstated (was SUSPENDED)'],
  ] as const)('should print %j as one line', (change, line) => {
    expect(formatStatusChange({ email: 'g@example.com', ...change })).toBe(line);
  });
});

describe('ops withdrawal output', () => {
  it('should print one aligned line per withdrawal request', () => {
    const requestedAt = '2026-01-31T14:05:09Z';
    expect(
      formatWithdrawals([
        { requestId, email: 'ada@example.com', amount: 30, status: 'PENDING', requestedAt },
        { requestId, email: 'sam@example.com', amount: 1250.5, status: 'REJECTED', requestedAt },
      ]),
    ).toEqual([
      `${requestId}  ada@example.com  $30.00     PENDING   2026-01-31 14:05 UTC`,
      `${requestId}  sam@example.com  $1,250.50  REJECTED  2026-01-31 14:05 UTC`,
    ]);
    expect(formatWithdrawals([])).toEqual(['no withdrawal requests']);
  });

  it('should say what a decision did', () => {
    const decision = { requestId, email: 'ada@example.com', amount: 30 } as const;
    expect(formatWithdrawalDecision({ ...decision, action: 'approve', to: 'COMPLETED' })).toBe(
      `Withdrawal ${requestId} of $30.00 for ada@example.com approved (now COMPLETED)`,
    );
    expect(formatWithdrawalDecision({ ...decision, action: 'reject', to: 'REJECTED' })).toBe(
      `Withdrawal ${requestId} of $30.00 for ada@example.com rejected (now REJECTED); $30.00 is back in the balance`,
    );
  });
});

describe('ops saving a file', () => {
  it('should read where `documents get` saves the file', () => {
    const call = parseOpsArgs(['documents', 'get', requestId, '--out', 'copy.pdf']);
    expect(call !== 'help' && call.outputPath).toBe('copy.pdf');
  });
});

describe('ops usage', () => {
  it('should start every description in one column, at least two spaces past its command', () => {
    const lines = usage.split('\n');
    const commandLines = lines.filter((text) => /^ {2}\S/.test(text));
    expect(commandLines.length).toBeGreaterThan(10);
    // The command's words (single spaces between them), then two or more spaces; a long
    // command has its description alone on the next line, indented to the same column.
    const columns = commandLines.map((text) => {
      const beside = /^ {2}\S+(?: \S+)*? {2,}(?=\S)/.exec(text);
      return beside ? beside[0].length : /^ {3,}(?=\S)/.exec(lines[lines.indexOf(text) + 1] ?? '')?.[0].length;
    });
    expect(columns.every((column) => column !== undefined && column === columns[0])).toBe(true);
  });
});
