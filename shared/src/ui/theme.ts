/**
 * The look of Carbon Commons: a calm forest green on near-white, with the contract's banner
 * colours (message blue, error red, success green; docs/product-rules.md#screens).
 */
export const theme = {
  colors: {
    primary: '#1f7a4d',
    primaryHover: '#17623d',
    primarySoft: '#e4f3ea',
    onPrimary: '#ffffff',
    accent: '#9bd3ae',
    text: '#142a1e',
    muted: '#5a6d62',
    border: '#d3e1d8',
    surface: '#ffffff',
    background: '#f3f7f4',
    focus: '#2f9e63',
    info: '#1d4ed8',
    infoSoft: '#e8effd',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    success: '#157a3a',
    successSoft: '#e5f5ea',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(20, 42, 30, 0.06), 0 10px 30px rgba(20, 42, 30, 0.07)',
    raised: '0 12px 40px rgba(20, 42, 30, 0.18)',
  },
  fonts: {
    body: "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif",
  },
  layout: { contentWidth: '1120px', navbarHeight: '64px' },
  /**
   * Lengths on a 0.25rem grid (the scale Tailwind uses), so sizes the contract gives in units read
   * as written: the sidebar is `spacing(64)`, 16rem.
   */
  spacing: (units: number) => `${units * 0.25}rem`,
} as const;

/** The theme's shape, available to every styled component as `props.theme`. */
export type Theme = typeof theme;

declare module 'styled-components' {
  // Declaration merging needs an interface; its members come from Theme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
