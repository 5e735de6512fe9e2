import { StaffScreen } from '../features/staff/components/staff-screen';

/** `/console/staff`: operators manage staff and decide lost-second-factor requests (docs/operations.md#staff). */
export default function ConsoleStaffPage() {
  return <StaffScreen />;
}
