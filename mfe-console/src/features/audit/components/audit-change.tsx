import type { AuditEvent } from '@commons/shared/schemas';
import { Button } from '@commons/shared/ui';
import { VisuallyHidden } from '@commons/shared/ui-kit';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { changedFields } from '../audit-change';

const Changes = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 4px 12px;
  margin: 8px 0 0;
  font-size: 0.9rem;
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; font-family: ui-monospace, monospace; }
`;

const Was = styled.del`
  color: ${({ theme }) => theme.colors.danger};
`;

const Is = styled.ins`
  color: ${({ theme }) => theme.colors.success};
  text-decoration: none;
`;

/** One field's terms, kept together in the list's grid. */
const Field = styled.div`
  display: contents;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * What an event changed, field by field (before struck out, after beside it), behind a toggle so
 * the table stays one line an event until someone asks.
 */
export function AuditChange({ event }: { event: Pick<AuditEvent, 'before' | 'after' | 'kind' | 'target'> }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const changes = changedFields(event.before, event.after);
  if (changes.length === 0) return <Muted>No fields recorded</Muted>;
  return (
    <div>
      <Button type="button" variant="ghost" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
        {open ? 'Hide change' : `Show change (${changes.length} field${changes.length === 1 ? '' : 's'})`}
        <VisuallyHidden> of {event.kind} {event.target}</VisuallyHidden>
      </Button>
      {open && (
        <Changes id={id} aria-label={`Change of ${event.kind} ${event.target}`}>
          {changes.map((change) => (
            <Field key={change.field}>
              <dt>{change.field}</dt>
              <dd>
                {change.before !== null && <Was>{change.before}</Was>}
                {change.before !== null && change.after !== null && ' → '}
                {change.after !== null ? <Is>{change.after}</Is> : <Muted> (removed)</Muted>}
              </dd>
            </Field>
          ))}
        </Changes>
      )}
    </div>
  );
}
