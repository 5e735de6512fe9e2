import type { Profile } from '@commons/shared/domain';
import { Button, Spinner } from '@commons/shared/ui';
import type { ReactNode } from 'react';
import { useMyProfile } from '../api/get-my-profile';
import { Panel, PanelTitle } from './form-layout';

/**
 * Shows a spinner until the stored profile is loaded, then the screen built from it. The
 * client has already toasted a failed load; the panel offers to try again.
 */
export function ProfileLoader({ children }: { children: (profile: Profile) => ReactNode }) {
  const profile = useMyProfile();
  if (profile.isPending) return <Spinner label="Loading Profile" fill />;
  if (profile.isError) {
    return (
      <Panel role="alert">
        <PanelTitle>Your profile could not be loaded.</PanelTitle>
        <Button variant="secondary" busy={profile.isFetching} onClick={() => void profile.refetch()}>
          Try Again
        </Button>
      </Panel>
    );
  }
  return children(profile.data);
}
