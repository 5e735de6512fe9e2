import { Button, Stack } from '@commons/shared/ui';
import styled from 'styled-components';
import { Note } from '../../profile/components/form-layout';

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 8px 16px;
  margin: 0;
  padding: 16px 16px 16px 40px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 1rem;
`;

/** The ten recovery codes, shown this once: the user keeps them before going on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack>
      <Note>
        Save these recovery codes somewhere safe, such as a password manager. Each one signs you in once if you lose your
        phone. They will not be shown again.
      </Note>
      <Codes aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <div>
        <Button type="button" variant="secondary" onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>
          Copy codes
        </Button>{' '}
        <Button type="button" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </Stack>
  );
}
