import { describe, expect, it } from 'vitest';
import { auditCsv, csvCell } from '../../../src/audit/audit-csv';
import type { AuditEventRow } from '../../../src/db/audit';

describe('the audit as CSV', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "no"', '"say ""no"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['a=b', 'a=b'],
    ['', ''],
  ])('should write %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('should write a header and one line per event, with before and after as JSON', () => {
    const event: AuditEventRow = {
      id: 7,
      at: new Date('2026-03-01T10:00:00Z'),
      actorKind: 'automation',
      actorId: null,
      actorName: '=cmd|calc',
      kind: 'accounts.reject',
      target: 'ann@example.com',
      reason: 'forged, "clearly"',
      before: { status: 'REVIEWING' },
      after: { status: 'REJECTED' },
    };
    expect(auditCsv([event]).split('\r\n')).toEqual([
      'id,at,actor kind,actor id,actor name,kind,target,reason,before,after',
      `7,2026-03-01T10:00:00.000Z,automation,,'=cmd|calc,accounts.reject,ann@example.com,"forged, ""clearly""",` +
        '"{""status"":""REVIEWING""}","{""status"":""REJECTED""}"',
      '',
    ]);
  });
});
