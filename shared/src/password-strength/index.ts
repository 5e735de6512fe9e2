import { limits, messages } from '../schemas/messages';

/** A meter's five steps, weakest first (zxcvbn's score 0 to 4). */
export const strengthLabels = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
export type StrengthLabel = (typeof strengthLabels)[number];

/**
 * The lowest zxcvbn score a new password may have (docs/product-rules.md#passwords): 3 means
 * about 10^8 guesses or more, which every common or breached password of the shipped lists,
 * and every simple variation of one, stays under.
 */
export const minimumPasswordScore = 3;

/** How a password measures, for the meter and for the rule. */
export interface PasswordStrength {
  /** zxcvbn's score, 0 (guessed at once) to 4. */
  score: 0 | 1 | 2 | 3 | 4;
  label: StrengthLabel;
  /** Why the password may not be chosen (too short, too easy to guess), or null when it may. */
  problem: string | null;
  /** zxcvbn's hints, in English: what makes it weak and how to make it stronger. */
  hints: string[];
}

type Check = (password: string, userInputs: string[]) => { score: PasswordStrength['score']; warning: string | null; suggestions: string[] };

let loading: Promise<Check> | undefined;

/** A person's own words as zxcvbn should guess them: each whole, each part, and the parts run together. */
function guessableWords(userInputs: string[]): string[] {
  return userInputs.flatMap((input) => {
    const parts = input.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    return [input.toLowerCase(), ...parts, parts.join('')];
  });
}

/**
 * zxcvbn with its common-password and English dictionaries, loaded once on first use: they
 * weigh about a megabyte, so only screens and services that set a password import them.
 */
function loadChecker(): Promise<Check> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([core, common, english]) => {
      const zxcvbn = new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      });
      return (password, userInputs) => {
        const { score, feedback } = zxcvbn.check(password, userInputs);
        return { score, warning: feedback.warning, suggestions: feedback.suggestions };
      };
    },
  );
  return loading;
}

/**
 * Measures a password being chosen against the rule both the forms and the API apply
 * (docs/product-rules.md#passwords): at least `limits.passwordMin` characters and a zxcvbn
 * score of at least `minimumPasswordScore`. `userInputs` (the name, the email) count as
 * guessable words.
 */
export async function measurePassword(password: string, userInputs: string[] = []): Promise<PasswordStrength> {
  const check = await loadChecker();
  // zxcvbn's time grows with length; past the longest password allowed, nothing more is learnt.
  const { score, warning, suggestions } = check(password.slice(0, limits.passwordMax), guessableWords(userInputs));
  const problem =
    password.length < limits.passwordMin ? messages.passwordTooShort : score < minimumPasswordScore ? messages.passwordTooGuessable : null;
  return { score, label: strengthLabels[score], problem, hints: [...(warning ? [warning] : []), ...suggestions] };
}
