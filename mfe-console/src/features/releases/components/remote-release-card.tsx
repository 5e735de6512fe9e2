import { formatDateTime } from '@commons/shared/domain';
import type { RemoteRelease } from '@commons/shared/schemas';
import { Button, Card } from '@commons/shared/ui';
import { BadgeChip } from '@commons/shared/ui-kit';
import styled from 'styled-components';
import { Facts } from '../../../components/facts';
import { switchesOf, switchLabels, type SwitchKind } from '../switch-plan';
import { VersionMetricsTable } from './version-metrics-table';

const Heading = styled.h2`
  margin: 0 0 12px;
  font-size: 1.15rem;
`;

const ReleaseFacts = styled(Facts)`
  margin-bottom: 16px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-bottom: 16px;
`;

/** The health gate's word on the rollout: holding its promotion, or the abort it made last. */
function Gate({ remote }: { remote: RemoteRelease }) {
  if (remote.held) {
    return (
      <>
        <BadgeChip tone="danger">Held</BadgeChip> {remote.held}
      </>
    );
  }
  if (remote.aborted) {
    return (
      <>
        <BadgeChip tone="danger">Aborted</BadgeChip> {remote.aborted.version} at {formatDateTime(remote.aborted.at)}: {remote.aborted.reason}
      </>
    );
  }
  return <BadgeChip tone="success">Clear</BadgeChip>;
}

const Frozen = styled.p`
  margin: 0 0 12px;
  overflow-wrap: anywhere;
`;

/** One remote: what it serves, the gate, the switches it allows, and its versions' loads and vitals. */
export function RemoteReleaseCard({ remote, period, onSwitch }: { remote: RemoteRelease; period: 'Last hour' | 'Last day'; onSwitch: (kind: SwitchKind) => void }) {
  const { live, rollout, frozen } = remote;
  const headingId = `release-${remote.remote}`;
  return (
    <Card aria-labelledby={headingId}>
      <Heading id={headingId}>{remote.remote}</Heading>
      <ReleaseFacts>
        <dt>Live</dt>
        <dd>{live ? `${live.version}, since ${formatDateTime(live.since)} by ${live.by}` : 'Nothing live yet'}</dd>
        <dt>Rollout</dt>
        <dd>{rollout ? `${rollout.version} to ${rollout.percent}% of browsers, since ${formatDateTime(rollout.startedAt)} by ${rollout.startedBy}` : 'None'}</dd>
        <dt>Health gate</dt>
        <dd>
          <Gate remote={remote} />
        </dd>
        <dt>Freeze</dt>
        <dd>
          {frozen ? (
            <>
              <BadgeChip tone="danger">Frozen</BadgeChip> by {frozen.by} since {formatDateTime(frozen.since)}: {frozen.reason}
            </>
          ) : (
            'Not frozen'
          )}
        </dd>
      </ReleaseFacts>
      {frozen && <Frozen>No switch of {remote.remote} until it is unfrozen: the server refuses them, from here and from the command line.</Frozen>}
      <Actions>
        {switchesOf(remote).map((kind) => (
          <Button key={kind} variant={kind === 'rollback' || kind === 'abort' ? 'danger' : 'secondary'} onClick={() => onSwitch(kind)}>
            {switchLabels[kind].open(remote)}
          </Button>
        ))}
        <Button variant={frozen ? 'primary' : 'secondary'} onClick={() => onSwitch(frozen ? 'unfreeze' : 'freeze')}>
          {switchLabels[frozen ? 'unfreeze' : 'freeze'].open(remote)}
        </Button>
      </Actions>
      <VersionMetricsTable remote={remote.remote} period={period} rows={period === 'Last hour' ? remote.lastHour : remote.lastDay} />
    </Card>
  );
}
