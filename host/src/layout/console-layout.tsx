import { staffRoleLabels } from '@commons/shared/domain';
import { useConsoleSession } from '@commons/shared/query';
import { BrandMark } from '@commons/shared/ui';
import { useEffect } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { BannerArea } from './banner-area';
import { useRouteTable } from '../app/route-table-context';
import { consoleLinksFor } from './console-links';
import { ConsoleSignOut } from './console-sign-out';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  max-width: ${({ theme }) => theme.layout.contentWidth};
  margin: 0 auto;
  padding: 10px 20px;
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: 10px;
  color: inherit;
  font-weight: 700;
  font-size: 1.05rem;
  text-decoration: none;
  white-space: nowrap;
`;

const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 14px;
  min-width: 0;
`;

const Name = styled.span`
  overflow-wrap: anywhere;
  font-weight: 600;
`;

const Main = styled.main`
  max-width: ${({ theme }) => theme.layout.contentWidth};
  margin: 0 auto;
  padding: 24px 20px 48px;
  &:focus { outline: none; }
`;

/** Staff pages are not for search engines: the server says so too (`X-Robots-Tag`), this covers the page's own head. */
function useNoIndex() {
  useEffect(() => {
    const tag = document.createElement('meta');
    tag.name = 'robots';
    tag.content = 'noindex';
    document.head.append(tag);
    return () => tag.remove();
  }, []);
}

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 6px;
  max-width: ${({ theme }) => theme.layout.contentWidth};
  margin: 0 auto;
  padding: 0 20px 10px;
  list-style: none;
  a {
    display: inline-block;
    padding: 6px 10px;
    border-radius: 6px;
    color: inherit;
    text-decoration: none;
    font-weight: 600;
  }
  a:hover { text-decoration: underline; }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The console screens the signed-in member's role opens; none before a console session. */
function ConsoleNav() {
  const { data } = useConsoleSession();
  const routes = useRouteTable();
  const links = data ? consoleLinksFor(routes, data.staff.role) : [];
  if (links.length === 0) return null;
  return (
    <nav aria-label="Console">
      <Links>
        {links.map(({ to, label }) => (
          <li key={to}>
            <NavLink to={to} end>
              {label}
            </NavLink>
          </li>
        ))}
      </Links>
    </nav>
  );
}

/** The signed-in staff member in the header, and Sign out; nothing before a console session. */
function SignedInStaff() {
  const { data } = useConsoleSession();
  if (!data) return null;
  const { name, role } = data.staff;
  return (
    <Who>
      <span>
        <Name>{name}</Name> · {staffRoleLabels[role]}
      </span>
      <ConsoleSignOut />
    </Who>
  );
}

/**
 * The staff console's frame (docs/architecture.md, "The console"): its own header with the
 * signed-in staff member and Sign out, no customer navbar, sidebar or footer, never indexed.
 */
export function ConsoleLayout() {
  useNoIndex();
  return (
    <>
      <Bar>
        <Inner>
          <Brand to="/console" aria-label="Carbon Commons console home">
            <BrandMark size={28} />
            Carbon Commons console
          </Brand>
          <SignedInStaff />
        </Inner>
        <ConsoleNav />
      </Bar>
      <BannerArea />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
    </>
  );
}
