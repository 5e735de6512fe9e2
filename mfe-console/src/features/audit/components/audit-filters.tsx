import { AuditFilterSchema, validate, type AuditFilter } from '@commons/shared/schemas';
import { Button, TextField } from '@commons/shared/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { auditFilterFields } from '../audit-filter-url';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: 0 16px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

type Draft = Record<(typeof auditFilterFields)[number], string>;

const draftOf = (filter: AuditFilter): Draft => ({ actor: filter.actor ?? '', kind: filter.kind ?? '', from: filter.from ?? '', to: filter.to ?? '' });

/** The draft without its blank fields: what the address and the server are given. */
const filterOf = (draft: Draft): AuditFilter => Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== ''));

/**
 * The Audit screen's filters: who acted (their name, exactly), the kind (one of the suggested
 * kinds and groups, or typed), and UTC days, both included. Checked by the schema the server
 * uses before they are applied; the server checks them again.
 */
export function AuditFilters({ filter, kinds, onApply }: { filter: AuditFilter; kinds: readonly string[]; onApply: (filter: AuditFilter) => void }) {
  const [draft, setDraft] = useState(() => draftOf(filter));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const field = (name: keyof Draft) => ({
    name,
    value: draft[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = filterOf(draft);
    const checked = validate(AuditFilterSchema, next);
    setErrors(checked.ok ? {} : Object.fromEntries(checked.issues.map((issue) => [issue.field, issue.message])));
    if (checked.ok) onApply(next);
  };

  const clear = () => {
    setDraft(draftOf({}));
    setErrors({});
    onApply({});
  };

  return (
    <form aria-label="Filter the audit" onSubmit={apply} noValidate>
      <Fields>
        <TextField label="Who" hint="The name exactly as it acted: a staff member or OPS_USER" autoComplete="off" {...field('actor')} />
        <TextField label="Kind" hint="A kind (accounts.approve) or a group (accounts)" list="audit-kinds" autoComplete="off" {...field('kind')} />
        <datalist id="audit-kinds">
          {kinds.map((kind) => (
            <option key={kind} value={kind} />
          ))}
        </datalist>
        <TextField label="From (UTC day)" type="date" {...field('from')} />
        <TextField label="To (UTC day)" type="date" {...field('to')} />
      </Fields>
      <Actions>
        <Button type="submit">Apply filters</Button>
        <Button type="button" variant="secondary" onClick={clear}>
          Clear
        </Button>
      </Actions>
    </form>
  );
}
