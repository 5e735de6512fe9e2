import { PasswordStrengthView } from '@commons/shared/ui-kit';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';

/**
 * The meter under a form's new password `name` (docs/product-rules.md#passwords), measured as it
 * is typed, with the fields `userInputNames` (name, email) counted as guessable. It watches the
 * form itself, so typing re-renders the meter alone. The form refuses on submit what it refuses.
 */
export function PasswordStrengthMeter<T extends FieldValues>({
  control,
  name,
  userInputNames = [],
}: {
  control: Control<T>;
  name: Path<T>;
  userInputNames?: readonly Path<T>[];
}) {
  const values = useWatch({ control }) as Record<string, unknown>;
  const text = (field: string) => (typeof values[field] === 'string' ? values[field] : '');
  return <PasswordStrengthView password={text(name)} userInputs={userInputNames.map(text)} />;
}
