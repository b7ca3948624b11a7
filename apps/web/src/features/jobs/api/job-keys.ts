/** Query keys of the jobs feature: every job query starts with 'jobs'. */
export const jobKeys = {
  all: ['jobs'] as const,
  list: (request: object) => [...jobKeys.all, 'list', request] as const,
  /** Keyed by the viewer too: its owner reads a job with `is_owner`, others without. */
  detail: (id: string, viewer: string | null = null) =>
    [...jobKeys.all, 'detail', id, viewer] as const,
};
