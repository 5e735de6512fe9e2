import { getPublicPageSettings, publicPageQueryKeys } from '@commons/shared/api';
import { sampleRetirementLabel } from '@commons/shared/domain';
import { useOpenCertificate } from '@commons/shared/query';
import { useSession } from '@commons/shared/session';
import type { OperationalData } from '@commons/shared/schemas';
import { Button, Stack } from '@commons/shared/ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Notice } from '../../../components/notice';
import { formatTonnes } from './purchase-figures';

/** A line with an address in it, which breaks anywhere rather than leave a phone's popup. */
const Line = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

/** The owner's public page, when it is on: only the owner may read its settings. */
function usePublicPage() {
  const owner = useSession().userInfo?.iam === 'ADMIN';
  const settings = useQuery({ queryKey: publicPageQueryKeys.settings, queryFn: ({ signal }) => getPublicPageSettings({ signal }), enabled: owner });
  return settings.data?.enabled && settings.data.handle ? `/u/${encodeURIComponent(settings.data.handle)}` : null;
}

/**
 * What a purchase came to, in place of the offer: the tonnes retired for the year, the
 * certificate to open and its public verification link, and the public page to share when it
 * is on. `record`: the server's reply, its newest retirement first; `quantity`: the tonnes bought.
 */
export function PurchaseSuccess({ record, quantity, onClose }: { record: OperationalData; quantity: number; onClose: () => void }) {
  const certificate = useOpenCertificate();
  const publicPage = usePublicPage();
  // The reply lists the year's retirements newest first: this purchase's is the first.
  const retirement = record.retirements[0];
  const verify = retirement && `/verify/${encodeURIComponent(retirement.checkoutId)}`;
  return (
    <Stack>
      <Notice $tone="success" role="status">
        {formatTonnes(quantity)} retired for {record.year}.
      </Notice>
      {retirement?.sample && (
        <Notice $tone="danger" role="note">
          {sampleRetirementLabel}: these credits come from a sample project or sandbox money.
        </Notice>
      )}
      {retirement && verify && (
        <>
          <Button variant="secondary" busy={certificate.isPending} onClick={() => certificate.open(retirement.checkoutId)}>
            Open Certificate (PDF)
          </Button>
          <Line>
            Anyone can check it at <a href={verify}>{`${window.location.origin}${verify}`}</a>.
          </Line>
        </>
      )}
      {publicPage && (
        <Line>
          Share your public page: <a href={publicPage}>{`${window.location.origin}${publicPage}`}</a>
        </Line>
      )}
      <Button block onClick={onClose}>
        Done
      </Button>
    </Stack>
  );
}
