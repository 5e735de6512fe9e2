import { JobRetryReasonSchema, jobRetryReasonMax, type FailedJob } from '@commons/shared/schemas';
import { Button, Field, fieldControlStyles, Modal, Stack } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import { useRetryJob } from '../api/retry-job';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
`;

const Refusal = styled.p`
  margin: 0;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

const TextArea = styled.textarea`
  ${fieldControlStyles}
  min-height: 88px;
  padding: 10px 14px;
  resize: vertical;
`;

/** What the confirmation says will happen: the job and its queue. */
export const retrySentence = ({ jobId, queue }: FailedJob) => `Retry job ${jobId} of the ${queue} queue?`;

/**
 * The confirmation of a retry: it names the job and its queue, asks for the reason (kept in the
 * audit), and stays open with the server's refusal shown as sent until the operator closes it.
 */
export function RetryDialog({ job, onClose }: { job: FailedJob; onClose: () => void }) {
  const retry = useRetryJob();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ reason: string }>({
    resolver: valibotResolver(JobRetryReasonSchema) as Resolver<{ reason: string }>,
    defaultValues: { reason: '' },
  });

  return (
    <Modal title="Retry job" description={`${retrySentence(job)} It waits in its queue and runs again once.`} onClose={onClose}>
      <form noValidate onSubmit={handleSubmit(({ reason }) => retry.send({ job, reason }, { onSuccess: onClose }))} aria-label="Retry job">
        <Stack>
          <Field label="Reason" hint="Kept in the audit with your name." error={errors.reason?.message}>
            {(control) => <TextArea maxLength={jobRetryReasonMax} {...register('reason')} {...control} />}
          </Field>
          {retry.error && <Refusal role="alert">{retry.error.message}</Refusal>}
          <Buttons>
            <Button type="button" variant="secondary" disabled={retry.busy} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" busy={retry.busy}>
              {retry.busy ? 'Retrying' : 'Retry job'}
            </Button>
          </Buttons>
        </Stack>
      </form>
    </Modal>
  );
}
