import { limits } from '@commons/shared/schemas';
import type { PasswordStrength } from '@commons/shared/password-strength';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import styled from 'styled-components';
import { usePasswordStrength } from './use-password-strength';

const Box = styled.div`
  display: grid;
  gap: 4px;
  margin-top: -8px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: 1.2em;
  }
`;

const Bar = styled.meter`
  width: 100%;
  height: 8px;
`;

/** Said before anything is typed: the rule in a sentence. */
export const passwordRuleText = `At least ${limits.passwordMin} characters, not a common password. A few unrelated words make a strong one.`;

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
  const strength = usePasswordStrength(text(name), userInputNames.map(text));
  return <StrengthView strength={strength} />;
}

/** Five steps, the rule's verdict and zxcvbn's hints; the verdict is a status, heard as it changes. */
function StrengthView({ strength }: { strength: PasswordStrength | null }) {
  const verdict = !strength
    ? passwordRuleText
    : strength.problem
      ? `Strength: ${strength.label}. Not allowed: ${strength.problem}.`
      : `Strength: ${strength.label}.`;
  return (
    <Box>
      <Bar
        aria-label="Password strength"
        aria-valuetext={strength?.label ?? 'Not measured'}
        min={0}
        max={4}
        low={2.5}
        high={3.5}
        optimum={4}
        value={strength?.score ?? 0}
      />
      <p role="status">{verdict}</p>
      {strength && strength.hints.length > 0 && (
        <ul aria-label="How to make it stronger">
          {strength.hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      )}
    </Box>
  );
}
