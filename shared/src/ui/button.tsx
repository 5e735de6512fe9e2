import type { ComponentPropsWithRef } from 'react';
import { Link } from '@commons/shared/navigation';
import styled, { css } from 'styled-components';

/** How prominent a button is. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface Look {
  $variant?: ButtonVariant;
  $block?: boolean;
}

const look = css<Look>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  min-height: 42px;
  padding: 0 18px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 120ms ease, border-color 120ms ease, color 120ms ease;
  ${({ theme, $variant = 'primary' }) =>
    ({
      primary: css`
        background: ${theme.colors.primary};
        color: ${theme.colors.onPrimary};
        &:hover:not(:disabled) { background: ${theme.colors.primaryHover}; }
      `,
      secondary: css`
        background: ${theme.colors.surface};
        color: ${theme.colors.primary};
        border-color: ${theme.colors.primary};
        &:hover:not(:disabled) { background: ${theme.colors.primarySoft}; }
      `,
      ghost: css`
        background: transparent;
        color: ${theme.colors.primary};
        &:hover:not(:disabled) { background: ${theme.colors.primarySoft}; }
      `,
      danger: css`
        background: ${theme.colors.danger};
        color: ${theme.colors.onPrimary};
      `,
    })[$variant]}
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`;

const StyledButton = styled.button<Look>`${look}`;
const StyledLink = styled(Link)<Look>`${look}`;

/** Props of `Button`: a native button plus its look. */
export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  /** Fill the width of the container. */
  block?: boolean;
  /** Shows that the action is running: disables the button and marks it busy. */
  busy?: boolean;
};

/**
 * A button. It defaults to `type="button"` so it never submits a form by accident; a form's
 * submit button says `type="submit"`.
 */
export function Button({ variant, block, busy = false, type = 'button', disabled, ...props }: ButtonProps) {
  return (
    <StyledButton
      {...props}
      type={type}
      $variant={variant}
      $block={block}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    />
  );
}

/** Props of `ButtonLink`: a link inside the site that looks like a button. */
export type ButtonLinkProps = ComponentPropsWithRef<typeof Link> & { variant?: ButtonVariant; block?: boolean };

/** A navigation link styled as a button (for example the navbar's Login and Register). */
export function ButtonLink({ variant, block, ...props }: ButtonLinkProps) {
  return <StyledLink {...props} $variant={variant} $block={block} />;
}
