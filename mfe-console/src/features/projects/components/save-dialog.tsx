import { DataUploadSaveSchema, reviewReasonMax, type DataUploadKind, type DataUpload, type SeedReport } from '@commons/shared/schemas';
import { Button, Stack, TextField } from '@commons/shared/ui';
import { Modal } from '@commons/shared/ui-kit';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import * as v from 'valibot';
import { useSaveDataUpload } from '../api/save-data-upload';
import { seedSummary } from '../seed-summary';
import { Refusal } from './refusal';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
`;

/** The dialog's form: the reason, by the API's own rule. */
const ReasonFormSchema = v.object({ reason: DataUploadSaveSchema.entries.reason });

/** What the confirmation says will happen: the file and what the seed does with it. */
export const saveSentence = (file: DataUpload, report: Pick<SeedReport, 'kind' | 'lines'>) => `Save ${file.name}: ${seedSummary(report)}?`;

/**
 * The confirmation of a save: it names the file and what the preview said saving does, asks for
 * the reason kept in the audit, and stays open with the server's refusal as sent.
 */
export function SaveDialog({ kind, file, report, onClose, onSaved }: { kind: DataUploadKind; file: DataUpload; report: SeedReport; onClose: () => void; onSaved: () => void }) {
  const save = useSaveDataUpload();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ reason: string }>({ resolver: valibotResolver(ReasonFormSchema) as Resolver<{ reason: string }>, defaultValues: { reason: '' } });

  const onSubmit = ({ reason }: { reason: string }) => save.send({ kind, file, reason }, { onSuccess: onSaved });

  return (
    <Modal title={`Save the ${kind} file`} description={saveSentence(file, report)} onClose={onClose}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={`Save the ${kind} file`}>
        <Stack>
          <TextField label="Reason" hint="Kept in the audit with your name." maxLength={reviewReasonMax} error={errors.reason?.message} {...register('reason')} />
          {save.error && <Refusal role="alert">{save.error.message}</Refusal>}
          <Buttons>
            <Button type="button" variant="secondary" disabled={save.busy} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" busy={save.busy}>
              {save.busy ? 'Saving' : 'Save'}
            </Button>
          </Buttons>
        </Stack>
      </form>
    </Modal>
  );
}
