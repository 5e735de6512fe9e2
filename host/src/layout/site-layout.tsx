import { useSession } from '@commons/shared/session';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { BannerArea } from './banner-area';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { Sidebar } from './sidebar';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// At least a screen tall, so the footer starts below the fold: drawn under a page still loading
// (a spinner), it would otherwise be pushed down when the page arrives, a layout shift.
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  &:focus { outline: none; }
`;

/** Lets keyboard users jump past the navbar and sidebar handle; shown only when focused. */
const SkipLink = styled.a`
  position: absolute;
  top: 8px;
  left: 8px;
  z-index: 60;
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  transform: translateY(-200%);
  &:focus { transform: none; }
`;

/** The frame of every screen but the sign-in ones: navbar, sidebar (signed in only), banners, page, footer. */
export function SiteLayout() {
  const { userInfo } = useSession();
  return (
    <Shell>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Navbar />
      {userInfo?.token && <Sidebar />}
      <BannerArea />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
    </Shell>
  );
}
