import { ReleasesScreen } from '../features/releases/components/releases-screen';

/** `/console/releases`: the release engineer's view of every remote and its switches (docs/releases.md). */
export default function ConsoleReleasesPage() {
  return <ReleasesScreen />;
}
