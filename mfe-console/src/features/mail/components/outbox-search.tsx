import { Button, TextField } from '@commons/shared/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  & > :first-child { flex: 1 1 240px; max-width: 420px; }
  @media (max-width: 480px) { & > :first-child { max-width: none; } }
`;

/** The address search: the server narrows the outbox to the addresses containing it. */
export function OutboxSearch({ value, onSearch }: { value: string; onSearch: (to: string) => void }) {
  const [typed, setTyped] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <Form role="search" aria-label="Search the outbox" onSubmit={submit}>
      <TextField label="Address" hint="Part of an address, any case" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
      <Button type="submit" variant="secondary">
        Search
      </Button>
      {value && (
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setTyped('');
            onSearch('');
          }}
        >
          Show all
        </Button>
      )}
    </Form>
  );
}
