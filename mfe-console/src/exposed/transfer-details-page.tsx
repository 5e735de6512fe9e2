import { TransferDetailsScreen } from '../features/transfer-details/components/transfer-details-screen';

/** `/console/transfer-details`: the accounts a provider's projects are paid to (docs/architecture.md, "The console"). */
export default function TransferDetailsPage() {
  return <TransferDetailsScreen />;
}
