import { Page, PageTitle } from '@commons/shared/ui';
import { useParams } from '@commons/shared/navigation';
import { BuildLabel } from '../components/build-label';
import { PublicImpact } from '../features/public-impact/components/public-impact';

/**
 * An account's public impact page (`/u/:handle`, docs/product-rules.md#the-public-impact-page),
 * which its owner turns on from the profile: what the account retired, under the name the owner
 * chose. It needs no session. Default export because the host loads it with `loadRemote` into
 * `React.lazy`.
 */
export default function PublicImpactPage() {
  const { handle = '' } = useParams();
  return (
    <Page>
      <PageTitle>Climate impact</PageTitle>
      <PublicImpact handle={handle} />
      <BuildLabel />
    </Page>
  );
}
