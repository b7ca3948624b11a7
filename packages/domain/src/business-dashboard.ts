import { z } from 'zod';
import { JOB_STATUSES, JOB_TYPES } from './constants';

// GET /dashboard/ and the archive / unarchive answers (SPEC §3 "Business dashboard").

export const businessDashboardMetricsSchema = z.object({
  active_jobs: z.number().int(),
  /** Applications to the business's jobs (jobs since deleted no longer count). */
  total_applications: z.number().int(),
  /** Applications received since the first day of this month (UTC). */
  new_applications_this_month: z.number().int(),
  /** Percent (0–100, whole) of applications whose status has left "applied"; 0 when none. */
  average_response_rate: z.number(),
});
export type BusinessDashboardMetrics = z.infer<typeof businessDashboardMetricsSchema>;

/** One of the business's jobs, in any status. */
export const businessJobRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  location_city: z.string(),
  location_state: z.string(),
  location_zip: z.string(),
  /** ISO 8601 UTC when the job was published; null for a draft never published. */
  posted_date: z.string().nullable(),
  job_type: z.array(z.enum(JOB_TYPES)),
  business_category: z.string(),
  description: z.string(),
  applicants: z.number().int(),
  /** Applications the business has not opened yet. */
  new_applications: z.number().int(),
  status: z.enum(JOB_STATUSES),
  /** YYYY-MM-DD or null: an active job leaves the board once it has passed (decision 081). */
  application_deadline: z.string().nullable(),
  /** ISO 8601 UTC of the last change (what a draft shows instead of a posted date). */
  updated_at: z.string(),
});
export type BusinessJobRow = z.infer<typeof businessJobRowSchema>;

export const businessDashboardSchema = z.object({
  metrics: businessDashboardMetricsSchema,
  /** Every job of the business, most recently changed first. */
  jobs: z.array(businessJobRowSchema),
});
export type BusinessDashboard = z.infer<typeof businessDashboardSchema>;
