import { ReviewsScreen } from '../features/reviews/components/reviews-screen';

/** `/console/reviews`: the operator's Reviews, behind the host's staff guard (docs/architecture.md, "The console"). */
export default function ConsoleReviewsPage() {
  return <ReviewsScreen />;
}
