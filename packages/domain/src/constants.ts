// Every constant of SPEC §9, in one place, shared by the API, the SPA and the tests.

export const JOB_TYPES = [
  'intern',
  'volunteer',
  'part-time',
  'full-time',
  'seasonal',
  'temporary',
] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const JOB_TYPE_LABELS: Record<JobType, string> = {
  intern: 'Internship',
  volunteer: 'Volunteer',
  'part-time': 'Part-time',
  'full-time': 'Full-time',
  seasonal: 'Seasonal',
  temporary: 'Temporary',
};

export const WORK_FORMATS = ['in-person', 'virtual', 'hybrid'] as const;
export type WorkFormat = (typeof WORK_FORMATS)[number];
export const WORK_FORMAT_LABELS: Record<WorkFormat, string> = {
  'in-person': 'In-person',
  virtual: 'Virtual',
  hybrid: 'Hybrid',
};

export const MINIMUM_AGES = [14, 15, 16, 17, 18, 21] as const;
export type MinimumAge = (typeof MINIMUM_AGES)[number];

/** The 12 business categories: display name (stored and returned) and lowercase search code. */
export const BUSINESS_CATEGORIES = [
  { name: 'Retail', code: 'retail' },
  { name: 'Restaurant', code: 'restaurant' },
  { name: 'Technology', code: 'technology' },
  { name: 'Healthcare', code: 'healthcare' },
  { name: 'Tutoring & Education', code: 'tutoring' },
  { name: 'Non-profit', code: 'nonprofit' },
  { name: 'Banking', code: 'banking' },
  { name: 'Hospitality', code: 'hospitality' },
  { name: 'Pet Care', code: 'petcare' },
  { name: 'Home & Yard Services', code: 'homeyard' },
  { name: 'Events & Entertainment', code: 'events' },
  { name: 'Other', code: 'other' },
] as const;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number]['name'];
export type BusinessCategoryCode = (typeof BUSINESS_CATEGORIES)[number]['code'];
export const BUSINESS_CATEGORY_NAMES = BUSINESS_CATEGORIES.map((c) => c.name) as [
  BusinessCategory,
  ...BusinessCategory[],
];
export const BUSINESS_CATEGORY_CODES = BUSINESS_CATEGORIES.map((c) => c.code) as [
  BusinessCategoryCode,
  ...BusinessCategoryCode[],
];
export const DEFAULT_BUSINESS_CATEGORY: BusinessCategory = 'Other';

/** Accepts a display name or a lowercase code (any case) and returns the display name. */
export function toBusinessCategory(value: string): BusinessCategory | undefined {
  const v = value.trim().toLowerCase();
  return BUSINESS_CATEGORIES.find((c) => c.code === v || c.name.toLowerCase() === v)?.name;
}

export const US_STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;
export type StateCode = (typeof US_STATES)[number]['code'];
export const STATE_CODES = US_STATES.map((s) => s.code) as [StateCode, ...StateCode[]];

/** Distance orders the nearest first and needs a ZIP code to measure from (decision 068). */
export const SORT_OPTIONS = ['relevance', 'date', 'title', 'company', 'distance'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const SORT_LABELS: Record<SortOption, string> = {
  relevance: 'Relevance',
  date: 'Date Posted',
  title: 'Job Title',
  company: 'Company',
  distance: 'Distance',
};

export const JOB_STATUSES = ['active', 'draft', 'archived'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** Business dashboard job filter (SPEC §2, §9). */
export const DASHBOARD_JOB_FILTERS = [
  { value: 'all', label: 'All Jobs' },
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
  { value: 'draft', label: 'Draft' },
] as const;

export const JOB_POST_ACTIONS = ['draft', 'save_and_publish'] as const;
export type JobPostAction = (typeof JOB_POST_ACTIONS)[number];

/** Application statuses and their allowed moves (DESIGN §5). */
export const APPLICATION_STATUSES = [
  'applied',
  'shortlisted',
  'interview_scheduled',
  'accepted',
  'rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const AVAILABILITY_OPTIONS = ['immediately', '2weeks'] as const;
export type Availability = (typeof AVAILABILITY_OPTIONS)[number];

export const USER_ROLES = ['applicant', 'business'] as const;
export type UserRole = (typeof USER_ROLES)[number];

// Page sizes (SPEC §9).
export const FEATURED_JOBS_LIMIT = 3;
export const APPLICANT_PAGE_SIZE = 20;
export const JOB_LIST_MAX_LIMIT = 100;
/**
 * The deepest a job list pages: far past the 1,000 matches it counts, and each skipped job still
 * costs a step of the index (docs/decisions/025). Crawlers find every job in the sitemap.
 */
export const JOB_LIST_MAX_SKIP = 10_000;
export const JOB_ALERTS_SHOWN = 3;
export const JOB_CARD_MAX_CHIPS = 3;

// Time limits (SPEC §9).
export const TOAST_AUTO_HIDE_MS = 4000;
export const REGISTRATION_REDIRECT_MS = 900;

// Validation limits (SPEC §5, §9).
export const PASSWORD_MIN_LENGTH = 8;
export const JOB_TITLE_MAX_LENGTH = 120;
export const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

export const DEFAULT_NOTIFICATION_SETTINGS = {
  new_job_matches: true,
  application_updates: true,
  interview_reminders: false,
  weekly_summary: false,
} as const;
