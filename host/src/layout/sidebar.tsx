import { useFocusTrap } from '@commons/shared/ui-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { preloadOnIntent } from '../remotes/preload-page';
import { CloseIcon, MenuIcon } from './icons';
import { useSidebarLinks } from './sidebar-links';

const slideIn = keyframes`from { transform: translateX(-100%); }`;
const fadeIn = keyframes`from { opacity: 0; }`;

/** Narrow on a phone (24 px), so with the gutter and the page's own padding it covers nothing. */
const Handle = styled.button`
  position: fixed;
  top: 50%;
  left: 0;
  z-index: 30;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 72px;
  @media (max-width: 640px) { width: 24px; }
  padding: 0;
  border: 0;
  border-radius: 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transform: translateY(-50%);
  cursor: pointer;
  transition: width 120ms ease, background-color 120ms ease;
  &:hover { background: ${({ theme }) => theme.colors.primaryHover}; }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: rgba(20, 42, 30, 0.35);
  animation: ${fadeIn} 160ms ease-out;
`;

const Panel = styled.div`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 50;
  display: flex;
  flex-direction: column;
  width: ${({ theme }) => theme.spacing(64)};
  max-width: 85vw;
  padding: 16px 12px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  animation: ${slideIn} 200ms ease-out;
  overflow-y: auto;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0 4px 12px 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 { margin: 0; font-size: 1rem; color: ${({ theme }) => theme.colors.muted}; letter-spacing: 0.04em; text-transform: uppercase; }
`;

const Close = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.primarySoft}; }
`;

const Nav = styled.nav`
  display: flex;
  flex: 1;
  flex-direction: column;
`;

const Links = styled.ul`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  li:last-child { margin-top: auto; padding-top: 12px; border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const Item = styled(NavLink)`
  display: block;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 500;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.primarySoft}; }
  &.active { background: ${({ theme }) => theme.colors.primarySoft}; color: ${({ theme }) => theme.colors.primary}; font-weight: 700; }
`;

const panelId = 'site-sidebar';

/**
 * The sidebar (docs/product-rules.md#screens): a handle at the left edge opens it over the page, 64
 * units wide; the close button, Escape or the backdrop close it, and so does any navigation,
 * including choosing one of its links. Focus moves into it on opening and back to the handle
 * when the user closes it.
 */
export function Sidebar() {
  const location = useLocation();
  // Open for one navigation only: any navigation, including a link of its own, closes it, and
  // leaves focus to the new page since the user did not ask to go back.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const handle = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const trapFocus = useFocusTrap(panel);
  const sidebarLinks = useSidebarLinks();

  const dismiss = useCallback(() => {
    setOpenAt(null);
    handle.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, dismiss]);

  return (
    <>
      <Handle
        ref={handle}
        type="button"
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpenAt(location.key)}
      >
        <MenuIcon />
      </Handle>
      {open && (
        <>
          <Backdrop data-testid="sidebar-backdrop" onClick={dismiss} />
          <Panel ref={panel} id={panelId} role="dialog" aria-modal="true" aria-label="Menu" onKeyDown={trapFocus}>
            <Header>
              <h2>Menu</h2>
              <Close ref={closeButton} type="button" aria-label="Close menu" onClick={dismiss}>
                <CloseIcon />
              </Close>
            </Header>
            <Nav aria-label="Sidebar">
              <Links>
                {sidebarLinks.map(({ to, label }) => (
                  <li key={to}>
                    <Item to={to} {...preloadOnIntent(to)}>
                      {label}
                    </Item>
                  </li>
                ))}
              </Links>
            </Nav>
          </Panel>
        </>
      )}
    </>
  );
}
