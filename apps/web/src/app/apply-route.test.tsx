import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getSession, saveSession } from '../lib/session';
import { jsonResponse, mockFetch } from '../testing/mock-fetch';
import { renderApp } from '../testing/render-app';

afterEach(() => sessionStorage.clear());

describe('Apply route', () => {
  it('sends an applicant whose session expired to sign in again, then back to the form', async () => {
    saveSession({ token: 'old', userId: 9, role: 'applicant', firstName: 'Sam' });
    mockFetch(() =>
      jsonResponse({ message: 'Your session has expired. Please sign in again.' }, { status: 401 }),
    );
    const { currentUrl } = renderApp('/jobs/5/apply');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    expect(currentUrl()).toBe('/applicant/login?next=%2Fjobs%2F5%2Fapply');
    expect(getSession()).toBeNull();
  });
});
