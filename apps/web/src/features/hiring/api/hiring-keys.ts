/** Query keys of the hiring screens: every one starts with 'hiring'. */
export const hiringKeys = {
  all: ['hiring'] as const,
  jobApplications: (jobId: string) => [...hiringKeys.all, 'job', jobId] as const,
  application: (id: string) => [...hiringKeys.all, 'application', id] as const,
};
