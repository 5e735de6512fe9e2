import { Stack } from '@commons/shared/ui';
import { Modal } from '@commons/shared/ui-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Text = styled.p`
  margin: 0;
  line-height: 1.5;
`;

const Links = styled.ul`
  display: grid;
  gap: 6px;
  margin: 0;
  padding-left: 20px;
`;

/** Where a visitor reads on: each link closes the popup, as the footer stays on every page. */
const readOn = [
  { to: '/methodology', label: 'How we estimate your emissions' },
  { to: '/projects', label: 'The projects behind the credits' },
  { to: '/faq', label: 'Frequently asked questions' },
];

/**
 * What a visitor expects behind the footer's About: what Carbon Commons is and does, and where
 * to read more. The versions this tab runs are under the footer's small "Versions"
 * (docs/releases.md#versions-and-build-labels).
 */
export function AboutDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="About Carbon Commons" description="A personal carbon-offsetting account." onClose={onClose}>
      <Stack>
        <Text>
          Carbon Commons helps you offset your household&apos;s carbon footprint. Each year you record your vehicles, car
          miles, electricity and water, and we estimate the emissions in tonnes of CO2e. You offset them with certified
          emission reductions, one tonne each, bought from your wallet and cancelled so they cannot be counted twice: a
          year at once, or month by month.
        </Text>
        <Links>
          {readOn.map(({ to, label }) => (
            <li key={to}>
              <Link to={to} onClick={onClose}>
                {label}
              </Link>
            </li>
          ))}
        </Links>
      </Stack>
    </Modal>
  );
}
