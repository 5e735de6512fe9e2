import { PlansJobsScreen } from '../features/plans-jobs/components/plans-jobs-screen';

/** `/console/jobs`: the operator's monthly cycles of plans and the job engine (docs/architecture.md, "The console"). */
export default function PlansJobsPage() {
  return <PlansJobsScreen />;
}
