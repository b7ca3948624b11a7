// Class names styled once for the whole app (docs/decisions/042). Material UI's components and
// `sx` work out their styles on every render, on the server for every page it sends and in the
// browser as the page hydrates; the parts every public page shows (the bar's frame, the footer,
// a job's page, a job card) are plain elements with these classes instead. Their stylesheet is
// built from the theme by static-styles.ts into index.html's <style> (decision 044); this module
// holds only the names, so that the screens that use them do not also load the theme.

/** The class names, by what they style. */
export const cx = {
  /** Text in a type variant of the theme, without margins (as Typography). */
  h1: 'fs-h1',
  h2: 'fs-h2',
  body1: 'fs-body1',
  body2: 'fs-body2',
  h3: 'fs-h3',
  pageTitle: 'fs-page-title',
  sectionTitle: 'fs-section-title',
  subtitle2: 'fs-subtitle2',
  /** Secondary text colour. */
  secondary: 'fs-secondary',
  /** Keeps the line breaks the text was typed with. */
  preLine: 'fs-pre-line',
  /** The page's width, centred, with the gutters of the theme (as Container). */
  container: 'fs-container',
  /** An outlined, rounded surface (as Paper variant="outlined"). */
  surface: 'fs-surface',
  /** A card: an outlined surface with the card's rounder corners (as Card). */
  card: 'fs-card',
  cardContent: 'fs-card-content',
  /** An icon (components/plain-icons.tsx), as SvgIcon: 1.5rem, or 1.25rem when small. */
  icon: 'fs-icon',
  iconSmall: 'fs-icon-small',
  /** A link drawn in the primary colour, underlined on hover. */
  link: 'fs-link',
  /** Text for screen readers only (components/feedback/visually-hidden.tsx). */
  visuallyHidden: 'fs-visually-hidden',
  /** A column of parts spaced by 1 or 2 (as Stack). */
  stack1: 'fs-stack-1',
  stack2: 'fs-stack-2',

  /** A button or a link drawn as Material UI's Button (components/plain-button.tsx). */
  button: 'fs-btn',
  buttonVariants: {
    contained: 'fs-btn-contained',
    outlined: 'fs-btn-outlined',
    text: 'fs-btn-text',
  },
  buttonSizes: { small: 'fs-btn-small', medium: 'fs-btn-medium', large: 'fs-btn-large' },
  buttonFullWidth: 'fs-btn-full-width',
  buttonIcon: 'fs-btn-icon',
  buttonStartIcon: 'fs-btn-start-icon',
  buttonEndIcon: 'fs-btn-end-icon',
  /** A pill-shaped on/off filter (components/job-filters/filter-toggle-chip.tsx). */
  toggleChip: 'fs-toggle-chip',

  /** A labelled outlined field (components/fields), as TextField size="small". */
  field: 'fs-field',
  fieldLabel: 'fs-field-label',
  /** The label stays small above the field (a select, a field with an icon). */
  fieldLabelShrunk: 'fs-field-label-shrunk',
  fieldBox: 'fs-field-box',
  fieldInput: 'fs-field-input',
  fieldSelect: 'fs-field-select',
  fieldSelectIcon: 'fs-field-select-icon',
  fieldAdornment: 'fs-field-adornment',
  fieldOutline: 'fs-field-outline',

  /** The link covering a card's content (as CardActionArea), and the row of buttons below. */
  cardLink: 'fs-card-link',
  cardActions: 'fs-card-actions',
  /** A grey block standing in for content that loads (components/feedback/placeholder.tsx). */
  placeholder: 'fs-placeholder',
  /** The thin bar shown while a page's code downloads. */
  pageLoading: 'fs-page-loading',
  routeError: 'fs-route-error',

  siteLayout: 'fs-site',
  siteMain: 'fs-site-main',
  skipLink: 'fs-skip-link',
  navBar: 'fs-nav-bar',
  navBarRow: 'fs-nav-bar-row',
  /** The bar's row across the whole window (layouts with a sidebar). */
  navBarRowFull: 'fs-nav-bar-row-full',
  navBarSpacer: 'fs-nav-bar-spacer',
  navBarActions: 'fs-nav-bar-actions',
  brand: 'fs-brand',

  jobCardGrid: 'fs-job-card-grid',
  jobCard: 'fs-job-card',
  jobCardCorner: 'fs-job-card-corner',
  jobCardSkeletonContent: 'fs-job-card-skeleton-content',
  jobCardSkeletonFacts: 'fs-job-card-skeleton-facts',
  jobCardSkeletonTags: 'fs-job-card-skeleton-tags',

  /** A label that shortens on phones (components/nav-bar/responsive-label.tsx). */
  fromSm: 'fs-from-sm',
  belowSm: 'fs-below-sm',
  /** Shown from md up only (the bar's greeting and Post a Job). */
  fromMd: 'fs-from-md',
  navGreeting: 'fs-nav-greeting',
  navBackButton: 'fs-nav-back-button',
  accountButton: 'fs-account-button',
  accountButtonLabel: 'fs-account-button-label',

  searchPanel: 'fs-search-panel',
  searchPlaceRow: 'fs-search-place-row',
  searchPlaceCity: 'fs-search-place-city',
  searchPlaceRowNear: 'fs-search-place-row-near',
  searchPlaceHelp: 'fs-search-place-help',
  searchSelectRow: 'fs-search-select-row',
  searchToggles: 'fs-search-toggles',
  searchActions: 'fs-search-actions',
  searchSubmit: 'fs-search-submit',

  hero: 'fs-hero',
  heroTitle: 'fs-hero-title',
  heroIntro: 'fs-hero-intro',
  featured: 'fs-featured',
  featuredTitle: 'fs-featured-title',
  featuredIntro: 'fs-featured-intro',
  featuredError: 'fs-featured-error',
  featuredMore: 'fs-featured-more',
  businessCtaSection: 'fs-business-cta-section',
  businessCta: 'fs-business-cta',
  businessCtaText: 'fs-business-cta-text',

  /** A small read-only label, in one of three tones (components/tag.tsx). */
  tag: 'fs-tag',
  tagTones: { neutral: 'fs-tag-neutral', primary: 'fs-tag-primary', accent: 'fs-tag-accent' },

  /** A small read-only chip (components/label-chip.tsx). */
  chip: 'fs-chip',
  chipTones: { primary: 'fs-chip-primary', secondary: 'fs-chip-secondary' },
  chipLabel: 'fs-chip-label',

  jobCardContent: 'fs-job-card-content',
  jobCardHeadBesideCorner: 'fs-job-card-head-beside-corner',
  jobCardCompany: 'fs-job-card-company',
  /** The content of a card that is not a link as a whole. */
  jobCardContentEnd: 'fs-job-card-content-end',
  jobCardFacts: 'fs-job-card-facts',
  jobCardFact: 'fs-job-card-fact',
  jobCardPay: 'fs-job-card-pay',
  jobCardTags: 'fs-job-card-tags',

  footer: 'fs-footer',
  footerGrid: 'fs-footer-grid',
  footerAbout: 'fs-footer-about',
  footerBrand: 'fs-footer-brand',
  footerBlurb: 'fs-footer-blurb',
  footerHeading: 'fs-footer-heading',
  footerLinks: 'fs-footer-links',
  footerLink: 'fs-footer-link',
  footerCopyright: 'fs-footer-copyright',

  jobPage: 'fs-job-page',
  jobBackRow: 'fs-job-back-row',
  jobBack: 'fs-job-back',
  jobContent: 'fs-job-content',
  jobColumns: 'fs-job-columns',
  jobColumnsFacts: 'fs-job-columns-facts',
  jobColumnsMain: 'fs-job-columns-main',
  jobColumnsCompany: 'fs-job-columns-company',
  jobHeader: 'fs-job-header',
  jobHeaderMain: 'fs-job-header-main',
  jobHeaderFacts: 'fs-job-header-facts',
  jobHeaderFact: 'fs-job-header-fact',
  jobTags: 'fs-job-tags',
  jobSection: 'fs-job-section',
  jobSectionList: 'fs-job-section-list',
  jobDescription: 'fs-job-description',
  jobFactsTitle: 'fs-job-facts-title',
  jobFactsList: 'fs-job-facts-list',
  jobFactValue: 'fs-job-fact-value',
  jobFactsFlags: 'fs-job-facts-flags',
  /** "Hours fit the rules for 14–15-year-olds" and what was checked. */
  jobFactsRules: 'fs-job-facts-rules',
  jobFactsAction: 'fs-job-facts-action',
  companyTitle: 'fs-company-title',
  companyName: 'fs-company-name',
  companyAddress: 'fs-company-address',
  companyAbout: 'fs-company-about',
  /** A company's page (features/companies): its open jobs. */
  companyJobs: 'fs-company-jobs',
  companyJobsTitle: 'fs-company-jobs-title',
  /** A link to the company's page, on a job's page and card. */
  companyLink: 'fs-company-link',
  /** Apply Now, with why it is off or refused below it. */
  applyButton: 'fs-apply-button',
  applyReason: 'fs-apply-reason',
  applyBlocked: 'fs-apply-blocked',
  /** "Job not found", or a job that could not be loaded. */
  jobProblem: 'fs-job-problem',
  jobProblemError: 'fs-job-problem-error',
  jobProblemDetail: 'fs-job-problem-detail',
  jobProblemAction: 'fs-job-problem-action',

  /** Browse jobs (features/jobs/routes/job-list-page.tsx, docs/decisions/045). */
  jobListPage: 'fs-job-list-page',
  jobListIntro: 'fs-job-list-intro',
  jobListBar: 'fs-job-list-bar',
  jobListPager: 'fs-job-list-pager',
  /** The filters on a wide screen, in an outlined surface. */
  filtersPanel: 'fs-filters-panel',
  /** The cards of a search; faded while a new search is on its way. */
  jobResults: 'fs-job-results',
  loosenedSearches: 'fs-loosened-searches',
  /** The phone's search: the keyword and its button, Filters and a chip per filter in force. */
  phoneSearch: 'fs-phone-search',
  phoneSearchForm: 'fs-phone-search-form',
  phoneSearchSubmit: 'fs-phone-search-submit',
  phoneSearchChips: 'fs-phone-search-chips',
  phoneSearchNote: 'fs-phone-search-note',
  filtersButton: 'fs-filters-button',
  /** The number of filters in force, on the Filters icon (as Badge). */
  badge: 'fs-badge',
  badgeCount: 'fs-badge-count',
  /** A filter in force, which a press removes (as a clickable, deletable Chip). */
  removableChip: 'fs-removable-chip',
  chipDelete: 'fs-chip-delete',
  /** The pages of a list (components/plain-pagination.tsx, as Pagination). */
  pagination: 'fs-pagination',
  pageItem: 'fs-page-item',
  pageSelected: 'fs-page-selected',
  pageDisabled: 'fs-page-disabled',
  pageEllipsis: 'fs-page-ellipsis',
} as const;
