import { PageTitle, Stack } from '@commons/shared/ui';
import { JobsSection } from './jobs-section';
import { PlansSection } from './plans-section';

/** The operator's Plans and jobs screen: the monthly cycles and plans, then the job engine's queues. */
export function PlansJobsScreen() {
  return (
    <Stack $gap={28}>
      <PageTitle>Plans and jobs</PageTitle>
      <PlansSection />
      <JobsSection />
    </Stack>
  );
}
