import { BankTransfersScreen } from '../features/bank-transfers/components/bank-transfers-screen';

/** `/console/bank-transfers`: a provider's bank-transfer orders (docs/architecture.md, "The console"). */
export default function BankTransfersPage() {
  return <BankTransfersScreen />;
}
