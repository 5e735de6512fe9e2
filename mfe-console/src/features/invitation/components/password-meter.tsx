import type { PasswordStrength } from '@commons/shared/password-strength';
import { limits } from '@commons/shared/schemas';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: grid;
  gap: 4px;
  margin-top: -8px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
  p, ul { margin: 0; }
  ul { padding-left: 1.2em; }
`;

const Bar = styled.meter`
  width: 100%;
  height: 8px;
`;

/** Measuring waits for a pause in typing this long: a check takes tens of milliseconds. */
const pauseMs = 250;

/** The checker and its dictionaries (about 1 MB), loaded only by the screen that sets a password. */
const checker = () => import('@commons/shared/password-strength');

/** Why a password being chosen may not be, or null: the site's rule (docs/product-rules.md#passwords), as the server applies it. */
export async function passwordProblem(password: string, userInputs: readonly string[]): Promise<string | null> {
  return (await (await checker()).measurePassword(password, [...userInputs])).problem;
}

function usePasswordStrength(password: string, userInputs: readonly string[]): PasswordStrength | null {
  const [measured, setMeasured] = useState<PasswordStrength | null>(null);
  const inputs = userInputs.join('\n');
  useEffect(() => {
    if (!password) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      void checker()
        .then(({ measurePassword }) => measurePassword(password, inputs.split('\n')))
        .then((strength) => current && setMeasured(strength));
    }, pauseMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, inputs]);
  return password ? measured : null;
}

/**
 * The strength of the password being chosen, measured as it is typed with the site's one rule
 * (`@commons/shared/password-strength`), the invited person's name and email counted as
 * guessable: five steps, the verdict as a status, and how to make it stronger.
 */
export function PasswordMeter({ password, userInputs }: { password: string; userInputs: readonly string[] }) {
  const strength = usePasswordStrength(password, userInputs);
  const verdict = !strength
    ? `At least ${limits.passwordMin} characters, not a common password. A few unrelated words make a strong one.`
    : strength.problem
      ? `Strength: ${strength.label}. Not allowed: ${strength.problem}.`
      : `Strength: ${strength.label}.`;
  return (
    <Box>
      <Bar aria-label="Password strength" aria-valuetext={strength?.label ?? 'Not measured'} min={0} max={4} low={2.5} high={3.5} optimum={4} value={strength?.score ?? 0} />
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
