/**
 * Query keys of the applicant's own data, shared by the applicant pages: favouriting a job,
 * applying or saving a search changes what several pages show, so each of them can refresh
 * the others' data without importing their feature. Every key starts with 'applicant'.
 */
export const applicantKeys = {
  all: ['applicant'] as const,
  dashboard: () => [...applicantKeys.all, 'dashboard'] as const,
  jobSearches: () => [...applicantKeys.all, 'job-search'] as const,
  jobSearch: (request: object) => [...applicantKeys.jobSearches(), request] as const,
  favourites: () => [...applicantKeys.all, 'favourites'] as const,
  applications: () => [...applicantKeys.all, 'applications'] as const,
  /** The application to one job (under applications, so applying refreshes it too). */
  applicationToJob: (jobId: number) => [...applicantKeys.applications(), 'job', jobId] as const,
  savedSearches: () => [...applicantKeys.all, 'saved-searches'] as const,
  notificationSettings: () => [...applicantKeys.all, 'notification-settings'] as const,
};
