import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseBody } from '@commons/server-kernel/lib/parse-body';
import { parseOpsArgs, usage } from '../../src/cli/ops-args';
import { staffMembers, staffTotpSeeds } from '../../src/db/schema';
import { createStaffSecondFactor } from '../../src/domains/staff/staff-second-factor';
import { useTestApp } from '../helpers/build';
import { outboxTo } from '../helpers/outbox';
import { describeProject } from '../helpers/projects';
import { staffEmail } from '../helpers/staff';

function read(args: string[]) {
  const call = parseOpsArgs(args);
  return call === 'help' ? call : { command: `${call.command.group} ${call.command.action}`, input: call.input };
}

/** Runs `pnpm ops <args>` on the test app's database as the command line does; the printed lines. */
async function ops(app: FastifyInstance, args: string[]): Promise<string[]> {
  const call = parseOpsArgs(args);
  if (call === 'help') throw new Error('help');
  // The body check the runner and the operator endpoint make, defaults filled.
  const body = parseBody(call.command.body, call.input);
  const reply = await call.command.run({ db: app.db, config: app.config, blobs: app.blobs, jobs: app.jobs }, body);
  return call.command.print(reply);
}

describe('staff ops arguments', () => {
  it.each([
    [
      ['staff', 'add', 'Ann@Example.com', '--name', 'Ann Admin', '--role', 'Operator'],
      { command: 'staff add', input: { email: 'ann@example.com', name: 'Ann Admin', role: 'operator' } },
    ],
    [
      ['staff', 'add', 'p@example.com', '--name', 'Pat', '--role', 'provider', '--project', 'GS1', '--project', 'VCS-2'],
      { command: 'staff add', input: { email: 'p@example.com', name: 'Pat', role: 'provider', project: ['GS1', 'VCS-2'] } },
    ],
    [['staff', 'role', 'a@example.com', 'release-engineer'], { command: 'staff role', input: { email: 'a@example.com', role: 'release-engineer' } }],
    [['staff', 'list'], { command: 'staff list', input: {} }],
    [['staff', 'disable', 'a@example.com'], { command: 'staff disable', input: { email: 'a@example.com' } }],
    [['staff', 'reset-two-factor', 'a@example.com'], { command: 'staff reset-two-factor', input: { email: 'a@example.com' } }],
  ])('should read %j', (args, expected) => {
    expect(read(args)).toEqual(expected);
  });

  it.each([
    [['staff', 'add', 'a@example.com', '--role', 'operator'], 'Missing --name N'],
    [['staff', 'add', 'a@example.com', '--name', 'A'], 'Missing --role R'],
    [['staff', 'add', 'a@example.com', '--name', 'A', '--role', 'admin'], 'role must be one of operator, release-engineer, provider'],
    [['staff', 'add', 'a@example.com', '--name', 'A', '--name', 'B', '--role', 'operator'], '--name is given more than once'],
    [['staff', 'role', 'a@example.com'], 'Missing role'],
    [['staff', 'role', 'a@example.com', 'boss'], 'role must be one of operator, release-engineer, provider'],
    [['staff', 'disable', 'not-an-email'], 'Invalid email'],
    [['staff', 'disable', 'a@example.com', '--project', 'GS1'], '--project applies to staff add, staff role only'],
  ])('should refuse %j', (args, message) => {
    expect(() => parseOpsArgs(args)).toThrow(message);
  });

  it('should show the repeatable option and both words in the usage', () => {
    expect(usage).toContain('staff add <email> --name N --role R [--project P]...');
    expect(usage).toContain('staff role <email> R [--project P]...');
  });
});

const oldSecretsKey = 'an-older-secrets-key-of-at-least-32-characters';

