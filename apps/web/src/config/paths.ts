// Every route of SPEC §2 in one table: `path` is the router pattern, `getHref` builds a link.

type Id = number | string;

function withNext(path: string, next?: string): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  jobs: { path: '/jobs', getHref: (search = '') => `/jobs${search}` },
  job: { path: '/jobs/:id', getHref: (id: Id) => `/jobs/${id}` },
  company: {
    path: '/companies/:id',
    getHref: (id: Id, page = 1) => `/companies/${id}${page > 1 ? `?page=${page}` : ''}`,
  },
  applyToJob: { path: '/jobs/:jobId/apply', getHref: (jobId: Id) => `/jobs/${jobId}/apply` },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  applicant: {
    login: {
      path: '/applicant/login',
      getHref: (next?: string) => withNext('/applicant/login', next),
    },
    /** Where the Google sign-in callback hands over (the one-time code is in the URL fragment). */
    googleSignIn: { path: '/applicant/login/google', getHref: () => '/applicant/login/google' },
    register: {
      path: '/applicant/register',
      getHref: (next?: string) => withNext('/applicant/register', next),
    },
    dashboard: { path: '/applicant/dashboard', getHref: () => '/applicant/dashboard' },
    jobSearch: { path: 'job-search', getHref: () => '/applicant/dashboard/job-search' },
    favourites: { path: 'favorites', getHref: () => '/applicant/dashboard/favorites' },
    savedSearches: { path: 'saved-searches', getHref: () => '/applicant/dashboard/saved-searches' },
    applications: { path: 'applications', getHref: () => '/applicant/dashboard/applications' },
    application: {
      path: 'applications/:applicationId',
      getHref: (applicationId: Id) => `/applicant/dashboard/applications/${applicationId}`,
    },
    notifications: { path: 'notifications', getHref: () => '/applicant/dashboard/notifications' },
    profile: { path: 'profile', getHref: () => '/applicant/dashboard/profile' },
    settings: { path: 'settings', getHref: () => '/applicant/dashboard/settings' },
    privacy: { path: 'settings/privacy', getHref: () => '/applicant/dashboard/settings/privacy' },
  },
  business: {
    root: { path: '/business', getHref: () => '/business' },
    login: {
      path: '/business/login',
      getHref: (next?: string) => withNext('/business/login', next),
    },
    register: {
      path: '/business/register',
      getHref: (next?: string) => withNext('/business/register', next),
    },
    dashboard: { path: 'dashboard', getHref: () => '/business/dashboard' },
    profile: { path: 'profile', getHref: () => '/business/profile' },
    newJob: { path: 'jobs/new', getHref: () => '/business/jobs/new' },
    editJob: { path: 'jobs/:jobId/edit', getHref: (jobId: Id) => `/business/jobs/${jobId}/edit` },
    viewJob: { path: 'jobs/:jobId/view', getHref: (jobId: Id) => `/business/jobs/${jobId}/view` },
    jobApplications: {
      path: 'jobs/:jobId/applications',
      getHref: (jobId: Id) => `/business/jobs/${jobId}/applications`,
    },
    application: {
      path: 'applications/:applicationId',
      getHref: (applicationId: Id) => `/business/applications/${applicationId}`,
    },
  },
} as const;
