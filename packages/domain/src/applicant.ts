import { z } from 'zod';
import { interviewInPlaySchema } from './interviews';
import { APPLICATION_STATUSES, JOB_TYPES, SORT_OPTIONS, WORK_FORMATS } from './constants';
import { jobListQuerySchema } from './jobs';
import { formBooleanField, requiredLineField } from './validation/fields';

// Request and response shapes of the applicant calls (SPEC §3, §7) and of what our design adds
// to them (DESIGN §5: saved searches, notification settings). The API declares its route
// schemas from these, and the SPA reads its types from them.

/** Saved searches one applicant may keep. */
export const SAVED_SEARCHES_MAX = 50;
/** "{n} new jobs" counts up to this many; `new_jobs_capped` says there are more. */
export const NEW_JOBS_COUNT_LIMIT = 100;
/** The dashboard's recent_applications metric counts applications of the last this-many days. */
export const RECENT_APPLICATIONS_DAYS = 30;
/** Newest applications listed on the dashboard. */
export const DASHBOARD_RECENT_APPLICATIONS = 5;
/** Newest job alerts the dashboard returns (the overview card shows JOB_ALERTS_SHOWN). */
export const DASHBOARD_JOB_ALERTS = 10;

/** skip and limit of the applicant lists (default 0 and 20, SPEC §9). */
export const applicantPageQuerySchema = jobListQuerySchema.pick({ skip: true, limit: true });
export type ApplicantPageQuery = z.output<typeof applicantPageQuerySchema>;

export const IS_FAVOURITE_MESSAGE = 'is_favourite must be true or false';

/** POST /applicant/{jobId}/favourite?is_favourite=true|false. */
export const favouriteToggleQuerySchema = z.object({
  is_favourite: z
    .enum(['true', 'false'], { error: IS_FAVOURITE_MESSAGE })
    .transform((v) => v === 'true'),
});

export const favouriteToggleResponseSchema = z.object({
  job_id: z.number().int(),
  is_favourite: z.boolean(),
});
export type FavouriteToggleResponse = z.infer<typeof favouriteToggleResponseSchema>;

/** One of GET /applicant/favourites (SPEC §3 "Favourite job"). */
export const favouriteJobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  company: z.string(),
  location_city: z.string(),
  location_state: z.string(),
  /** ISO 8601 UTC. */
  posted: z.string(),
  job_type: z.array(z.enum(JOB_TYPES)),
  compensation_type: z.string().nullable(),
  compensation_amount: z.number().nullable(),
  /** The last day to apply, YYYY-MM-DD; null for none (decision 084). */
  deadline: z.string().nullable(),
  is_favourite: z.boolean(),
  /** False once its business took the job off the board; it stays saved (decision 111). */
  is_open: z.boolean(),
});
export type FavouriteJob = z.infer<typeof favouriteJobSchema>;

/** GET /applicant/favourites: the jobs the applicant saved, open or closed, newest saved first. */
export const favouritesResponseSchema = z.object({
  favourites: z.array(favouriteJobSchema),
  total: z.number().int(),
});
export type FavouritesResponse = z.infer<typeof favouritesResponseSchema>;

/** One of GET /applicant/applications/my (SPEC §3 "Application (list)"). */
export const applicationListItemSchema = z.object({
  id: z.number().int(),
  /** Null once the business has deleted the job; title and company stay as applied to. */
  job_id: z.number().int().nullable(),
  job_title: z.string(),
  company_name: z.string(),
  /** ISO 8601 UTC. */
  applied_at: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** ISO 8601 UTC of the last status change (the application itself at first). */
  status_changed_at: z.string(),
  /** An interview in play (the list only). */
  interview: interviewInPlaySchema.optional(),
  /** Messages from the business not read yet (the list only). */
  unread_messages: z.number().int().optional(),
});
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;

export const APPLICATION_SUBMITTED_MESSAGE = 'Application submitted successfully!';

/** POST /applicant/{jobId}/apply, 201. */
export const applySuccessSchema = z.object({
  application_id: z.number().int(),
  message: z.string(),
});
export type ApplySuccess = z.infer<typeof applySuccessSchema>;

/**
 * The filters a saved search keeps: those of GET /jobs/ without paging, with the toggles as
 * booleans (JSON) or "true"/"false" (as in a query string).
 */
