/** Query keys of the jobs feature: every job query starts with 'jobs'. */
export const jobKeys = {
  all: ['jobs'] as const,
  list: (request: object) => [...jobKeys.all, 'list', request] as const,
  detail: (id: string) => [...jobKeys.all, 'detail', id] as const,
};
