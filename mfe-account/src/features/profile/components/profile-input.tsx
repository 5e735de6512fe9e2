import { countryNames } from '@commons/shared/domain';
import { TextField } from '@commons/shared/ui';
import { Select } from '@commons/shared/ui-kit';
import type { FieldValues, Path, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { registerDropdown } from '../register-dropdown';

/** How one profile field is shown. */
export interface ProfileFieldSpec<Name extends string> {
  name: Name;
  label: string;
  /** A dropdown of country names (Country, Nationality) instead of a text input. */
  country?: boolean;
  type?: 'text' | 'tel';
  autoComplete?: string;
}

/**
 * One field of a profile form: a text input, or a dropdown of the reference data's country
 * names only (docs/product-rules.md#validation), with its inline error.
 */
export function ProfileInput<T extends FieldValues>({
  spec,
  form,
  error,
  disabled = false,
}: {
  spec: ProfileFieldSpec<Path<T>>;
  form: { register: UseFormRegister<T>; setValue: UseFormSetValue<T> };
  error: string | undefined;
  disabled?: boolean;
}) {
  if (spec.country) {
    return (
      <Select
        label={spec.label}
        placeholder="Select a country"
        options={countryNames}
        error={error}
        {...registerDropdown(form, spec.name)}
        disabled={disabled}
      />
    );
  }
  return (
    <TextField
      label={spec.label}
      type={spec.type ?? 'text'}
      autoComplete={spec.autoComplete ?? 'off'}
      error={error}
      {...form.register(spec.name)}
      disabled={disabled}
    />
  );
}
