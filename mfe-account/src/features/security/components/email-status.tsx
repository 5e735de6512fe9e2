import type { Profile } from '@commons/shared/domain';
import { Button } from '@commons/shared/ui';
import { EmailAddress, BadgeChip } from '@commons/shared/ui-kit';
import styled from 'styled-components';
import { useResendVerification } from '../api/resend-verification';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  overflow-wrap: anywhere;
`;

/**
 * The current address and whether it is verified. An owner's unverified address offers Resend:
 * a withdrawal waits for the owner's address alone, so a sub-user's login needs no link.
 */
export function EmailStatus({ profile }: { profile: Pick<Profile, 'individualEmail' | 'emailVerified' | 'iam'> }) {
  const resend = useResendVerification();
  return (
    <Line>
      <EmailAddress address={profile.individualEmail} />
      {profile.emailVerified ? (
        <BadgeChip tone="success">Verified</BadgeChip>
      ) : (
        <BadgeChip tone="neutral">Not verified</BadgeChip>
      )}
      {!profile.emailVerified && profile.iam === 'ADMIN' && (
        <Button variant="secondary" busy={resend.busy} onClick={() => resend.send(undefined)}>
          Resend link
        </Button>
      )}
    </Line>
  );
}
