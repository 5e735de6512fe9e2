import type { ProviderProject, TransferAccountInput } from '@commons/shared/schemas';
import { Button, Stack, TextField } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import { useSaveTransferAccount } from '../api/save-transfer-account';
import { formOfAccount, TransferFormSchema, type TransferForm } from '../transfer-form-schema';

const Kind = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 6px 20px;
  legend { font-weight: 600; padding: 0; margin-bottom: 6px; }
  label { display: flex; gap: 8px; align-items: center; min-height: 32px; }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: 16px;
`;

const Refusal = styled.p`
  margin: 0;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

type AccountErrors = Partial<Record<keyof TransferForm['account'], { message?: string }>>;

/**
 * The account one project's transfers are paid to: the bank's name, the holder, and an IBAN or a
 * US account and routing number, checked as the server checks them (docs/product-rules.md#bank-accounts).
 */
export function TransferAccountForm({ project }: { project: ProviderProject }) {
  const save = useSaveTransferAccount(project);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<TransferForm, unknown, TransferAccountInput>({
    resolver: valibotResolver(TransferFormSchema) as unknown as Resolver<TransferForm, unknown, TransferAccountInput>,
    defaultValues: formOfAccount(project.transfer),
  });
  const kind = useWatch({ control, name: 'account.kind' });
  const accountErrors = (errors as FieldErrors<TransferForm>).account as AccountErrors | undefined;
  const id = (field: string) => `${project.projectId}-${field}`;
  const onSubmit = (account: TransferAccountInput) => save.send(account);

  return (
    <form aria-label={`Transfer details of ${project.name}`} onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack $gap={16}>
        <Fields>
          <TextField id={id('bank')} label="Bank name" autoComplete="off" error={errors.bankName?.message} {...register('bankName')} />
          <TextField id={id('holder')} label="Account holder" autoComplete="off" error={accountErrors?.holderName?.message} {...register('account.holderName')} />
        </Fields>
        <Kind>
          <legend>How the account is numbered</legend>
          <label>
            <input type="radio" value="iban" {...register('account.kind')} />
            By IBAN
          </label>
          <label>
            <input type="radio" value="us" {...register('account.kind')} />
            By US account and routing number
          </label>
        </Kind>
        {kind === 'iban' ? (
          <Fields>
            <TextField
              id={id('iban')}
              label="IBAN"
              hint="Spaces and case do not matter; its check digits are checked."
              autoComplete="off"
              spellCheck={false}
              error={accountErrors?.iban?.message}
              {...register('account.iban')}
            />
          </Fields>
        ) : (
          <Fields>
            <TextField id={id('account-number')} label="Account number" inputMode="numeric" autoComplete="off" error={accountErrors?.accountNumber?.message} {...register('account.accountNumber')} />
            <TextField id={id('routing')} label="Routing number" hint="The nine-digit ABA number." inputMode="numeric" autoComplete="off" error={accountErrors?.routingNumber?.message} {...register('account.routingNumber')} />
          </Fields>
        )}
        {save.error && <Refusal role="alert">{save.error.message}</Refusal>}
        <div>
          <Button type="submit" busy={save.busy}>
            {project.transfer ? 'Save transfer details' : 'Set transfer details'}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
