import { menuLabels } from '@commons/shared/domain';
import { ButtonLink, Card, Page } from '@commons/shared/ui';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useRouteTable } from '../app/route-table-context';
import { readGuardState } from '../guards/guard-state';

const Panel = styled(Card)`
  max-width: 600px;
  margin: 32px auto;
  text-align: center;
  h1 { margin: 0 0 8px; font-size: 1.1rem; letter-spacing: 0.12em; color: ${({ theme }) => theme.colors.danger}; }
  p { margin: 0 0 16px; }
`;

const RouteLine = styled.p`
  font-size: 1.35rem;
  font-weight: 600;
  strong { color: ${({ theme }) => theme.colors.primary}; }
`;

const Required = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
  margin: 0 0 20px;
  padding: 0;
  list-style: none;
  li {
    padding: 4px 12px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    font-size: 0.9rem;
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** A route as people know it: its sidebar label or its title, not its path. */
function usePageName(pathname: string | undefined): string {
  const route = useRouteTable().find((candidate) => candidate.path === pathname);
  return route?.sidebar?.label ?? route?.title ?? 'this page';
}

/**
 * RESTRICTED ACCESS (docs/product-rules.md#screens): which page was refused and the menus its group
 * policy must grant, both by the names the sidebar uses. Its redirects (admins and visits without the unauthorized flag go to the
 * dashboard; the refused page opens once the menus allow it) are the host guard's.
 */
export function UnauthorizedPage() {
  const { from, requiredPolicies } = readGuardState(useLocation().state);
  const pageName = usePageName(from?.pathname);
  return (
    <Page>
      <Panel>
        <h1>RESTRICTED ACCESS</h1>
        <RouteLine>
          You're restricted to access <strong>{pageName}</strong>
        </RouteLine>
        {requiredPolicies.length > 0 ? (
          <>
            <p id="required-policies">It needs these menus in your group policy:</p>
            <Required aria-labelledby="required-policies">
              {requiredPolicies.map((menu) => (
                <li key={menu}>{menuLabels[menu]}</li>
              ))}
            </Required>
            <Hint>Ask the account owner to add them to your group policy. This page opens as soon as they do.</Hint>
          </>
        ) : (
          <Hint>Only the account owner can open it.</Hint>
        )}
        <ButtonLink to="/dashboard" variant="secondary">
          Go to the dashboard
        </ButtonLink>
      </Panel>
    </Page>
  );
}
