import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { LoginPage } from '../routes/login-page';
import { GOOGLE_NOTICES } from './google-notice';

const routes: RouteObject[] = [
  { path: '/applicant/login', element: <LoginPage role="applicant" /> },
  { path: '/business/login', element: <LoginPage role="business" /> },
];

// jsdom cannot navigate: the test stops the link after the app has handled the click.
const stayOnPage = (event: MouseEvent) => {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
};
beforeEach(() => document.addEventListener('click', stayOnPage));
afterEach(() => document.removeEventListener('click', stayOnPage));

const googleLink = () => screen.getByRole('link', { name: 'Continue with Google' });

describe('Continue with Google', () => {
  it('carries the page to return to', () => {
    renderApp('/applicant/login?next=%2Fjobs%2F9%2Fapply', routes);
    expect(googleLink()).toHaveAttribute(
      'href',
      '/api/auth/google/login?role=applicant&next=%2Fjobs%2F9%2Fapply',
    );
  });

  it('leaves out a next page on another site', () => {
    renderApp('/applicant/login?next=%2F%2Fevil.test', routes);
    expect(googleLink()).toHaveAttribute('href', '/api/auth/google/login?role=applicant');
  });

  it('carries Remember me when it is ticked', async () => {
    renderApp('/applicant/login', routes);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(googleLink());
    expect(googleLink()).toHaveAttribute(
      'href',
      '/api/auth/google/login?role=applicant&remember=true',
    );
  });
});

describe('Google sign-in notices', () => {
  it.each(['failed', 'business', 'unverified', 'unavailable'] as const)(
    'explains ?google=%s on the Job Seeker tab',
    (outcome) => {
      renderApp(`/applicant/login?google=${outcome}`, routes);
      expect(screen.getByRole('alert')).toHaveTextContent(GOOGLE_NOTICES[outcome].text);
    },
  );

  it('says nothing for an unknown outcome or on the Business tab', () => {
    const { unmount } = renderApp('/applicant/login?google=whatever', routes);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();
    renderApp('/business/login?google=failed', routes);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
