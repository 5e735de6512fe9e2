import { useSession } from '@commons/shared/session';
import { ButtonLink, Card, Page } from '@commons/shared/ui';
import styled from 'styled-components';

const Panel = styled(Card)`
  max-width: 560px;
  margin: 32px auto;
  text-align: center;
  h1 { margin: 0 0 8px; font-size: 3rem; color: ${({ theme }) => theme.colors.primary}; }
  p { margin: 0 0 24px; font-size: 1.1rem; }
`;

/** Any path the route table does not know (docs/product-rules.md#screens). */
export function NotFoundPage() {
  const { userInfo } = useSession();
  return (
    <Page>
      <Panel>
        <h1>404</h1>
        <p>Sorry, we couldn't find the thing you are looking for.</p>
        {userInfo ? (
          <ButtonLink to="/dashboard">Back to the dashboard</ButtonLink>
        ) : (
          <ButtonLink to="/">Back to the start</ButtonLink>
        )}
      </Panel>
    </Page>
  );
}
