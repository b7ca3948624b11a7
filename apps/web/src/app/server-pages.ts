import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '../config/paths';
import { companyPageFromParams, companyQueryOptions } from '../features/companies/api/get-company';
import { jobQueryOptions } from '../features/jobs/api/get-job';
import { jobListFromParams, jobsQueryOptions } from '../features/jobs/api/get-jobs';
import { featuredJobsQueryOptions } from '../features/landing/api/get-featured-jobs';
import { ApiError } from '../lib/api-client';

/** The addresses of the pages rendered on the server besides the home page ("/"). */
export const SERVER_PAGE_PATHS: readonly string[] = [
  paths.jobs.path,
  paths.job.path,
  paths.company.path,
];

/**
 * The route pattern (config/paths.ts) of the server-rendered page at `pathname`, or null: one
 * value for every job's page, and for "/jobs/12/" as for "/jobs/12".
 */
export function serverPagePath(pathname: string): string | null {
  if (pathname === paths.home.path) return paths.home.path;
  return SERVER_PAGE_PATHS.find((path) => matchPath(path, pathname)) ?? null;
}

/**
 * The pages rendered on the server, the public ones that search engines and shared links
 * open: loads into `queryClient` what the page shows, as the page itself would ask for it,
 * and answers the page's HTTP status. Null for every other address (the browser renders it).
 * An address the API refuses (a filter too long, a NUL in the keyword) is left to the browser
 * as well, as before server rendering: the visitor's input, not a fault to log. Throws when the data could not be read for another
 * reason: the caller then sends the page unrendered, and the browser asks again.
 */
export async function loadServerPage(queryClient: QueryClient, url: URL): Promise<number | null> {
  try {
    return await loadPage(queryClient, url);
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
}

async function loadPage(queryClient: QueryClient, url: URL): Promise<number | null> {
  const { pathname, searchParams } = url;
  if (pathname === paths.home.path) {
    await queryClient.query(featuredJobsQueryOptions());
    return 200;
  }
  if (matchPath(paths.jobs.path, pathname)) {
    await queryClient.query(jobsQueryOptions(jobListFromParams(searchParams).request));
    return 200;
  }
  const job = matchPath(paths.job.path, pathname);
  if (job?.params.id) {
    // "Job not found" (null) for an id that names no job, as for a closed one.
    return (await queryClient.query(jobQueryOptions(job.params.id))) ? 200 : 404;
  }
  const company = matchPath(paths.company.path, pathname);
  if (company?.params.id) {
    const page = companyPageFromParams(searchParams);
    return (await queryClient.query(companyQueryOptions(company.params.id, page))) ? 200 : 404;
  }
  return null;
}
