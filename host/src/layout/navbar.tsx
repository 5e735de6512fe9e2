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

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: 10px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  font-size: 1.1rem;
  text-decoration: none;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
`;

const nameStyle = css`
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
        <Brand to={userInfo ? '/dashboard' : '/login'} {...preloadOnIntent(userInfo ? '/dashboard' : '/login')}>
          <BrandMark />
          Carbon Commons
        </Brand>
        <Actions>
          {userInfo ? (
            <UserName name={navbarLabel(userInfo.individualName) || 'Profile'} />
          ) : (
            <>
              <ButtonLink to="/login" variant="ghost">
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
