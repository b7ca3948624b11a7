/** Query keys of the business's own jobs: every one starts with 'business-jobs'. */
export const businessJobKeys = {
  all: ['business-jobs'] as const,
  dashboard: () => [...businessJobKeys.all, 'dashboard'] as const,
  job: (id: string) => [...businessJobKeys.all, 'job', id] as const,
};
