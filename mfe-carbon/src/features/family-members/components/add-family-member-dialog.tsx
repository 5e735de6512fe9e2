import { countryNames, memberRelations } from '@commons/shared/domain';
import {
  CreateFamilyMemberSchema,
  type CreateFamilyMember,
  type CreateFamilyMemberInput,
  type FamilyMember,
} from '@commons/shared/schemas';
import { Button, Stack, TextField, useFormToasts } from '@commons/shared/ui';
import { Modal, Select } from '@commons/shared/ui-kit';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useAddFamilyMember } from '../api/add-family-member';
import { useUpdateFamilyMember } from '../api/update-family-member';

const emptyMember: CreateFamilyMemberInput = {
  memberRelation: '',
  memberName: '',
  memberId: '',
  countryResidence: '',
  nationality: '',
  memberCitizenshipNo: '',
};

const relations = { placeholder: 'Select a relation', options: memberRelations };
const countries = { placeholder: 'Select a country', options: countryNames };

/** The popup's fields in the table's order; a field with `choices` is a dropdown of them. */
const memberFields: { name: keyof CreateFamilyMemberInput; label: string; choices?: typeof countries }[] = [
  { name: 'memberRelation', label: 'Relation', choices: relations },
  { name: 'memberName', label: 'Member Name' },
  { name: 'memberId', label: 'Member ID' },
  { name: 'countryResidence', label: 'Country Residence', choices: countries },
  { name: 'nationality', label: 'Nationality', choices: countries },
  { name: 'memberCitizenshipNo', label: 'Citizenship No.' },
];

/** The form's values of a member as listed: the edit popup starts from them. */
const valuesOf = (member: FamilyMember): CreateFamilyMemberInput => ({
  memberRelation: member.memberRelation,
  memberName: member.memberName,
  memberId: member.memberId,
  countryResidence: member.memberCountryResidence,
  nationality: member.memberNationality,
  memberCitizenshipNo: member.memberCitizenshipNo,
});

/** The Add Family Member popup. */
export function AddFamilyMemberDialog({ onClose }: { onClose: () => void }) {
  const add = useAddFamilyMember();
  return <FamilyMemberDialog title="Add Family Member" action="Add Member" values={emptyMember} send={add} onClose={onClose} />;
}

/** The Edit popup of a listed member: the same form, starting from its details. */
export function EditFamilyMemberDialog({ member, onClose }: { member: FamilyMember; onClose: () => void }) {
  const update = useUpdateFamilyMember(member.familyMemberId);
  return (
    <FamilyMemberDialog title={`Edit ${member.memberName}`} action="Save Member" values={valuesOf(member)} send={update} onClose={onClose} />
  );
}

type MemberSend = ReturnType<typeof useAddFamilyMember> | ReturnType<typeof useUpdateFamilyMember>;

/**
 * The member popup (docs/product-rules.md#validation): the relation is one of the six,
 * every other field is required, and both countries come from the profile's country list. The
 * API's own schema checks the fields here, so each problem shows at its field before sending;
 * a refusal from the server is a toast of the popup's own.
 */
function FamilyMemberDialog({ title, action, values, send, onClose }: {
  title: string;
  action: string;
  values: CreateFamilyMemberInput;
  send: MemberSend;
  onClose: () => void;
}) {
  const toasts = useFormToasts();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateFamilyMemberInput, unknown, CreateFamilyMember>({
    resolver: valibotResolver(CreateFamilyMemberSchema),
    defaultValues: values,
  });
  const submit = (member: CreateFamilyMember) => {
    toasts.clear();
    send.send(member, { onSuccess: onClose, onError: toasts.adopt });
  };

  return (
    <Modal title={title} description="Everyone in your household counts in your estimate." onClose={onClose}>
      <form noValidate aria-label={title} onSubmit={handleSubmit(submit, toasts.clear)}>
        <Stack>
          {memberFields.map(({ name, label, choices }) =>
            choices ? (
              <Select
                key={name}
                label={label}
                placeholder={choices.placeholder}
                options={choices.options}
                error={errors[name]?.message}
                {...register(name)}
              />
            ) : (
              <TextField key={name} label={label} autoComplete="off" error={errors[name]?.message} {...register(name)} />
            ),
          )}
          <Button type="submit" block busy={send.busy}>
            {action}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
