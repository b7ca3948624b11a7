import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { FetchCall } from './mock-fetch';

/**
 * Saves job `jobId` with the "Save to favorites" button inside `message` (a note that tells the
 * reader to save the job), checking that it starts unsaved, ends saved, and that the saving
 * request went out.
 */
export async function expectSavedFrom(message: HTMLElement, calls: FetchCall[], jobId: number) {
  const save = within(message).getByRole('button', { name: 'Save to favorites' });
  await waitFor(() => expect(save).toBeEnabled());
  expect(save).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(save);
  await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));
  const post = calls.find((call) => call.method === 'POST');
  expect(post?.url.pathname).toBe(`/api/applicant/${jobId}/favourite`);
  expect(post?.url.searchParams.get('is_favourite')).toBe('true');
}
