// The stylesheet of the app's class names (class-names.ts, docs/decisions/042), built from the
// theme once, when the module loads: the look of the Material UI components those parts replace,
// from the same theme values.
import { Global, css, type CSSObject } from '@emotion/react';
import { alpha, type TypographyStyle } from '@mui/material/styles';
import { theme } from './theme';
import { cx } from './class-names';
import { NAV_BAR_HEIGHT, PAGE_MAX_WIDTH } from './layout';

const { breakpoints, palette, spacing, typography } = theme;
const fromSm = breakpoints.up('sm');
const fromMd = breakpoints.up('md');

/** A type variant of the theme, as Typography draws it: without margins. */
const variant = (style: TypographyStyle): CSSObject => ({ margin: 0, ...(style as CSSObject) });
const outlined = {
  backgroundColor: palette.background.paper,
  color: palette.text.primary,
  border: `1px solid ${palette.divider}`,
};

const rules: Record<string, CSSObject> = {
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

  // Inside the card's link the content is not the card's last child, alone it is (CardContent).
  [`.${cx.jobCardContent}`]: {
    display: 'flex',
    flexDirection: 'column',
    gap: spacing(1.25),
    width: '100%',
    padding: spacing(2),
    '&:last-child': { paddingBottom: spacing(3) },
  },
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
  [`.${cx.jobColumns}`]: {
    display: 'grid',
    gap: spacing(3),
    gridTemplateColumns: 'minmax(0, 1fr)',
    [fromMd]: {
      gridTemplateColumns: `calc(100% * 8 / 12 - ${spacing(1)}) calc(100% * 4 / 12 - ${spacing(2)})`,
    },
  },
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
};
const sheet = css(rules);

/** The stylesheet of the classes above; rendered once, at the root of the app. */
export function StaticStyles() {
  return <Global styles={sheet} />;
}
