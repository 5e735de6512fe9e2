import { ButtonLink, Card, Page } from '@commons/shared/ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { StatusIcon, type StatusIconName } from './status-icon';

type Tone = 'info' | 'danger';

const Panel = styled(Card)`
  max-width: 560px;
  margin: 6vh auto 0;
  padding: 40px 32px;
  text-align: center;
`;

const Badge = styled.span<{ $tone: Tone }>`
  display: inline-grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Soft`]};
`;

const Title = styled.h1`
  margin: 20px 0 8px;
  font-size: 1.5rem;
  line-height: 1.25;
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Explanation = styled.div`
  margin-top: 16px;
  p { margin: 0; }
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 28px;
`;

/** A page the screen may offer before the standard links, e.g. the profile while under review. */
export interface StatusAction {
  to: string;
  label: string;
}

/**
 * The frame of the account status screens (reviewing, suspended, rejected): what happened,
 * what to expect, and a way to contact us or sign out. The host's guards decide when it
 * shows and when the user leaves it; the screen itself never redirects.
 */
export function StatusScreen({
  icon,
  tone,
  title,
  message,
  action,
  contactUs = true,
  children,
}: {
  icon: StatusIconName;
  tone: Tone;
  title: string;
  message: string;
  action?: StatusAction;
  /** Whether contacting us can help; a sub-user's account owner decides, not us. */
  contactUs?: boolean;
  /** What the user may do about it, said around the contract's own words. */
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Page>
      <Panel aria-labelledby={titleId}>
        <Badge $tone={tone}>
          <StatusIcon name={icon} />
        </Badge>
        <Title id={titleId}>{title}</Title>
        <Message>{message}</Message>
        {children && <Explanation>{children}</Explanation>}
        <Links aria-label="What you can do">
          {action && <ButtonLink to={action.to}>{action.label}</ButtonLink>}
          {contactUs && (
            <ButtonLink to="/contact-us" variant={action ? 'secondary' : 'primary'}>
              Contact Us
            </ButtonLink>
          )}
          <ButtonLink to="/logout" variant="ghost">
            Logout
          </ButtonLink>
        </Links>
      </Panel>
    </Page>
  );
}
