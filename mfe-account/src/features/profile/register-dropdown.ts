import type { ChangeEvent } from 'react';
import type { FieldValues, Path, PathValue, UseFormRegister, UseFormSetValue } from 'react-hook-form';

/**
 * `register()` for a dropdown that counts as touched as soon as a choice is made, not only on blur
 * (Country and Nationality, docs/product-rules.md#screens), and is checked at once, so choosing the
 * empty entry shows "required" straight away.
 */
export function registerDropdown<T extends FieldValues>(
  form: { register: UseFormRegister<T>; setValue: UseFormSetValue<T> },
  name: Path<T>,
) {
  return {
    ...form.register(name),
    onChange: (event: ChangeEvent<HTMLSelectElement>) =>
      form.setValue(name, event.target.value as PathValue<T, Path<T>>, {
        shouldDirty: true,
        shouldTouch: true,
        shouldValidate: true,
      }),
  };
}
