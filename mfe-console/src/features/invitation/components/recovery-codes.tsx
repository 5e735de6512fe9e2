import { RecoveryCodeList } from '@commons/shared/ui-kit';
import styled from 'styled-components';

const Note = styled.p`
  margin: 0;
`;

/** The name of the downloaded file: found again among downloads, and not mistaken for a customer's. */
export const recoveryCodesFileName = 'carbon-commons-console-recovery-codes.txt';

/**
 * The ten recovery codes, shown this once: copied or downloaded, then "I have saved them" leads
 * on to sign in, as the customers' two-factor screens do.
 */
export function RecoveryCodes({ email, codes, onDone }: { email: string; codes: readonly string[]; onDone: () => void }) {
  const fileHeading = ['Carbon Commons console recovery codes', `For ${email}. Each one signs you in once, instead of a code from your app.`];
  return (
    <RecoveryCodeList codes={codes} fileName={recoveryCodesFileName} fileHeading={fileHeading} onDone={onDone}>
      <Note>
        Your console access is ready. Save these recovery codes somewhere safe, such as a password manager: each one signs you in once if you lose
        your phone. They will not be shown again.
      </Note>
    </RecoveryCodeList>
  );
}
