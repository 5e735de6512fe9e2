import type { ReactNode } from 'react';
import { CommonsThemeProvider } from '../ui/theme-provider';

/** Wraps a component under test in the site's theme, as the host does. */
export const withTheme = ({ children }: { children: ReactNode }) => <CommonsThemeProvider>{children}</CommonsThemeProvider>;
