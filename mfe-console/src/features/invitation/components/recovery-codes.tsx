import { Button, Stack } from '@commons/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { saveFile } from '../save-file';

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 8px 16px;
  margin: 0;
  padding: 16px 16px 16px 40px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 0.95rem;
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** The name of the downloaded file: found again among downloads, and not mistaken for a customer's. */
export const recoveryCodesFileName = 'carbon-commons-console-recovery-codes.txt';

const fileText = (email: string, codes: readonly string[]) =>
  ['Carbon Commons console recovery codes', `For ${email}. Each one signs you in once, instead of a code from your app.`, '', ...codes, ''].join('\n');

/**
 * The ten recovery codes, shown this once: copied or downloaded, then "I have saved them" leads
 * on to sign in, as the customers' two-factor screens do.
 */
export function RecoveryCodes({ email, codes, onDone }: { email: string; codes: readonly string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = () => void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true));
  return (
    <Stack>
      <Note>Your console access is ready. Save these recovery codes somewhere safe, such as a password manager: each one signs you in once if you lose your phone. They will not be shown again.</Note>
      <Codes aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Actions>
        <Button type="button" variant="secondary" onClick={copy}>
          Copy codes
        </Button>
        <Button type="button" variant="secondary" onClick={() => saveFile(new Blob([fileText(email, codes)], { type: 'text/plain' }), recoveryCodesFileName)}>
          Download codes
        </Button>
        <Button type="button" onClick={onDone}>
          I have saved them
        </Button>
      </Actions>
      <Note role="status">{copied ? 'Copied the codes.' : ''}</Note>
    </Stack>
  );
}
