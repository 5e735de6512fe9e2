import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { loadedPart } from '../app/loaded-screen';
import { SocialLinks } from './social-links';

const Bar = styled.footer`
  margin-top: auto;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 24px;
  max-width: ${({ theme }) => theme.layout.contentWidth};
  margin: 0 auto;
  padding: 20px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  a { color: inherit; text-decoration: none; }
  a:hover { color: ${({ theme }) => theme.colors.primary}; text-decoration: underline; }
`;

const TextButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.primary}; text-decoration: underline; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

/** For developers and support: small, after the copyright, out of a visitor's way. */
const VersionsButton = styled(TextButton)`
  font-size: 0.8rem;
  text-decoration: underline dotted;
`;

const Legal = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: 12px;
`;

const links = [
  // The projects behind the credits, public like the contract's pages of text.
  { to: '/projects', label: 'Projects' },
  { to: '/privacy-notice', label: 'Privacy Notice' },
  { to: '/conditions-of-use', label: 'Conditions of Use' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact-us', label: 'Contact Us' },
];

/**
 * The footer (docs/product-rules.md#screens): Privacy Notice, Conditions of Use, FAQ, Contact Us,
 * social icons; Projects; About, what the site is; and a small Versions, which says which
 * versions this tab runs (docs/releases.md#versions-and-build-labels).
 */
// The footer's popups are fetched when asked for, not with every page (docs/performance.md#the-login-page).
const popups = {
  about: loadedPart('footer-about', () =>
    import(/* webpackChunkName: "footer-popups" */ './about-dialog').then((module) => module.AboutDialog),
  ),
  versions: loadedPart('footer-versions', () =>
    import(/* webpackChunkName: "footer-popups" */ './versions-dialog').then((module) => module.VersionsDialog),
  ),
};

export function Footer() {
  const [popup, setPopup] = useState<'about' | 'versions' | null>(null);
  const close = () => setPopup(null);
  return (
    <Bar>
      <Inner>
        <Legal>
          <span>© Carbon Commons</span>
          <VersionsButton type="button" onClick={() => setPopup('versions')}>
            Versions
          </VersionsButton>
        </Legal>
        <nav aria-label="Footer">
          <Links>
            {links.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
            <li>
              <TextButton type="button" onClick={() => setPopup('about')}>
                About
              </TextButton>
            </li>
          </Links>
        </nav>
        <SocialLinks />
      </Inner>
      {popup === 'about' && <popups.about onClose={close} />}
      {popup === 'versions' && <popups.versions onClose={close} />}
    </Bar>
  );
}
