import { countryNames, memberRelations } from '@commons/shared/domain';
import { CreateFamilyMemberSchema, type CreateFamilyMember, type CreateFamilyMemberInput } from '@commons/shared/schemas';
import { Button, Modal, Select, Stack, TextField, useFormToasts } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useAddFamilyMember } from '../api/add-family-member';

const emptyMember: CreateFamilyMemberInput = {
  memberRelation: '',
  memberName: '',
  memberId: '',
  countryResidence: '',
  nationality: '',
  memberCitizenshipNo: '',
};

/**
 * The Add Family Member popup (PRODUCT_SPEC sections 2 and 5): the relation is one of the six,
 * every other field is required, and both countries come from the profile's country list. The
 * API's own schema checks the fields here, so each problem shows at its field before sending;
 * a refusal from the server is a toast of the popup's own.
 */
export function AddFamilyMemberDialog({ onClose }: { onClose: () => void }) {
  const add = useAddFamilyMember();
  const toasts = useFormToasts();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateFamilyMemberInput, unknown, CreateFamilyMember>({
    resolver: valibotResolver(CreateFamilyMemberSchema),
    defaultValues: emptyMember,
  });
  const submit = (member: CreateFamilyMember) => {
    toasts.clear();
    add.mutate(member, { onSuccess: onClose, onError: toasts.adopt });
  };

  return (
    <Modal title="Add Family Member" description="Everyone in your household counts in your estimate." onClose={onClose}>
      <form noValidate aria-label="Add Family Member" onSubmit={handleSubmit(submit, toasts.clear)}>
        <Stack>
          <Select
            label="Relation"
            placeholder="Select a relation"
            options={memberRelations}
            error={errors.memberRelation?.message}
            {...register('memberRelation')}
          />
          <TextField label="Member Name" autoComplete="off" error={errors.memberName?.message} {...register('memberName')} />
          <TextField label="Member ID" autoComplete="off" error={errors.memberId?.message} {...register('memberId')} />
          <Select
            label="Country Residence"
            placeholder="Select a country"
            options={countryNames}
            error={errors.countryResidence?.message}
            {...register('countryResidence')}
          />
          <Select
            label="Nationality"
            placeholder="Select a country"
            options={countryNames}
            error={errors.nationality?.message}
            {...register('nationality')}
          />
          <TextField
            label="Citizenship No."
            autoComplete="off"
            error={errors.memberCitizenshipNo?.message}
            {...register('memberCitizenshipNo')}
          />
          <Button type="submit" block busy={add.isPending}>
            Add Member
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
