import { RecoveryCodeList } from '@commons/shared/ui-kit';
import { Note } from '../../profile/components/form-layout';

/** The name of the downloaded file: the site's, so it is found again among downloads. */
export const recoveryCodesFileName = 'carbon-commons-recovery-codes.txt';

const fileHeading = ['Carbon Commons recovery codes', 'Each one signs you in once, instead of a code from your app.'];

/**
 * The ten recovery codes, shown this once: the user keeps them (copied or as a file) before going
 * on. The app's code that turned two-factor on is spent, so the next sign-in needs its next one.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <RecoveryCodeList codes={codes} fileName={recoveryCodesFileName} fileHeading={fileHeading} onDone={onDone}>
      <Note>
        Two-factor sign-in is on. The code you just entered is used: the next sign-in asks for the next code your app
        shows.
      </Note>
      <Note>
        Save these recovery codes somewhere safe, such as a password manager. Each one signs you in once if you lose your
        phone. They will not be shown again.
      </Note>
    </RecoveryCodeList>
  );
}
