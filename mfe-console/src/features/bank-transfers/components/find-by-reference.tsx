import { PaymentReferenceSchema } from '@commons/shared/schemas';
import { Button, TextField } from '@commons/shared/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import * as v from 'valibot';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0 12px;
  & > :first-child { flex: 1 1 260px; max-width: 420px; }
  /* The button lines up with the input, under the field's label. */
  & > button { margin-top: 28px; }
  @media (max-width: 480px) { & > :first-child { max-width: none; } & > button { margin-top: 0; margin-bottom: 16px; } }
`;

/**
 * "Find by reference": the reference a transfer quoted, checked as the server checks it (a
 * mistyped one fails its check digits and says so) before the server is asked for its order.
 */
export function FindByReference({ reference, onFind }: { reference: string; onFind: (reference: string) => void }) {
  const [typed, setTyped] = useState(reference);
  const [error, setError] = useState<string | undefined>();
  const find = (event: FormEvent) => {
    event.preventDefault();
    const checked = v.safeParse(PaymentReferenceSchema, typed);
    setError(checked.success ? undefined : checked.issues[0].message);
    if (checked.success) onFind(checked.output);
  };
  return (
    <Form aria-label="Find an order by reference" onSubmit={find} noValidate>
      <TextField
        label="Find by reference"
        hint="The reference the transfer quoted, starting RF."
        autoComplete="off"
        spellCheck={false}
        value={typed}
        error={error}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit">Find</Button>
    </Form>
  );
}
