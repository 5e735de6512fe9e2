import { BrandMark, Card } from '@commons/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Screen = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 32px 16px;
  background:
    radial-gradient(circle at 15% 10%, ${({ theme }) => theme.colors.primarySoft} 0, transparent 45%),
    radial-gradient(circle at 85% 90%, ${({ theme }) => theme.colors.primarySoft} 0, transparent 40%),
    ${({ theme }) => theme.colors.background};
`;

/** The form, and beside it (below it on a phone) what the site is, when a screen says it. */
const Columns = styled.div`
  display: grid;
  gap: 24px;
  width: 100%;
  max-width: 440px;
  @media (min-width: 960px) {
    &:has(> aside) {
      grid-template-columns: 440px minmax(0, 380px);
      max-width: 844px;
      align-items: center;
    }
  }
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 440px;
  padding: 36px 32px;
`;

const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  letter-spacing: 0.02em;
`;

const Title = styled.h1`
  margin: 0 0 6px;
  font-size: 1.6rem;
`;

const Subtitle = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Footer = styled.p`
  margin: 24px 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The frame of the sign-in screens. They render without the site's navbar and footer
 * (docs/product-rules.md#screens), so the frame carries the product name itself, and `aside`
 * (the landing's few lines on the site) stands beside the form, or under it on a phone.
 */
export function AuthLayout({ title, subtitle, footer, aside, children }: {
  title: string;
  subtitle: string;
  footer: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Screen>
      <Columns>
        <Panel aria-labelledby="auth-title">
          <Brand>
            <BrandMark size={28} />
            Carbon Commons
          </Brand>
          <Title id="auth-title">{title}</Title>
          <Subtitle>{subtitle}</Subtitle>
          {children}
          <Footer>{footer}</Footer>
        </Panel>
        {aside}
      </Columns>
    </Screen>
  );
}
