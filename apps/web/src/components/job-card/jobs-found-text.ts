/** "1 job found", "57 jobs found", or "500+ jobs found" when the API stopped counting. */
export function jobsFoundText(total: number, capped: boolean): string {
  if (capped) return `${total.toLocaleString('en-US')}+ jobs found`;
  return `${total} ${total === 1 ? 'job' : 'jobs'} found`;
}
