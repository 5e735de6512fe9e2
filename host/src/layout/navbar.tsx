import { dashboardPath, loginPath } from '@commons/shared/domain';
import { useSession } from '@commons/shared/session';
import { BrandMark, ButtonLink } from '@commons/shared/ui';
import { Link } from 'react-router-dom';
import { preloadOnIntent } from '../remotes/preload-page';
import styled, { css } from 'styled-components';
import { useRouteTable } from '../app/route-table-context';
import { offers, useCaller } from '../guards/use-caller';
import { navbarLabel } from './navbar-label';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  height: ${({ theme }) => theme.layout.navbarHeight};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  height: 100%;
  max-width: ${({ theme }) => theme.layout.contentWidth};
  margin: 0 auto;
  padding: 0 20px;
`;

/** The brand and the name share the bar on a phone: each stays on one line and shrinks, cut with "...". */
const Brand = styled(Link)`
  display: flex;
  flex: 0 1 auto;
  min-width: 0;
  align-items: center;
  gap: 10px;
  white-space: nowrap;
  @media (max-width: 420px) { font-size: 1rem; gap: 6px; }
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  font-size: 1.1rem;
  text-decoration: none;
`;

/** On a phone the mark alone stands for the site (the name is still the link's name), so the user's name shows whole. */
const BrandName = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  @media (max-width: 480px) {
    position: absolute;
    width: 1px;
    height: 1px;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

const Actions = styled.div`
  display: flex;
  flex: 0 1 auto;
  min-width: 0;
  align-items: center;
  gap: 10px;
`;

const nameStyle = css`
  display: block;
  min-width: 0;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
`;
const ProfileLink = styled(Link)`${nameStyle}`;
const Name = styled.span`${nameStyle}`;

/** The user's name: a link to the profile when its guard lets the user in, else plain text. */
function UserName({ name }: { name: string }) {
  const profile = useRouteTable().find((route) => route.path === '/profile');
  const caller = useCaller();
  if (!profile || !offers(caller, profile)) return <Name>{name}</Name>;
  return (
    <ProfileLink to="/profile" {...preloadOnIntent('/profile')}>
      {name}
    </ProfileLink>
  );
}

/**
 * The top bar: the product name (to the dashboard when signed in, else to login) and either
 * the user's name (linking to the profile where allowed) or the Login and Register buttons.
 */
export function Navbar() {
  const { userInfo } = useSession();
  return (
    <Bar>
      <Inner aria-label="Main">
        <Brand to={userInfo ? dashboardPath : loginPath} {...preloadOnIntent(userInfo ? dashboardPath : loginPath)}>
          <BrandMark />
          <BrandName>Carbon Commons</BrandName>
        </Brand>
        <Actions>
          {userInfo ? (
            <UserName name={navbarLabel(userInfo.individualName) || 'Profile'} />
          ) : (
            <>
              <ButtonLink to={loginPath} variant="ghost">
                Login
              </ButtonLink>
              <ButtonLink to="/register" {...preloadOnIntent('/register')}>
                Register
              </ButtonLink>
            </>
          )}
        </Actions>
      </Inner>
    </Bar>
  );
}
