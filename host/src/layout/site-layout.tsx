import { useSession } from '@commons/shared/session';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { loadedPart } from '../app/loaded-screen';
import { BannerArea } from './banner-area';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { handleGutter } from './sidebar-handle';

/**
 * With the sidebar's handle at the screen's left edge, everything under the navbar keeps clear
 * of it while the page's own margin is narrower than the handle: the handle never covers a
 * label, a field or a table row.
 */
const Shell = styled.div<{ $handle: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  ${({ $handle, theme }) =>
    $handle &&
    `@media (max-width: calc(${theme.layout.contentWidth} + 80px)) {
      & > :not(header) { padding-left: ${handleGutter}; }
    }`}
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

/** The sidebar and the account's banners, fetched the first time someone signed in sees the frame. */
const SignedInPart = loadedPart('signed-in-frame', () =>
  import(/* webpackChunkName: "signed-in-frame" */ './signed-in-frame').then((module) => module.SignedInFrame),
);

/** The frame of every screen but the sign-in ones: navbar, sidebar (signed in only), banners, page, footer. */
export function SiteLayout() {
  const { userInfo } = useSession();
  return (
    <Shell $handle={Boolean(userInfo?.token)}>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Navbar />
      {userInfo?.token && <SignedInPart />}
      <BannerArea />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
    </Shell>
  );
}
