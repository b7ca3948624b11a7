// The stylesheet of the app's class names (class-names.ts, docs/decisions/042 and 044), built from
// the theme: the page's global rules (Material UI's CssBaseline under our theme) and the look of
// the Material UI components the plain parts replace, from the same theme values. The build
// writes it into index.html (scripts/inline-static-styles.mjs), so every page has it before any
// script runs, and the landing page loads neither Material UI nor Emotion to draw it.
import createCache from '@emotion/cache';
import { css, type CSSObject } from '@emotion/react';
import { alpha, type TypographyStyle } from '@mui/material/styles';
import { theme } from './theme';
import { cx } from './class-names';
import { NAV_BAR_HEIGHT, PAGE_MAX_WIDTH } from './layout';

const { breakpoints, palette, spacing, typography } = theme;
const fromSm = breakpoints.up('sm');
const fromMd = breakpoints.up('md');
const fromLg = breakpoints.up('lg');
const hover = '@media (hover: hover)';
/** Material UI's easing and durations for a label and an outline as they move. */
const easeOut = 'cubic-bezier(0.0, 0, 0.2, 1)';
const standard = (property: string, duration = theme.transitions.duration.short) =>
  theme.transitions.create(property, { duration });

/** A type variant of the theme, as Typography draws it: without margins. */
const variant = (style: TypographyStyle): CSSObject => ({ margin: 0, ...(style as CSSObject) });
const outlined = {
  backgroundColor: palette.background.paper,
  color: palette.text.primary,
  border: `1px solid ${palette.divider}`,
};

/** Material UI's CssBaseline (the theme adds to it: see `staticStylesheet`). */
const baseline: Record<string, CSSObject> = {
  html: {
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
    boxSizing: 'border-box',
    WebkitTextSizeAdjust: '100%',
  },
  '*, *::before, *::after': { boxSizing: 'inherit' },
  'strong, b': { fontWeight: typography.fontWeightBold },
  body: {
    margin: 0,
    color: palette.text.primary,
    ...(typography.body1 as CSSObject),
    backgroundColor: palette.background.default,
    '@media print': { backgroundColor: palette.common.white },
    '&::backdrop': { backgroundColor: palette.background.default },
  },
};

