import { Button, Stack } from '@commons/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { saveFile } from './save-file';

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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Status = styled.p`
  margin: 0;
`;

export interface RecoveryCodeListProps {
  codes: readonly string[];
  /** The downloaded file's name: the site's, so it is found again among downloads. */
  fileName: string;
  /** The downloaded file's first lines, before one code a line: what the codes are for. */
  fileHeading: readonly string[];
  onDone: () => void;
  /** What the codes are for, above the list. */
  children: React.ReactNode;
}

/**
 * Recovery codes shown this once, for a customer's two-factor set-up and a staff member's
 * invitation alike: copied or downloaded, then "I have saved them" goes on.
 */
export function RecoveryCodeList({ codes, fileName, fileHeading, onDone, children }: RecoveryCodeListProps) {
  const [copied, setCopied] = useState(false);
  const copy = () => void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true));
  const download = () => saveFile(new Blob([[...fileHeading, '', ...codes, ''].join('\n')], { type: 'text/plain' }), fileName);
  return (
    <Stack>
      {children}
      <Codes aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Actions>
        <Button type="button" variant="secondary" onClick={copy}>
          Copy codes
        </Button>
        <Button type="button" variant="secondary" onClick={download}>
          Download codes
        </Button>
        <Button type="button" onClick={onDone}>
          I have saved them
        </Button>
      </Actions>
      <Status role="status">{copied ? 'Copied the codes.' : ''}</Status>
    </Stack>
  );
}
