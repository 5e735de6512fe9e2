import { Outlet } from 'react-router-dom';
import { BannerArea } from './banner-area';

/**
 * Login, register, landing and logout render without navbar and footer
 * (docs/product-rules.md#screens); they still show banners ("You need to login first.", "You've
 * been signed out.").
 */
export function BareLayout() {
  return (
    <>
      <BannerArea floating />
      <Outlet />
    </>
  );
}
