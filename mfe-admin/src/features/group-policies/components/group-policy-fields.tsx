import type { CreateGroupPolicyInput } from '@commons/shared/schemas';
import { TextField } from '@commons/shared/ui';
import { useFormContext } from 'react-hook-form';
import { MenusFieldset } from './menus-fieldset';

/**
 * The fields the Add and Edit popups share: name and role (free text, both required) and the
 * menus (at least one). Each form validates with its own schema from shared; these read the
 * errors it finds.
 */
export function GroupPolicyFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CreateGroupPolicyInput>();
  const menusError = errors.menus?.message ?? errors.menus?.find?.((item) => item?.message)?.message;
  return (
    <>
      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
      <TextField label="Role" autoComplete="off" error={errors.role?.message} {...register('role')} />
      <MenusFieldset field={register('menus')} error={menusError} />
    </>
  );
}
