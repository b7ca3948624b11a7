import { createTheme, type TypographyStyle } from '@mui/material/styles';
import { PAGE_MAX_WIDTH } from './layout';

declare module '@mui/material/styles' {
  interface TypographyVariants {
    pageTitle: TypographyStyle;
    sectionTitle: TypographyStyle;
    metric: TypographyStyle;
  }
  interface TypographyVariantsOptions {
    pageTitle?: TypographyStyle;
    sectionTitle?: TypographyStyle;
    metric?: TypographyStyle;
  }
}

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    pageTitle: true;
    sectionTitle: true;
    metric: true;
  }
}

// Deep teal reads as calm and trustworthy; the warm amber accent keeps it friendly for teens.
// Every text colour below passes WCAG AA (4.5:1) on both background colours.
const teal = { main: '#0f5e63', dark: '#0a4346', light: '#3b8a8f', contrastText: '#ffffff' };
const amber = { main: '#f2a541', dark: '#b86e0a', light: '#f7c47f', contrastText: '#1b2426' };
const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
/** MUI's md breakpoint, where the larger type starts. */
const fromMd = '@media (min-width:900px)';

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
  // The type scale, largest first; pages pick a variant (and the element with `component`)
  // rather than sizing their own headings.
  typography: {
    fontFamily,
    /** The landing page's hero. */
    h1: { fontSize: 'clamp(1.85rem, 1.2rem + 2.6vw, 3rem)', fontWeight: 800, lineHeight: 1.15 },
    /** A public page's title: Browse jobs, a job. */
    pageTitle: {
      fontFamily,
      fontSize: '1.75rem',
      fontWeight: 800,
      lineHeight: 1.15,
      [fromMd]: { fontSize: '2.25rem' },
    },
    /** The title of a page in the applicant or business area. */
    h2: { fontSize: 'clamp(1.4rem, 1.1rem + 1.2vw, 1.85rem)', fontWeight: 700, lineHeight: 1.25 },
    /** A section of a page: a job's Description, the dashboard's jobs, the results' count. */
    sectionTitle: { fontFamily, fontSize: '1.3rem', fontWeight: 700, lineHeight: 1.25 },
    /** A card's or a form section's title. */
    h3: { fontSize: '1.15rem', fontWeight: 700, lineHeight: 1.3 },
    /** The title of a small card on its own (sign in, password reset). */
    h4: { fontSize: '1.05rem', fontWeight: 700 },
    /** A dashboard figure. */
    metric: {
      fontFamily,
      fontSize: '1.6rem',
      fontWeight: 800,
      lineHeight: 1.2,
      [fromMd]: { fontSize: '2rem' },
    },
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
    MuiTypography: {
      defaultProps: {
        variantMapping: { pageTitle: 'h1', sectionTitle: 'h2', metric: 'p' },
      },
    },
    MuiSkeleton: {
      defaultProps: { animation: 'wave' },
    },
  },
});
