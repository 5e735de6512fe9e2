import { AuditScreen } from '../features/audit/components/audit-screen';

/** `/console/audit`: every change by staff or the command lines, for operators (docs/operations.md#the-audit). */
export default function ConsoleAuditPage() {
  return <AuditScreen />;
}
