import { SetPayoutAccountSchema, type SetPayoutAccountInput } from '@commons/shared/schemas';
import { Button, Stack, TextField } from '@commons/shared/ui';
import { Select } from '@commons/shared/ui-kit';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import * as v from 'valibot';

// Side by side where the popup is wide enough, so a US account's form fits a 1280x800 screen
// without scrolling; one above the other on a phone.
const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(170px, 100%), 1fr));
  gap: 16px;
  align-items: start;
`;

/** The kinds of account, as the form names them. */
const kindLabels = { iban: 'IBAN', us: 'US account and routing number' } as const;
type Kind = keyof typeof kindLabels;
const kindOf = (label: string): Kind => (label === kindLabels.us ? 'us' : 'iban');

type Fields = Record<'holderName' | 'iban' | 'accountNumber' | 'routingNumber' | 'password' | 'code', string>;
const empty: Fields = { holderName: '', iban: '', accountNumber: '', routingNumber: '', password: '', code: '' };

/** What the form sends: only the fields of the chosen kind, and a code only when one is typed. */
function bodyOf(kind: Kind, fields: Fields): SetPayoutAccountInput {
  const account =
    kind === 'iban'
      ? { kind, holderName: fields.holderName, iban: fields.iban }
      : { kind, holderName: fields.holderName, accountNumber: fields.accountNumber, routingNumber: fields.routingNumber };
  return { account, password: fields.password, ...(fields.code.trim() ? { code: fields.code } : {}) };
}

/** The shared schema's problems by field: `account.iban` is the IBAN field's. */
function problemsOf(body: SetPayoutAccountInput): Partial<Fields> {
  const checked = v.safeParse(SetPayoutAccountSchema, body);
  if (checked.success) return {};
  const problems: Partial<Fields> = {};
  for (const issue of checked.issues) {
    const field = (v.getDotPath(issue) ?? '').split('.').at(-1) as keyof Fields | 'kind' | undefined;
    const name = field && field in empty ? (field as keyof Fields) : 'holderName';
    problems[name] ??= issue.message;
  }
  return problems;
}

/**
 * The payout account's form (docs/product-rules.md#money-and-payments): an IBAN, or a US account
 * and routing number, with the holder's name, checked at the field by the API's own schema (the
 * check digits included); the current password and, when two-factor sign-in is on, a code.
 */
export function PayoutAccountForm({ busy, onSubmit }: { busy: boolean; onSubmit: (body: SetPayoutAccountInput) => void }) {
  const [kind, setKind] = useState<Kind>('iban');
  const [fields, setFields] = useState<Fields>(empty);
  const [problems, setProblems] = useState<Partial<Fields>>({});
  const field = (name: keyof Fields) => ({
    name,
    value: fields[name],
    error: problems[name],
    onChange: (event: { target: { value: string } }) => setFields((before) => ({ ...before, [name]: event.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(kind, fields);
    const found = problemsOf(body);
    setProblems(found);
    if (Object.keys(found).length === 0) onSubmit(body);
  };
  return (
    <form noValidate aria-label="Payout account" onSubmit={submit}>
      <Stack>
        <Select label="Account type" options={Object.values(kindLabels)} value={kindLabels[kind]} onChange={(event) => setKind(kindOf(event.target.value))} />
        <TextField label="Account holder's name" autoComplete="name" {...field('holderName')} />
        {kind === 'iban' ? (
          <TextField label="IBAN" autoComplete="off" spellCheck={false} hint="As on your bank statement, for example NL91 ABNA 0417 1643 00" {...field('iban')} />
        ) : (
          <Pair>
            <TextField label="Account number" inputMode="numeric" autoComplete="off" {...field('accountNumber')} />
            <TextField label="Routing number" inputMode="numeric" autoComplete="off" hint="The 9-digit ABA number" {...field('routingNumber')} />
          </Pair>
        )}
        <TextField label="Current password" type="password" autoComplete="current-password" {...field('password')} />
        <TextField
          label="Code from your authenticator app"
          inputMode="numeric"
          autoComplete="one-time-code"
          hint="Only if two-factor sign-in is on"
          {...field('code')}
        />
        <Button type="submit" block busy={busy}>
          Save Payout Account
        </Button>
      </Stack>
    </form>
  );
}
