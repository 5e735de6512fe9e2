import type { SVGProps } from 'react';

/** Line icons on a 24x24 grid in the text colour; decorative, so the control carries the name. */
function LineIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}

/** Three bars: opens a menu. */
export const MenuIcon = () => (
  <LineIcon>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </LineIcon>
);

/** A cross: closes what it sits on. */
export const CloseIcon = () => (
  <LineIcon>
    <path d="M18 6 6 18M6 6l12 12" />
  </LineIcon>
);
