import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const Track = styled.input`
  appearance: none;
  flex: none;
  position: relative;
  width: 44px;
  height: 26px;
  margin: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  cursor: pointer;
  transition: background 0.15s;
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: 0 1px 2px rgba(20, 42, 30, 0.3);
    transition: transform 0.15s;
  }
  &:checked { background: ${({ theme }) => theme.colors.primary}; }
  &:checked::after { transform: translateX(18px); }
  &:disabled { cursor: default; opacity: 0.6; }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &::after { transition: none; }
  }
`;

/**
 * An on/off switch: a native checkbox with `role="switch"`, so the keyboard (Space) and screen
 * readers ("on", "off") treat it as one. The kit has none yet; only Notifications needs it.
 */
export function Switch(props: Omit<ComponentPropsWithRef<'input'>, 'type' | 'role'>) {
  return <Track type="checkbox" role="switch" {...props} />;
}
