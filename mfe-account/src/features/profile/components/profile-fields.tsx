import type { FieldValues, FormState, Path, UseFormGetFieldState, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { FieldGrid } from './form-layout';
import { ProfileInput, type ProfileFieldSpec } from './profile-input';

/** The parts of a react-hook-form form that the profile fields use. */
export interface ProfileFieldsForm<T extends FieldValues> {
  register: UseFormRegister<T>;
  setValue: UseFormSetValue<T>;
  getFieldState: UseFormGetFieldState<T>;
  formState: FormState<T>;
}

/** The fields of a profile form in the grid, in the order given, each with its inline error. */
export function ProfileFields<T extends FieldValues>({
  fields,
  form,
  locked,
}: {
  fields: readonly ProfileFieldSpec<Path<T>>[];
  form: ProfileFieldsForm<T>;
  /** Fields shown disabled. */
  locked?: ReadonlySet<Path<T>>;
}) {
  return (
    <FieldGrid>
      {fields.map((spec) => (
        <ProfileInput
          key={spec.name}
          spec={spec}
          form={form}
          error={form.getFieldState(spec.name, form.formState).error?.message}
          disabled={locked?.has(spec.name) ?? false}
        />
      ))}
    </FieldGrid>
  );
}