export const savedSearchFiltersSchema = jobListQuerySchema
  .pick({
    search: true,
    location: true,
    city: true,
    state: true,
    zip: true,
    near: true,
    radius: true,
    job_type: true,
    business_category: true,
    work_format: true,
    company: true,
    compensation_type: true,
    minimum_age: true,
    sort: true,
  })
  .extend({
    hsWelcome: formBooleanField().optional(),
    afterSchool: formBooleanField().optional(),
    weekends: formBooleanField().optional(),
    afterThree: formBooleanField().optional(),
    summerOnly: formBooleanField().optional(),
    youngHours: formBooleanField().optional(),
  });
export type SavedSearchFiltersInput = z.input<typeof savedSearchFiltersSchema>;
export type SavedSearchFilters = z.output<typeof savedSearchFiltersSchema>;

/** Saved filters as the API returns them (the normalised values, unset ones left out). */
export const savedSearchFiltersViewSchema = z.object({
  search: z.string().optional(),
  location: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  zip: z.string().optional(),
  near: z.string().optional(),
  radius: z.number().int().optional(),
  job_type: z.enum(JOB_TYPES).optional(),
  business_category: z.string().optional(),
  work_format: z.enum(WORK_FORMATS).optional(),
  company: z.string().optional(),
  compensation_type: z.string().optional(),
  minimum_age: z.number().int().optional(),
  sort: z.enum(SORT_OPTIONS).optional(),
  hsWelcome: z.boolean().optional(),
  afterSchool: z.boolean().optional(),
  weekends: z.boolean().optional(),
  afterThree: z.boolean().optional(),
  summerOnly: z.boolean().optional(),
  youngHours: z.boolean().optional(),
});

export const SAVED_SEARCH_NAME_MESSAGE = 'Give this search a name';
export const SAVED_SEARCH_NAME_MAX_LENGTH = 100;

/** POST /applicant/saved-searches and PUT /applicant/saved-searches/{id}. */
export const savedSearchPayloadSchema = z.object({
  name: requiredLineField(SAVED_SEARCH_NAME_MESSAGE, SAVED_SEARCH_NAME_MAX_LENGTH),
  filters: savedSearchFiltersSchema.prefault({}),
});
export type SavedSearchPayloadInput = z.input<typeof savedSearchPayloadSchema>;
export type SavedSearchPayload = z.output<typeof savedSearchPayloadSchema>;

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: savedSearchFiltersViewSchema,
  /** ISO 8601 UTC; the creation time until the applicant first views its jobs. */
  last_checked_at: z.string(),
  created_at: z.string(),
  /** Active jobs matching the filters published since last_checked_at, up to NEW_JOBS_COUNT_LIMIT. */
  new_jobs: z.number().int(),
  /** True when there are more new jobs than new_jobs says. */
  new_jobs_capped: z.boolean(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** GET /applicant/saved-searches, newest first. */
export const savedSearchListSchema = z.array(savedSearchSchema);

/** The four switches of SPEC §2 "Notification Settings" (defaults: DEFAULT_NOTIFICATION_SETTINGS). */
export const notificationSettingsSchema = z.object({
  new_job_matches: z.boolean({ error: 'new_job_matches must be true or false' }),
  application_updates: z.boolean({ error: 'application_updates must be true or false' }),
  interview_reminders: z.boolean({ error: 'interview_reminders must be true or false' }),
  weekly_summary: z.boolean({ error: 'weekly_summary must be true or false' }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** GET /applicant/dashboard (SPEC §3 "Applicant dashboard"). */
export const applicantDashboardSchema = z.object({
  metrics: z.object({
    total_applications: z.number().int(),
    /** Applications neither accepted nor rejected. */
    active_applications: z.number().int(),
    /** Saved jobs that are still active (what the Favorite Jobs page lists). */
    favourite_jobs: z.number().int(),
    /** Applications sent in the last RECENT_APPLICATIONS_DAYS days. */
    recent_applications: z.number().int(),
  }),
  /** The newest DASHBOARD_RECENT_APPLICATIONS applications. */
  recent_applications: z.array(
    applicationListItemSchema.pick({
      id: true,
      job_title: true,
      company_name: true,
      applied_at: true,
      status: true,
    }),
  ),
  /** Newest active jobs matching any saved search, at most DASHBOARD_JOB_ALERTS. */
  job_alerts: z.array(
    z.object({
      /** The job's id. */
      id: z.number().int(),
      title: z.string(),
      company: z.string(),
      location_city: z.string(),
      location_state: z.string(),
      job_type: z.array(z.enum(JOB_TYPES)),
      /** ISO 8601 UTC. */
      posted: z.string(),
      /** Published after a matching search was last checked. */
      is_new: z.boolean(),
    }),
  ),
});
export type ApplicantDashboard = z.infer<typeof applicantDashboardSchema>;
