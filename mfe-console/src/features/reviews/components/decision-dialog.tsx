import { describeIssues, ReviewReasonSchema, reviewReasonMax, validate } from '@commons/shared/schemas';
import { TextField } from '@commons/shared/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/** Whether the decision asks for a reason: required (the server refuses it without), optional, or none. */
export type ReasonRule = 'required' | 'optional' | 'none';

export interface DecisionDialogProps {
  /** Names exactly what will happen: "Suspend ada@example.org?". */
  title: string;
  consequence: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  reason: ReasonRule;
  busy: boolean;
  /** The server's refusal, shown as it was sent. */
  refusal: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  /** Fields the decision needs besides its reason (the emissions of an approval). */
  children?: ReactNode;
}

/**
 * The confirmation every review decision goes through: it names what will happen, takes the
 * reason (checked by the server's own rule before sending), stays open while the decision is
 * sent and when the server refuses it, showing the refusal in place.
 */
export function DecisionDialog({ title, consequence, confirmLabel, danger = false, reason, busy, refusal, onConfirm, onClose, children }: DecisionDialogProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason === 'required') {
      const checked = validate(ReviewReasonSchema, text);
      if (!checked.ok) return setProblem(describeIssues(checked.issues));
    }
    setProblem(undefined);
    onConfirm(text.trim());
  };

  return (
    <ConfirmDialog title={title} description={consequence} confirm={confirmLabel} danger={danger} busy={busy} refusal={refusal} onSubmit={submit} onClose={onClose}>
      {children}
      {reason !== 'none' && (
        <TextField
          label={reason === 'required' ? 'Reason' : 'Reason (optional)'}
          value={text}
          maxLength={reviewReasonMax}
          onChange={(event) => setText(event.target.value)}
          error={problem}
          required={reason === 'required'}
          autoComplete="off"
        />
      )}
    </ConfirmDialog>
  );
}

/** The message of a failed decision, as the server sent it. */
export const refusalOf = (error: Error | null): string | null => error?.message ?? null;
