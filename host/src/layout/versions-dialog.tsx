import { Modal } from '@commons/shared/ui-kit';
import type { RegistryChannel } from '@commons/shared/domain';
import styled from 'styled-components';
import { currentRegistry, type Registry } from '../remotes/registry';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;
  th, td { padding: 6px 8px; text-align: left; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  th { color: ${({ theme }) => theme.colors.muted}; font-weight: 600; }
`;

const channelLabels: Record<RegistryChannel, string> = {
  live: 'live',
  rollout: 'rollout (this browser is in its share)',
  canary: 'canary (this tab only)',
  dev: 'dev server (this tab only)',
};

/** One sentence on whether this tab runs anything but the live versions. */
export function bucketSummary(registry: Registry | null): string {
  if (!registry) return 'The release registry could not be read; remote pages load once it can.';
  const special = registry.remotes.filter((remote) => remote.channel !== 'live');
  if (special.length === 0) return 'This tab runs the live version of every remote.';
  return special.map((remote) => `${remote.name} ${remote.version}: ${channelLabels[remote.channel]}`).join('; ');
}

interface Props {
  onClose: () => void;
  registry?: Registry | null;
  hostVersion?: string;
}

/**
 * What this tab runs: the host's version and each remote's version and channel, so a user who
 * reports a problem, or a release engineer checking a rollout, can say exactly which build it was.
 * Opened from the footer's small "Versions" (docs/releases.md#versions-and-build-labels).
 */
export function VersionsDialog({ onClose, registry = currentRegistry(), hostVersion = __APP_VERSION__ }: Props) {
  return (
    <Modal title="Versions" description={bucketSummary(registry)} onClose={onClose}>
      <Table>
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">Version</th>
            <th scope="col">Channel</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">host</th>
            <td>{hostVersion}</td>
            <td>built in</td>
          </tr>
          {registry?.remotes.map((remote) => (
            <tr key={remote.name}>
              <th scope="row">{remote.name}</th>
              <td>{remote.version}</td>
              <td>{channelLabels[remote.channel]}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Modal>
  );
}
