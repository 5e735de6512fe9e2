import { Button } from '@commons/shared/ui';
import { useEffect, useState } from 'react';

/** How long "Copied" shows before the button reads "Copy" again. */
const copiedMs = 2000;

/**
 * Copies `text` to the clipboard, so a number is pasted into the bank's form rather than retyped.
 * `what` names it for screen readers ("Copy the IBAN"); the button says "Copied" once done.
 */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copiedMs);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    void navigator.clipboard.writeText(text).then(() => setCopied(true), () => setCopied(false));
  };
  return (
    <Button variant="ghost" aria-label={`Copy ${what}`} onClick={copy}>
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </Button>
  );
}