/** Material UI's Button under the theme (primary colour, no elevation), by variant and size. */
const buttons: Record<string, CSSObject> = {
  [`.${cx.button}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    WebkitTapHighlightColor: 'transparent',
    backgroundColor: 'transparent',
    outline: 0,
    border: 0,
    margin: 0,
    cursor: 'pointer',
    WebkitUserSelect: 'none', // Safari
    userSelect: 'none',
    verticalAlign: 'middle',
    appearance: 'none',
    textDecoration: 'none',
    color: palette.primary.main,
    ...(typography.button as CSSObject),
    minWidth: 64,
    padding: '6px 18px',
    borderRadius: theme.shape.borderRadius,
    transition: standard(['background-color', 'box-shadow', 'border-color', 'color'].join()),
    '&::-moz-focus-inner': { borderStyle: 'none' },
    '&:hover': { textDecoration: 'none' },
    '&:disabled': { pointerEvents: 'none', cursor: 'default', color: palette.action.disabled },
  },
  [`.${cx.buttonVariants.contained}`]: {
    color: palette.primary.contrastText,
    backgroundColor: palette.primary.main,
    [hover]: { '&:hover': { backgroundColor: palette.primary.dark } },
    '&:disabled': { backgroundColor: palette.action.disabledBackground },
  },
  [`.${cx.buttonVariants.outlined}`]: {
    paddingBlock: 5,
    border: `1px solid ${alpha(palette.primary.main, 0.5)}`,
    [hover]: {
      '&:hover': {
        borderColor: palette.primary.main,
        backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity),
      },
    },
    '&:disabled': { borderColor: palette.action.disabledBackground },
  },
  [`.${cx.buttonVariants.text}`]: {
    [hover]: {
      '&:hover': { backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity) },
    },
  },
  [`.${cx.buttonSizes.small}`]: { paddingBlock: 4, fontSize: typography.pxToRem(13) },
  [`.${cx.buttonSizes.large}`]: {
    paddingBlock: 8,
    fontSize: typography.pxToRem(15),
    minHeight: 48,
  },
  [`.${cx.buttonVariants.outlined}.${cx.buttonSizes.small}`]: { paddingBlock: 3 },
  [`.${cx.buttonVariants.outlined}.${cx.buttonSizes.large}`]: { paddingBlock: 7 },
  [`.${cx.buttonFullWidth}`]: { width: '100%' },
  [`.${cx.buttonIcon}`]: {
    display: 'inherit',
    '& > *:nth-of-type(1)': { fontSize: 20 },
  },
  [`.${cx.buttonSizes.small} > .${cx.buttonIcon} > *:nth-of-type(1)`]: { fontSize: 18 },
  [`.${cx.buttonSizes.large} > .${cx.buttonIcon} > *:nth-of-type(1)`]: { fontSize: 22 },
  [`.${cx.buttonStartIcon}`]: {
    alignItems: 'center',
    marginRight: 8,
    marginLeft: -4,
    '&::before': { content: '"\\200b"', width: 0, overflow: 'hidden' },
  },
  [`.${cx.buttonSizes.small} > .${cx.buttonStartIcon}`]: { marginLeft: -2 },
  [`.${cx.buttonEndIcon}`]: { marginRight: -4, marginLeft: 8 },
  [`.${cx.buttonSizes.small} > .${cx.buttonEndIcon}`]: { marginRight: -2 },
  // On a phone, a finger's target: 40 px tall rather than a small button's 31.
  [`.${cx.toggleChip}`]: {
    borderRadius: 990,
    paddingInline: 14,
    minHeight: 40,
    [fromSm]: { minHeight: 0 },
  },
  [`.${cx.toggleChip}.${cx.buttonVariants.outlined}`]: {
    backgroundColor: palette.background.paper,
  },
};

/** Material UI's outlined TextField and NativeSelect, size "small". */
const labelMoves = ['color', 'transform', 'max-width']
  .map((property) => `${property} 200ms ${easeOut} 0ms`)
  .join();
const fieldFocused = `.${cx.field}:focus-within`;
const fieldFilled = `.${cx.field}:has(.${cx.fieldInput}:not(:placeholder-shown))`;
const fields: Record<string, CSSObject> = {
  [`.${cx.field}`]: {
    display: 'inline-flex',
    flexDirection: 'column',
    position: 'relative',
    minWidth: 0,
    padding: 0,
    margin: 0,
    border: 0,
    verticalAlign: 'top',
  },
  [`.${cx.fieldLabel}`]: {
    color: palette.text.secondary,
    ...(typography.body1 as CSSObject),
    lineHeight: '1.4375em',
    padding: 0,
    display: 'block',
    transformOrigin: 'top left',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    position: 'absolute',
    left: 0,
    top: 0,
    zIndex: 1,
    pointerEvents: 'none',
    transform: 'translate(14px, 9px) scale(1)',
    maxWidth: 'calc(100% - 24px)',
    transition: labelMoves,
  },
  [`.${cx.fieldLabelShrunk}, ${fieldFocused} > .${cx.fieldLabel}, ${fieldFilled} > .${cx.fieldLabel}`]:
    {
      WebkitUserSelect: 'none', // Safari
      userSelect: 'none',
      pointerEvents: 'auto',
      maxWidth: 'calc(133% - 32px)',
      transform: 'translate(14px, -9px) scale(0.75)',
    },
  [`${fieldFocused} > .${cx.fieldLabel}`]: { color: palette.primary.main },
  [`.${cx.fieldBox}`]: {
    ...(typography.body1 as CSSObject),
    lineHeight: '1.4375em',
    color: palette.text.primary,
    boxSizing: 'border-box',
    position: 'relative',
    cursor: 'text',
    display: 'flex',
    alignItems: 'center',
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.background.paper,
  },
  [`.${cx.fieldInput}`]: {
    font: 'inherit',
    letterSpacing: 'inherit',
    color: 'currentColor',
    border: 0,
    boxSizing: 'content-box',
    background: 'none',
    height: '1.4375em',
    margin: 0,
    display: 'block',
    minWidth: 0,
    width: '100%',
    padding: '8.5px 14px',
    '&:focus': { outline: 0 },
    '&:invalid': { boxShadow: 'none' },
    '&::placeholder': { color: 'currentColor', opacity: 0 },
    '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
    '&:-webkit-autofill': { borderRadius: 'inherit' },
  },
  [`.${cx.fieldAdornment}`]: {
    display: 'flex',
    maxHeight: '2em',
    alignItems: 'center',
    whiteSpace: 'nowrap',
    color: palette.action.active,
    marginRight: 8,
    marginLeft: 14,
  },
  [`.${cx.fieldAdornment} + .${cx.fieldInput}`]: { paddingLeft: 0 },
  [`.${cx.fieldSelect}`]: {
    appearance: 'none',
    WebkitUserSelect: 'none', // Safari
    userSelect: 'none',
    cursor: 'pointer',
    borderRadius: theme.shape.borderRadius,
    paddingRight: 32,
    '&:disabled': { cursor: 'default' },
    '& option, & optgroup': { backgroundColor: palette.background.paper },
  },
  [`.${cx.fieldSelectIcon}`]: {
    WebkitUserSelect: 'none', // Safari
    userSelect: 'none',
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    fill: 'currentColor',
    fontSize: typography.pxToRem(24),
    position: 'absolute',
    right: 7,
    top: 'calc(50% - .5em)',
    pointerEvents: 'none',
    color: palette.action.active,
  },
  [`.${cx.fieldOutline}`]: {
    textAlign: 'left',
    position: 'absolute',
    inset: '-5px 0 0 0',
    margin: 0,
    padding: '0 8px',
    pointerEvents: 'none',
    borderRadius: 'inherit',
    borderStyle: 'solid',
    borderWidth: 1,
    overflow: 'hidden',
    minWidth: '0%',
    borderColor: 'rgba(0, 0, 0, 0.23)',
    '& > legend': {
      float: 'unset',
      width: 'auto',
      overflow: 'hidden',
      display: 'block',
      padding: 0,
      height: 11,
      fontSize: '0.75em',
      visibility: 'hidden',
      maxWidth: 0.01,
      transition: `max-width 50ms ${easeOut} 0ms`,
      whiteSpace: 'nowrap',
    },
    '& > legend > span': {
      paddingLeft: 5,
      paddingRight: 5,
      display: 'inline-block',
      opacity: 0,
      visibility: 'visible',
    },
  },
  [`.${cx.fieldLabelShrunk} + .${cx.fieldBox} > .${cx.fieldOutline} > legend, ${fieldFocused} .${cx.fieldOutline} > legend, ${fieldFilled} .${cx.fieldOutline} > legend`]:
    { maxWidth: '100%', transition: `max-width 100ms ${easeOut} 50ms` },
  [hover]: {
    [`.${cx.fieldBox}:hover > .${cx.fieldOutline}`]: { borderColor: palette.text.primary },
  },
  [`.${cx.fieldBox}:focus-within > .${cx.fieldOutline}`]: {
    borderWidth: 2,
    borderColor: palette.primary.main,
  },
  [`.${cx.field}:has(:disabled) > .${cx.fieldLabel}, .${cx.fieldBox}:has(:disabled)`]: {
    color: palette.text.disabled,
    cursor: 'default',
  },
  [`.${cx.fieldBox}:has(:disabled) > .${cx.fieldOutline}`]: {
    borderColor: palette.action.disabled,
  },
};

const rules: Record<string, CSSObject> = {
  ...buttons,
  ...fields,
  [`.${cx.visuallyHidden}`]: {
    position: 'absolute',
    width: 1,
    height: 1,
    padding: 0,
    margin: -1,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    border: 0,
  },
  [`.${cx.stack1}`]: { display: 'flex', flexDirection: 'column', gap: spacing(1) },
  [`.${cx.stack2}`]: { display: 'flex', flexDirection: 'column', gap: spacing(2) },
  [`.${cx.h1}`]: variant(typography.h1),
  [`.${cx.h2}`]: variant(typography.h2),
  [`.${cx.body1}`]: variant(typography.body1),
  [`.${cx.body2}`]: variant(typography.body2),
  [`.${cx.h3}`]: variant(typography.h3),
  [`.${cx.pageTitle}`]: variant(typography.pageTitle),
  [`.${cx.sectionTitle}`]: variant(typography.sectionTitle),
  [`.${cx.subtitle2}`]: variant(typography.subtitle2),
  [`.${cx.secondary}`]: { color: palette.text.secondary },
  [`.${cx.preLine}`]: { whiteSpace: 'pre-line' },
  [`.${cx.container}`]: {
    width: '100%',
    maxWidth: PAGE_MAX_WIDTH,
    marginInline: 'auto',
    boxSizing: 'border-box',
    paddingInline: spacing(2),
    [fromSm]: { paddingInline: spacing(3) },
  },
  [`.${cx.surface}`]: { ...outlined, borderRadius: theme.shape.borderRadius },
  [`.${cx.card}`]: { ...outlined, borderRadius: 14, overflow: 'hidden' },
  [`.${cx.cardContent}`]: {
    padding: spacing(2.5),
    '&:last-child': { paddingBottom: spacing(3) },
    [fromMd]: { padding: spacing(3) },
  },
  [`.${cx.icon}`]: {
    WebkitUserSelect: 'none', // Safari
    userSelect: 'none',
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    fill: 'currentColor',
    fontSize: typography.pxToRem(24),
    transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
  },
  [`.${cx.iconSmall}`]: { fontSize: typography.pxToRem(20) },
  [`.${cx.link}`]: {
    color: palette.primary.main,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  },

  [`.${cx.siteLayout}`]: { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
  [`.${cx.siteMain}`]: {
    flexGrow: 1,
    outline: 'none',
    minHeight: `calc(100vh - ${NAV_BAR_HEIGHT}px)`,
  },
  [`.${cx.skipLink}`]: {
    color: palette.primary.main,
    textDecorationColor: alpha(palette.primary.main, 0.4),
    position: 'absolute',
    left: 8,
    top: -48,
    zIndex: theme.zIndex.tooltip,
    backgroundColor: palette.background.paper,
    padding: spacing(1, 2),
    borderRadius: theme.shape.borderRadius,
    '&:hover': { textDecorationColor: 'inherit' },
    '&:focus': { top: 8 },
  },
  // As Material UI's AppBar (sticky, no elevation) with the theme's white bar and its line.
  [`.${cx.navBar}`]: {
    position: 'sticky',
    top: 0,
    zIndex: theme.zIndex.appBar,
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    boxSizing: 'border-box',
    flexShrink: 0,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    borderBottom: `1px solid ${palette.divider}`,
  },
  [`.${cx.navBarRow}`]: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    height: NAV_BAR_HEIGHT,
    minHeight: NAV_BAR_HEIGHT,
    width: '100%',
    maxWidth: PAGE_MAX_WIDTH,
    marginInline: 'auto',
    paddingInline: spacing(2),
    gap: spacing(1),
    [fromSm]: { paddingInline: spacing(3), gap: spacing(2) },
  },
  [`.${cx.navBarRowFull}`]: { maxWidth: 'none' },
  [`.${cx.navBarSpacer}`]: { flexGrow: 1 },
  [`.${cx.navBarActions}`]: {
    display: 'flex',
    alignItems: 'center',
    minWidth: 0,
    gap: spacing(1),
    [fromSm]: { gap: spacing(1.5) },
  },
  [`.${cx.brand}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: spacing(1),
    flexShrink: 0,
    color: palette.primary.main,
    textDecoration: 'none',
    '& > img': { display: 'block', borderRadius: 15 },
    '& > span': { fontWeight: 800, fontSize: '1.25rem', letterSpacing: '-0.01em' },
  },

  // Shown from a width up, or below it only (as `display: { xs: 'none', sm: 'inline' }`).
  [`.${cx.fromSm}`]: { display: 'none', [fromSm]: { display: 'inline' } },
  [`.${cx.belowSm}`]: { display: 'inline', [fromSm]: { display: 'none' } },
  [`.${cx.fromMd}`]: { display: 'none', [fromMd]: { display: 'inline-flex' } },
  [`.${cx.navGreeting}`]: {
    display: 'none',
    maxWidth: 220,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    [fromMd]: { display: 'inline-block' },
    // A wide bar has room for most businesses' whole name ("Welcome, Rose City Bakery & Cafe").
    [fromLg]: { maxWidth: 380 },
  },
  [`.${cx.navBackButton}`]: {
    minWidth: 0,
    paddingInline: spacing(1),
    [`& > .${cx.buttonStartIcon}`]: { marginInline: 0 },
    [fromSm]: {
      paddingInline: spacing(2),
      [`& > .${cx.buttonStartIcon}`]: { marginRight: spacing(1), marginLeft: spacing(-0.5) },
    },
  },
  [`.${cx.accountButton}`]: {
    whiteSpace: 'nowrap',
    minWidth: 0,
    [`& > .${cx.buttonStartIcon}`]: { display: 'none', [fromSm]: { display: 'inherit' } },
  },
  [`.${cx.accountButtonLabel}`]: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    maxWidth: 140,
    [fromSm]: { maxWidth: 240 },
  },

  // The landing page's search: a raised white panel over the hero (Paper, elevation 6, rounded 4).
  [`.${cx.searchPanel}`]: {
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    borderRadius: 40,
    boxShadow: theme.shadows[6],
    padding: spacing(2),
    [fromSm]: { padding: spacing(3) },
  },
  [`.${cx.searchPlaceRow}`]: {
    display: 'grid',
    gap: spacing(2),
    gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
    [fromSm]: { gridTemplateColumns: '5fr 3fr 4fr' },
  },
  [`.${cx.searchPlaceRow}.${cx.searchPlaceRowNear}`]: {
    [fromSm]: { gridTemplateColumns: '5fr 3fr 4fr 4fr' },
  },
  [`.${cx.searchPlaceHelp}`]: {
    ...variant(typography.caption),
    marginTop: spacing(-1),
    color: palette.text.secondary,
  },
  // Under the phone's chips: a distance chosen without its ZIP code, and the way to add one.
  [`.${cx.phoneSearchNote}`]: {
    ...variant(typography.body2),
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: spacing(1),
    margin: `${spacing(1)} 0 0`,
    color: palette.text.secondary,
  },
  [`.${cx.searchPlaceCity}`]: { gridColumn: '1 / -1', [fromSm]: { gridColumn: 'auto' } },
  [`.${cx.searchSelectRow}`]: {
    display: 'grid',
    gap: spacing(2),
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  },
  [`.${cx.searchToggles}`]: { display: 'flex', flexWrap: 'wrap', gap: spacing(1) },
  [`.${cx.searchActions}`]: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: spacing(1.5),
    marginTop: spacing(2.5),
  },
  [`.${cx.searchSubmit}`]: { flex: '1 1 100%', [fromSm]: { flex: '0 0 auto' } },

  // A job card (as Card, with CardActionArea covering its content and CardActions below).
  [`.${cx.jobCard}`]: {
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    position: 'relative',
  },
  // The title's link covers the whole card (its ::after); the company's link and the controls
  // sit above it, so each goes where it says.
  [`.${cx.cardLink}`]: {
    color: 'inherit',
    textDecoration: 'none',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    // The highlight of hover and keyboard focus, drawn over the card.
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: 'inherit',
      backgroundColor: 'transparent',
      transition: standard('background-color'),
    },
    [hover]: {
      '&:hover::after': {
        backgroundColor: alpha(palette.text.primary, palette.action.hoverOpacity),
      },
    },
  },
  // A card clips what lies outside it, so the focus's two rings are drawn inside it.
  [`.${cx.cardLink}.${cx.cardLink}:focus-visible`]: { outline: 'none', boxShadow: 'none' },
  [`.${cx.cardLink}:focus-visible::after`]: {
    backgroundColor: alpha(palette.text.primary, palette.action.focusOpacity),
    outline: `3px solid ${palette.primary.dark}`,
    outlineOffset: -3,
    boxShadow: 'inset 0 0 0 5px #ffffff',
  },
  [`.${cx.companyLink}`]: {
    position: 'relative',
    color: 'inherit',
    textDecoration: 'underline',
    textDecorationColor: alpha(palette.text.secondary, 0.5),
    textUnderlineOffset: 3,
    '&:hover': { color: palette.primary.main, textDecorationColor: 'currentcolor' },
  },
  [`.${cx.jobCardCorner}`]: { position: 'absolute', top: 6, right: 6 },
  [`.${cx.cardActions}`]: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: spacing(1),
    padding: spacing(0, 2, 2),
  },
  [`.${cx.jobCardSkeletonContent}`]: {
    padding: spacing(2),
    '&:last-child': { paddingBottom: spacing(3) },
  },
  [`.${cx.jobCardSkeletonFacts}`]: { marginTop: spacing(2) },
  [`.${cx.jobCardSkeletonTags}`]: { display: 'flex', gap: spacing(1), marginTop: spacing(2.5) },
  [`.${cx.placeholder}`]: {
    backgroundColor: palette.action.hover,
    animation: 'fs-placeholder-pulse 1.6s ease-in-out infinite',
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
  '@keyframes fs-placeholder-pulse': { '50%': { opacity: 0.5 } },
  [`.${cx.pageLoading}`]: {
    height: 3,
    overflow: 'hidden',
    backgroundColor: palette.action.hover,
    '&::after': {
      content: '""',
      display: 'block',
      height: '100%',
      width: '40%',
      backgroundColor: palette.primary.main,
      animation: 'fs-page-loading 1.2s ease-in-out infinite',
    },
  },
  '@keyframes fs-page-loading': {
    from: { transform: 'translateX(-100%)' },
    to: { transform: 'translateX(250%)' },
  },
  [`.${cx.routeError}`]: {
    paddingBlock: spacing(8),
    textAlign: 'center',
    '& > h1': { marginBottom: spacing(2) },
    '& > p': { marginBottom: spacing(3) },
  },

  [`.${cx.jobCardGrid}`]: {
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'grid',
    gap: spacing(2),
    gridTemplateColumns: '1fr',
    '& > li': { minWidth: 0 },
    [fromSm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [fromMd]: { gap: spacing(3), gridTemplateColumns: 'repeat(3, 1fr)' },
  },

  [`.${cx.hero}`]: {
    background: `linear-gradient(135deg, ${palette.primary.dark} 0%, ${palette.primary.main} 55%, #1d6f74 100%)`,
    color: palette.primary.contrastText,
    paddingBlock: spacing(5),
    [fromMd]: { paddingBlock: spacing(8) },
  },
  [`.${cx.heroTitle}`]: { maxWidth: 720 },
  [`.${cx.heroIntro}`]: {
    marginTop: spacing(1.5),
    marginBottom: spacing(3),
    maxWidth: 620,
    fontSize: '1.1rem',
    [fromMd]: { marginBottom: spacing(4) },
  },
  [`.${cx.featured}`]: { paddingBlock: spacing(5), [fromMd]: { paddingBlock: spacing(7) } },
  [`.${cx.featuredTitle}`]: { marginBottom: spacing(1) },
  [`.${cx.featuredIntro}`]: { marginBottom: spacing(3) },
  [`.${cx.featuredError}`]: { color: palette.error.main, fontWeight: 600 },
  [`.${cx.featuredMore}`]: { marginTop: spacing(4), textAlign: 'center' },
  [`.${cx.businessCtaSection}`]: {
    paddingBottom: spacing(5),
    [fromMd]: { paddingBottom: spacing(7) },
  },
  [`.${cx.businessCta}`]: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: spacing(2),
    padding: spacing(3),
    backgroundColor: '#fdf3e4',
    borderColor: '#f3d8ad',
    '& > a': { flexShrink: 0 },
    [fromMd]: {
      flexDirection: 'row',
      alignItems: 'center',
      padding: spacing(4),
      '& > a': { marginLeft: 'auto' },
    },
  },
  [`.${cx.businessCtaText}`]: { marginTop: spacing(0.5) },

  [`.${cx.tag}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    height: 24,
    paddingInline: spacing(1.25),
    border: '1px solid',
    borderRadius: 12,
    fontSize: '0.8125rem',
    fontWeight: 600,
    lineHeight: 1,
    whiteSpace: 'nowrap',
  },
  [`.${cx.tagTones.neutral}`]: {
    color: palette.text.primary,
    borderColor: palette.divider,
    backgroundColor: palette.background.paper,
  },
  [`.${cx.tagTones.primary}`]: {
    color: palette.primary.dark,
    borderColor: palette.primary.light,
    backgroundColor: '#eef6f6',
  },
  [`.${cx.tagTones.accent}`]: {
    color: '#7a4304',
    borderColor: '#f3d8ad',
    backgroundColor: '#fdf3e4',
  },

  // Material UI's small Chip (the theme's bolder label), outlined primary or filled secondary.
  [`.${cx.chip}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    maxWidth: '100%',
    height: 24,
    boxSizing: 'border-box',
    borderRadius: 16,
    verticalAlign: 'middle',
    whiteSpace: 'nowrap',
    fontFamily: typography.fontFamily,
    fontSize: typography.pxToRem(13),
    fontWeight: 600,
    lineHeight: 1.5,
  },
  [`.${cx.chipTones.primary}`]: {
    color: palette.primary.main,
    border: `1px solid ${alpha(palette.primary.main, 0.7)}`,
    '& > span': { paddingInline: 7 },
  },
  [`.${cx.chipTones.secondary}`]: {
    color: palette.secondary.contrastText,
    backgroundColor: palette.secondary.main,
  },
  [`.${cx.chipLabel}`]: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    paddingInline: 8,
  },

  [`.${cx.jobCardContent}`]: {
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    gap: spacing(1.25),
    width: '100%',
    padding: spacing(2),
  },
  // Without a link around it, the content ends with more room (as CardContent).
  [`.${cx.jobCardContentEnd}`]: { paddingBottom: spacing(3) },
  [`.${cx.jobCardHeadBesideCorner}`]: { paddingRight: spacing(5) },
  [`.${cx.jobCardCompany}`]: { fontWeight: 600 },
  [`.${cx.jobCardFacts}`]: { display: 'flex', flexDirection: 'column', gap: spacing(0.5) },
  [`.${cx.jobCardFact}`]: {
    display: 'flex',
    alignItems: 'center',
    gap: spacing(0.75),
    color: palette.text.secondary,
  },
  [`.${cx.jobCardPay}`]: { fontWeight: 700, color: palette.primary.dark },
  [`.${cx.jobCardTags}`]: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: spacing(0.75),
    marginTop: 'auto',
  },

  [`.${cx.footer}`]: {
    backgroundColor: palette.primary.dark,
    color: palette.primary.contrastText,
    marginTop: 'auto',
    paddingBlock: spacing(5),
    [fromMd]: { paddingBlock: spacing(6) },
  },
  [`.${cx.footerGrid}`]: {
    display: 'grid',
    gap: spacing(4),
    gridTemplateColumns: 'repeat(2, 1fr)',
    [fromMd]: { gridTemplateColumns: '2fr 1fr 1fr' },
  },
  [`.${cx.footerAbout}`]: { gridColumn: '1 / -1', [fromMd]: { gridColumn: 'auto' } },
  [`.${cx.footerBrand}`]: { fontWeight: 800, fontSize: '1.25rem' },
  [`.${cx.footerBlurb}`]: { marginTop: spacing(1), maxWidth: 380, opacity: 0.9 },
  [`.${cx.footerHeading}`]: { fontWeight: 700, marginBottom: spacing(1) },
  [`.${cx.footerLinks}`]: {
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: spacing(0.75),
  },
  [`.${cx.footerLink}`]: {
    color: 'inherit',
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  },
  [`.${cx.footerCopyright}`]: { marginTop: spacing(4), opacity: 0.85 },

  [`.${cx.jobPage}`]: { paddingBlock: spacing(2.5), [fromMd]: { paddingBlock: spacing(4) } },
  [`.${cx.jobBackRow}`]: { marginBottom: spacing(2) },
  [`.${cx.jobBack}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: spacing(0.5),
    fontWeight: 600,
  },
  [`.${cx.jobContent}`]: { display: 'flex', flexDirection: 'column', gap: spacing(3) },
  // Material UI's Grid of 12 columns, 8 and 4 of them side by side from md, spaced by 3.
  // A job's page: on a phone the facts, the description, the company, one under another; from md
  // up the description beside the facts and, under them, the company.
  [`.${cx.jobColumns}`]: {
    display: 'grid',
    gap: spacing(3),
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    [fromMd]: {
      gridTemplateColumns: `calc(100% * 8 / 12 - ${spacing(1)}) calc(100% * 4 / 12 - ${spacing(2)})`,
      gridTemplateAreas: '"main facts" "main company"',
      gridTemplateRows: 'auto 1fr',
    },
  },
  [`.${cx.jobColumnsFacts}`]: { [fromMd]: { gridArea: 'facts' } },
  [`.${cx.jobColumnsMain}`]: { [fromMd]: { gridArea: 'main' } },
  [`.${cx.jobColumnsCompany}`]: { [fromMd]: { gridArea: 'company' } },
  [`.${cx.jobHeader}`]: {
    padding: spacing(2.5),
    display: 'flex',
    flexDirection: 'column',
    gap: spacing(3),
    [fromMd]: { padding: spacing(4), flexDirection: 'row', alignItems: 'flex-start' },
  },
  [`.${cx.jobHeaderMain}`]: {
    display: 'flex',
    flexDirection: 'column',
    gap: spacing(1.5),
    flexGrow: 1,
    minWidth: 0,
  },
  [`.${cx.jobHeaderFacts}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexWrap: 'wrap',
    gap: spacing(0.75),
    color: palette.text.secondary,
    [fromSm]: { flexDirection: 'row', gap: spacing(2.5) },
  },
  [`.${cx.jobHeaderFact}`]: { display: 'flex', alignItems: 'center', gap: spacing(0.75) },
  [`.${cx.jobTags}`]: { display: 'flex', flexWrap: 'wrap', gap: spacing(0.75) },
  [`.${cx.jobDescription}`]: { padding: spacing(2.5), [fromMd]: { padding: spacing(4) } },
  [`.${cx.jobSection} + .${cx.jobSection}`]: { marginTop: spacing(4) },
  [`.${cx.jobSection} > h2`]: { marginBottom: spacing(1.5) },
  [`.${cx.jobSectionList}`]: {
    margin: 0,
    paddingLeft: spacing(3),
    '& li + li': { marginTop: spacing(0.75) },
  },
  [`.${cx.jobFactsTitle}`]: { marginBottom: spacing(2) },
  [`.${cx.jobFactsList}`]: { margin: 0, display: 'grid', rowGap: spacing(1.5) },
  [`.${cx.jobFactValue}`]: { fontWeight: 600 },
  [`.${cx.jobFactsFlags}`]: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: spacing(0.75),
    marginTop: spacing(2),
  },
  [`.${cx.jobFactsRules}`]: {
    display: 'grid',
    justifyItems: 'start',
    gap: spacing(0.75),
    marginTop: spacing(2),
    '& p': { margin: 0 },
  },
  [`.${cx.jobFactsAction}`]: { marginTop: spacing(3) },
  [`.${cx.companyTitle}`]: { marginBottom: spacing(1.5) },
  [`.${cx.companyName}`]: { fontWeight: 700 },
  [`.${cx.companyAddress}`]: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: spacing(0.75),
    color: palette.text.secondary,
    marginTop: spacing(0.5),
    '& > address': { fontStyle: 'normal' },
  },
  [`.${cx.companyAbout}`]: { marginTop: spacing(1.5) },
  [`.${cx.companyJobs}`]: { scrollMarginTop: 80 },
  [`.${cx.companyJobsTitle}`]: { marginBottom: spacing(2) },
  [`.${cx.applyButton}`]: { whiteSpace: 'nowrap' },
  [`.${cx.applyReason}`]: { marginTop: spacing(1), fontWeight: 600, textWrap: 'balance' },
  [`.${cx.applyBlocked}`]: { marginTop: spacing(1), fontWeight: 600, color: palette.error.main },
  [`.${cx.jobProblem}`]: {
    padding: spacing(3),
    textAlign: 'center',
    [fromMd]: { padding: spacing(5) },
  },
  [`.${cx.jobProblemError}`]: { color: palette.error.main },
  [`.${cx.jobProblemDetail}`]: { marginTop: spacing(1.5) },
  [`.${cx.jobProblemAction}`]: { marginTop: spacing(3) },

  // Browse jobs (decision 045), as its Container, Typography, Paper and Box drew it.
  [`.${cx.jobListPage}`]: { paddingBlock: spacing(3), [fromMd]: { paddingBlock: spacing(5) } },
  [`.${cx.jobListIntro}`]: {
    ...variant(typography.body1),
    color: palette.text.secondary,
    marginTop: spacing(0.5),
    marginBottom: spacing(3),
  },
  [`.${cx.jobListBar}`]: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: spacing(2),
    marginBottom: spacing(3),
    scrollMarginTop: 80,
  },
  [`.${cx.jobListPager}`]: { display: 'flex', justifyContent: 'center', marginTop: spacing(4) },
  [`.${cx.filtersPanel}`]: {
    padding: spacing(2),
    marginBottom: spacing(4),
    [fromSm]: { padding: spacing(3) },
  },
  [`.${cx.jobResults}`]: { transition: 'opacity 150ms' },
  // Under "No jobs match your search": the search without each of its filters.
  [`.${cx.loosenedSearches}`]: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: spacing(1),
    marginTop: spacing(2),
    '& > *': { minHeight: 40 },
  },
  [`.${cx.jobResults}[aria-busy="true"]`]: { opacity: 0.6 },

  [`.${cx.phoneSearch}`]: { marginBottom: spacing(3) },
  [`.${cx.phoneSearchForm}`]: { display: 'flex', alignItems: 'center', gap: spacing(1) },
  // Material UI's IconButton in the primary colour, with the corners of the fields.
  [`.${cx.phoneSearchSubmit}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: '0 0 auto',
    boxSizing: 'border-box',
    padding: 8,
    margin: 0,
    border: 0,
    borderRadius: 20,
    outline: 0,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    fontSize: typography.pxToRem(24),
    color: palette.primary.contrastText,
    backgroundColor: palette.primary.main,
    transition: standard('background-color'),
    [hover]: { '&:hover': { backgroundColor: palette.primary.dark } },
  },
  // Every button of the row 40 px tall, a finger's target (the chips' own height is 24).
  [`.${cx.phoneSearchChips}`]: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: spacing(1),
    marginTop: spacing(1.5),
    '& > *': { minHeight: 40 },
  },
  [`.${cx.filtersButton}`]: { borderRadius: 99, backgroundColor: palette.background.paper },
  [`.${cx.badge}`]: {
    position: 'relative',
    display: 'inline-flex',
    verticalAlign: 'middle',
    flexShrink: 0,
  },
  [`.${cx.badgeCount}`]: {
    position: 'absolute',
    top: 0,
    right: 0,
    zIndex: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minWidth: 20,
    height: 20,
    padding: '0 6px',
    borderRadius: 10,
    fontFamily: typography.fontFamily,
    fontWeight: typography.fontWeightMedium,
    fontSize: typography.pxToRem(12),
    lineHeight: 1,
    color: palette.secondary.contrastText,
    backgroundColor: palette.secondary.main,
    transform: 'scale(1) translate(50%, -50%)',
    transformOrigin: '100% 0%',
  },
  // The small outlined Chip above (cx.chip, cx.chipTones.primary), clickable and deletable.
  [`.${cx.removableChip}`]: {
    height: 40,
    borderRadius: 20,
    padding: 0,
    margin: 0,
    outline: 0,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    backgroundColor: palette.background.paper,
    transition: standard('background-color'),
    [hover]: {
      '&:hover': { backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity) },
    },
    [`&:hover > .${cx.chipDelete}`]: { color: palette.primary.main },
  },
  [`.${cx.chipDelete}`]: {
    width: '1em',
    height: '1em',
    flexShrink: 0,
    fill: 'currentColor',
    fontSize: 16,
    margin: '0 4px 0 -4px',
    color: alpha(palette.primary.main, 0.7),
  },

  // Material UI's Pagination: rounded, primary, medium (components/plain-pagination.tsx).
  [`.${cx.pagination} > ul`]: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    padding: 0,
    margin: 0,
    listStyle: 'none',
  },
  [`.${cx.pageItem}`]: {
    ...(typography.body2 as CSSObject),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minWidth: 32,
    height: 32,
    padding: '0 6px',
    margin: '0 3px',
    verticalAlign: 'middle',
    borderRadius: theme.shape.borderRadius,
    textAlign: 'center',
    textDecoration: 'none',
    color: palette.text.primary,
    WebkitTapHighlightColor: 'transparent',
    transition: standard(['color', 'background-color'].join()),
    [hover]: { '&:hover': { backgroundColor: palette.action.hover } },
    [`& > .${cx.icon}`]: { fontSize: typography.pxToRem(20), margin: '0 -8px' },
  },
  [`.${cx.pageSelected}`]: {
    color: palette.primary.contrastText,
    backgroundColor: palette.primary.main,
    [hover]: { '&:hover': { backgroundColor: palette.primary.dark } },
  },
  [`.${cx.pageDisabled}`]: { opacity: palette.action.disabledOpacity, pointerEvents: 'none' },
  [`.${cx.pageEllipsis}`]: { height: 'auto' },
};
const themeBaseline = theme.components?.MuiCssBaseline?.styleOverrides as CSSObject;
const sheet = () => css([baseline, themeBaseline, rules]);

/** The stylesheet above as CSS text, for a `<style>` element of index.html. Server side only. */
export function staticStylesheet(): string {
  // Away from a browser, an Emotion cache does not insert the rules it is given: it returns them.
  // Without Emotion's vendor prefixer: every browser the build targets (ES2022) reads these
  // properties unprefixed, but Safari's user-select, written out above. The prefixes made a
  // third of the stylesheet, which every page carries and the server compresses for each one.
  const cache = createCache({ key: 'fs', stylisPlugins: [] });
  const text = cache.insert('', sheet(), cache.sheet, false);
  if (typeof text !== 'string') throw new Error('staticStylesheet() runs on the server only');
  return text;
}

/**
 * Adds the stylesheet to the document, for the development server's pages: their index.html is
 * the source one, which the build has not written the stylesheet into.
 */
export function insertStaticStyles(): void {
  const cache = createCache({ key: 'fs', stylisPlugins: [] });
  cache.insert('', sheet(), cache.sheet, true);
}
