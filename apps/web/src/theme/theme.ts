import { createTheme } from '@mui/material/styles';
import { PAGE_MAX_WIDTH } from '@firstshift/domain';

// Deep teal reads as calm and trustworthy; the warm amber accent keeps it friendly for teens.
// Every text colour below passes WCAG AA (4.5:1) on both background colours.
const teal = { main: '#0f5e63', dark: '#0a4346', light: '#3b8a8f', contrastText: '#ffffff' };
const amber = { main: '#f2a541', dark: '#b86e0a', light: '#f7c47f', contrastText: '#1b2426' };

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: teal,
    secondary: amber,
    background: { default: '#f5f8f8', paper: '#ffffff' },
    text: { primary: '#1b2426', secondary: '#46565a' },
    divider: '#d9e2e3',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontSize: 'clamp(1.85rem, 1.2rem + 2.6vw, 3rem)', fontWeight: 800, lineHeight: 1.15 },
    h2: { fontSize: 'clamp(1.4rem, 1.1rem + 1.2vw, 1.85rem)', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.15rem', fontWeight: 700, lineHeight: 1.3 },
    h4: { fontSize: '1.05rem', fontWeight: 700 },
    subtitle1: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // WCAG 2.2 focus appearance on every surface, light or the hero's dark teal: a dark
        // ring around a white one. `html:root` outranks the `outline: 0` and `box-shadow: none`
        // of MUI's buttons, chips and cards; text fields keep their own thick focused border.
        'html:root :focus-visible:not(input, textarea, select)': {
          outline: `3px solid ${teal.dark}`,
          outlineOffset: 2,
          boxShadow: '0 0 0 2px #ffffff',
        },
        body: { minHeight: '100vh' },
      },
    },
    MuiContainer: {
      defaultProps: { maxWidth: false },
      styleOverrides: { root: { maxWidth: PAGE_MAX_WIDTH } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 10, paddingInline: 18 },
        sizeLarge: { minHeight: 48 },
      },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 14 } },
    },
    MuiCardActionArea: {
      styleOverrides: {
        // A card clips what lies outside it, so its link draws the same two rings inside.
        root: {
          '&&:focus-visible': {
            outlineOffset: -3,
            boxShadow: 'inset 0 0 0 5px #ffffff',
          },
        },
      },
    },
    MuiPaper: {
      styleOverrides: { outlined: { borderColor: '#d9e2e3' } },
    },
    MuiChip: {
      defaultProps: { size: 'small' },
      styleOverrides: { root: { fontWeight: 600 } },
    },
    MuiTextField: {
      defaultProps: { fullWidth: true, size: 'small' },
    },
    MuiOutlinedInput: {
      styleOverrides: { root: { backgroundColor: '#ffffff' } },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: { root: { borderBottom: '1px solid #d9e2e3', backgroundColor: '#ffffff' } },
    },
    MuiLink: {
      defaultProps: { underline: 'always' },
    },
    MuiSkeleton: {
      defaultProps: { animation: 'wave' },
    },
  },
});
