import { limits } from '@commons/shared/schemas';
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
 * The strength of a password being chosen, measured as it is typed with the site's one rule
 * (docs/product-rules.md#passwords), `userInputs` (name, email) counted as guessable: five steps,
 * the verdict as a status, heard as it changes, and zxcvbn's hints.
 */
export function PasswordStrengthView({ password, userInputs = [] }: { password: string; userInputs?: readonly string[] }) {
  const strength = usePasswordStrength(password, userInputs);
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
