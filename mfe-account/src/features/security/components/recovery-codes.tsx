import { Button, Stack } from '@commons/shared/ui';
import styled from 'styled-components';
import { saveFile } from '../../../components/save-file';
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

/** The name of the downloaded file: the site's, so it is found again among downloads. */
export const recoveryCodesFileName = 'carbon-commons-recovery-codes.txt';

/** The downloaded file: what the codes are for, then one code a line. */
const fileText = (codes: string[]) =>
  ['Carbon Commons recovery codes', 'Each one signs you in once, instead of a code from your app.', '', ...codes, ''].join('\n');

/**
 * The ten recovery codes, shown this once: the user keeps them (copied or as a file) before going
 * on. The app's code that turned two-factor on is spent, so the next sign-in needs its next one.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack>
      <Note>
        Two-factor sign-in is on. The code you just entered is used: the next sign-in asks for the next code your app
        shows.
      </Note>
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
        <Button type="button" variant="secondary" onClick={() => saveFile(new Blob([fileText(codes)], { type: 'text/plain' }), recoveryCodesFileName)}>
          Download codes
        </Button>{' '}
        <Button type="button" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </Stack>
  );
}
