import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type FieldValues } from 'react-hook-form';
import type * as v from 'valibot';

/**
 * A profile form over `schema` that starts from the stored values and follows them when the
 * profile is refetched, keeping what the user is editing. Each field is checked once touched.
 */
export function useProfileForm<Input extends FieldValues, Output>(schema: v.GenericSchema<Input, Output>, stored: Input) {
  return useForm<Input, unknown, Output>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    values: stored,
    resetOptions: { keepDirtyValues: true },
  });
}
