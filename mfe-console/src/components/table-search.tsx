import { Button, TextField } from '@commons/shared/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

// The buttons line up with the box, not with the hint under it: they start below the label
// (one line of its 0.9rem text at the page's line height, then the field's 6px gap).
const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 12px;
  & > :first-child { flex: 1 1 240px; max-width: 420px; }
  & > button { margin-top: calc(0.9rem * 1.5 + 6px); }
  @media (max-width: 480px) { & > :first-child { max-width: none; } & > button { margin-top: 0; } }
`;

/** Props of `TableSearch`: what the form and its box are called, and the search the table shows now. */
export interface TableSearchProps {
  /** The search landmark's name ("Search the outbox"). */
  name: string;
  label: string;
  hint: string;
  value: string;
  onSearch: (text: string) => void;
}

/** A console table's text search: the server narrows the table to the rows containing it. */
export function TableSearch({ name, label, hint, value, onSearch }: TableSearchProps) {
  const [typed, setTyped] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <Form role="search" aria-label={name} onSubmit={submit}>
      <TextField label={label} hint={hint} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
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
