/** The pictures of the account status screens. */
const shapes = {
  /** Waiting: a clock. */
  clock: 'M12 7v5l3 2',
  /** On hold: a pause sign. */
  pause: 'M10 9v6M14 9v6',
  /** Refused: a cross. */
  cross: 'M9 9l6 6M15 9l-6 6',
} as const;

export type StatusIconName = keyof typeof shapes;

/** A round line icon; decorative, since the heading beside it says the same. */
export function StatusIcon({ name }: { name: StatusIconName }) {
  return (
    <svg
      aria-hidden="true"
      width="32"
      height="32"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="9" />
      <path d={shapes[name]} />
    </svg>
  );
}
