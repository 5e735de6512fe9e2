import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { focusableIn, useFocusTrap } from './use-focus-trap';

const fadeIn = keyframes`from { opacity: 0; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(12px) scale(0.98); }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: grid;
  place-items: center;
  padding: 16px;
  background: rgba(20, 42, 30, 0.45);
  animation: ${fadeIn} 120ms ease-out;
`;

const Panel = styled.div<{ $wide: boolean }>`
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '600px' : '440px')};
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: 24px 24px 28px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  animation: ${rise} 160ms ease-out;
  &:focus-visible { outline: none; }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 16px;
  /* The title and description shrink and wrap beside the close button (a long email in
     "Edit Sub User" widened the popup past a phone's screen). */
  & > div { min-width: 0; }
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.25rem;
  line-height: 1.3;
`;

const Description = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
  overflow-wrap: anywhere;
`;

const Close = styled.button`
  flex: none;
  width: 36px;
  height: 36px;
  margin: -6px -8px 0 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.primarySoft}; color: ${({ theme }) => theme.colors.text}; }
`;

/** Props of `Modal`. */
export interface ModalProps {
  /** Names the dialog for assistive technology and heads it. */
  title: string;
  /** A short line under the title, read as the dialog's description. */
  description?: ReactNode;
  /** Called by the close button, Escape and a click on the backdrop. */
  onClose: () => void;
  /** A wider panel on a large screen, for a popup whose choices carry long names (a phone's is the same). */
  wide?: boolean;
  children: ReactNode;
}

/**
 * A modal popup ("Add Family Member", "Topup Amount"): rendered over the page in a portal while
 * mounted, so a screen shows it with `{open && <Modal ... />}`. Focus moves to the first field
 * (or the first control), Tab stays inside, Escape and the backdrop close it, and focus returns
 * to what opened it.
 */
export function Modal({ title, description, onClose, wide = false, children }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current;
    if (root) (root.querySelector<HTMLElement>('input, select, textarea') ?? focusableIn(root)[0] ?? root).focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const trapFocus = useFocusTrap(panel);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return trapFocus(event);
    event.stopPropagation();
    onClose();
  };

  return createPortal(
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Panel
        ref={panel}
        $wide={wide}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <Header>
          <div>
            <Title id={titleId}>{title}</Title>
            {description && <Description id={descriptionId}>{description}</Description>}
          </div>
          <Close type="button" aria-label="Close" onClick={() => onClose()}>
            ×
          </Close>
        </Header>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
