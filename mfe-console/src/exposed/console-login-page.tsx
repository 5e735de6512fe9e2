import { ConsolePanel } from '../components/console-panel';
import { SignInForm } from '../features/sign-in/components/sign-in-form';

/** `/console/login`: the staff console's sign-in (docs/architecture.md, "The console"). */
export default function ConsoleLoginPage() {
  return (
    <ConsolePanel title="Sign in to the console" subtitle="For Carbon Commons staff. Customers sign in on the main site.">
      <SignInForm />
    </ConsolePanel>
  );
}
