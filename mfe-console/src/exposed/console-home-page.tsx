import { ConsoleHomeFromSession } from '../features/home/components/console-home';

/** `/console`: the staff console's home, behind the host's staff guard (docs/architecture.md, "The console"). */
export default function ConsoleHomePage() {
  return <ConsoleHomeFromSession />;
}
