import { ProjectsScreen } from '../features/projects/components/projects-screen';

/** `/console/projects`: what is for sale, and the operator's projects and listings files (docs/architecture.md, "The console"). */
export default function ConsoleProjectsPage() {
  return <ProjectsScreen />;
}
