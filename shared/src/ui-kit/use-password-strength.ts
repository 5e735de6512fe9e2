import type { PasswordStrength } from '@commons/shared/password-strength';
import { useEffect, useState } from 'react';

/** Measuring waits for a pause in typing this long: a check takes tens of milliseconds. */
const pauseMs = 250;

/**
 * The checker and its dictionaries (about 1 MB), imported on first use, so only screens that set
 * a password download them, never the login page (docs/product-rules.md#passwords).
 */
const checker = () => import('@commons/shared/password-strength');

/**
 * Why a password being chosen may not be, or null: what a form checks on submit, as the server
 * will. `userInputs` (the name, the email) count as guessable words.
 */
export async function passwordProblem(password: string, userInputs: readonly string[] = []): Promise<string | null> {
  return (await (await checker()).measurePassword(password, [...userInputs])).problem;
}

/**
 * The strength of `password` as the person types, for the meter: the latest measure (kept while
 * the next is taken), null for an empty field.
 */
export function usePasswordStrength(password: string, userInputs: readonly string[] = []): PasswordStrength | null {
  const [measured, setMeasured] = useState<PasswordStrength | null>(null);
  const inputs = userInputs.join('\n');
  useEffect(() => {
    if (!password) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      void checker()
        .then(({ measurePassword }) => measurePassword(password, inputs.split('\n')))
        .then((strength) => {
          if (current) setMeasured(strength);
        });
    }, pauseMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, inputs]);
  return password ? measured : null;
}