describe('ops staff', () => {
  const ctx = useTestApp({ publicUrl: 'https://commons.example', previousSecretsKeys: [oldSecretsKey] });
  const failure = (args: string[]) => ops(ctx.app, args).then(() => 'ran', (error: Error) => error.message);

  it('should add, mail the invitation link, and list', async () => {
    const email = staffEmail();
    const [line] = await ops(ctx.app, ['staff', 'add', email, '--name', 'Olga Operator', '--role', 'operator']);
    expect(line).toMatch(new RegExp(`^Mailed ${email} \\(operator\\) a link to the console, valid until `));
    const [mail] = await outboxTo(ctx.app.db, email);
    expect(mail!.subject).toBe('Your invitation to the Carbon Commons console');
    expect(mail!.text).toMatch(/https:\/\/commons\.example\/console\/invite\?token=[A-Za-z0-9_-]{43}/);
    const listed = await ops(ctx.app, ['staff', 'list']);
    expect(listed.some((row) => row.includes(email) && row.includes('Olga Operator') && row.includes('invited'))).toBe(true);
  });

  it('should refuse a duplicate, a provider without an existing project, and projects for other roles', async () => {
    const email = staffEmail();
    await ops(ctx.app, ['staff', 'add', email, '--name', 'Dee', '--role', 'operator']);
    expect(await failure(['staff', 'add', email.toUpperCase(), '--name', 'Dee', '--role', 'operator'])).toBe(`A staff member with the email ${email} exists already`);
    const other = staffEmail();
    expect(await failure(['staff', 'add', other, '--name', 'P', '--role', 'provider'])).toBe('A provider acts for at least one project: give --project with its id');
    expect(await failure(['staff', 'add', other, '--name', 'P', '--role', 'provider', '--project', 'NOPE-1'])).toBe('No project has the id NOPE-1');
    expect(await failure(['staff', 'add', other, '--name', 'P', '--role', 'operator', '--project', 'NOPE-1'])).toBe('--project applies to the provider role only, not operator');
    expect(await outboxTo(ctx.app.db, other)).toEqual([]);
    expect((await ops(ctx.app, ['staff', 'list'])).some((row) => row.includes(other))).toBe(false);
  });

  it('should add a provider for its projects and change roles', async () => {
    await describeProject(ctx.app, 'GS7777');
    const email = staffEmail();
    await ops(ctx.app, ['staff', 'add', email, '--name', 'Pia', '--role', 'provider', '--project', 'GS7777']);
    expect((await ops(ctx.app, ['staff', 'list'])).find((row) => row.includes(email))).toContain('GS7777');
    expect(await ops(ctx.app, ['staff', 'role', email, 'release-engineer'])).toEqual([`${email} is now release-engineer; their console sessions ended`]);
    expect((await ops(ctx.app, ['staff', 'list'])).find((row) => row.includes(email))).not.toContain('GS7777');
    expect(await failure(['staff', 'role', email, 'provider'])).toBe('A provider acts for at least one project: give --project with its id');
  });

  it('should say so for an unknown email, and disable and reset only who exists', async () => {
    const nobody = staffEmail();
    for (const args of [['staff', 'role', nobody, 'operator'], ['staff', 'disable', nobody], ['staff', 'reset-two-factor', nobody]]) {
      expect(await failure(args)).toBe(`No staff member has the email ${nobody}`);
    }
    const email = staffEmail();
    await ops(ctx.app, ['staff', 'add', email, '--name', 'Rex', '--role', 'operator']);
    const [reset] = await ops(ctx.app, ['staff', 'reset-two-factor', email]);
    expect(reset).toContain(`Mailed ${email} (operator) a link to the console`);
    const mails = await outboxTo(ctx.app.db, email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your invitation to the Carbon Commons console', 'Set up your console sign-in again']);
    expect(await ops(ctx.app, ['staff', 'disable', email])).toEqual([`${email} is disabled; their console sessions ended`]);
    expect(await failure(['staff', 'disable', email])).toBe(`${email} is disabled already`);
    expect(await failure(['staff', 'reset-two-factor', email])).toBe(`${email} is disabled: nothing to reset`);
  });

  it('should seal with the current key the seeds an older key sealed', async () => {
    const email = staffEmail();
    await ops(ctx.app, ['staff', 'add', email, '--name', 'Kim', '--role', 'operator']);
    const [staff] = await ctx.app.db.select().from(staffMembers).where(eq(staffMembers.email, email));
    const old = createStaffSecondFactor({ secretsKey: oldSecretsKey, previousSecretsKeys: [] });
    await old.enrol(ctx.app.db, staff!.id, 'JBSWY3DPEHPK3PXP', 1);
    const [line] = await ops(ctx.app, ['staff', 'reseal']);
    expect(line).toMatch(/^[1-9]\d* staff TOTP seeds? sealed with the current key$/);
    const [seed] = await ctx.app.db.select().from(staffTotpSeeds).where(eq(staffTotpSeeds.staffId, staff!.id));
    const current = createStaffSecondFactor({ secretsKey: ctx.app.config.secretsKey, previousSecretsKeys: [] });
    expect(current.open(staff!.id, seed!.secret)).toBe('JBSWY3DPEHPK3PXP');
    expect(await ops(ctx.app, ['staff', 'reseal'])).toEqual(['0 staff TOTP seeds sealed with the current key']);
  });
});
