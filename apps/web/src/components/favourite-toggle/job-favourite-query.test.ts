import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../testing/mock-fetch';
import { jobFavouriteQueryOptions } from './job-favourite-query';

const isSaved = (jobId: number) => new QueryClient().query(jobFavouriteQueryOptions(jobId));

describe('jobFavouriteQueryOptions', () => {
  it("asks whether the applicant saved this one job, and reads the server's answer", async () => {
    const { calls } = mockFetch(({ url }) =>
      jsonResponse({ job_id: 7, is_favourite: url.pathname === '/api/applicant/7/favourite' }),
    );
    expect(await isSaved(7)).toBe(true);
    expect(await isSaved(8)).toBe(false);
    expect(calls.map((call) => [call.method, call.url.pathname])).toEqual([
      ['GET', '/api/applicant/7/favourite'],
      ['GET', '/api/applicant/8/favourite'],
    ]);
  });
});
