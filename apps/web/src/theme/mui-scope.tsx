import { THEME_ID, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';

// The theme given as Material UI's own (theme scoping): its components are then handed this very
// object on every render and keep the styles they derive from a theme (memoTheme) from one
// page to the next. Given as it is, the provider hands them a copy of it made as it renders,
// which the server does anew for every page: each component's styles were derived again.
const materialTheme = { [THEME_ID]: theme };

/**
 * Material UI's theme for the parts below it. Only the screens and parts that use Material UI
 * are wrapped in it, each as it loads (lib/mui-lazy.tsx), so that the landing page's first
 * load carries neither Material UI nor Emotion (docs/decisions/044).
 */
export function MuiScope({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={materialTheme}>{children}</ThemeProvider>;
}
