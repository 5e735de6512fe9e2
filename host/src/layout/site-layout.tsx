import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { BannerArea } from './banner-area';
import { Footer } from './footer';
import { Navbar } from './navbar';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
`;

/** The frame of every screen but the sign-in ones: navbar, banners, page, footer. */
export function SiteLayout() {
  return (
    <Shell>
      <Navbar />
      <BannerArea />
      <Main>
        <Outlet />
      </Main>
      <Footer />
    </Shell>
  );
}
