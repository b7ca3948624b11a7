import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { saveSession } from '../../lib/session';
import { mockWindowWidth } from '../../testing/match-media';
import { jsonResponse, mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import { ApplicantDashboardLayout } from './applicant-dashboard-layout';
import { expectLink } from '../../testing/expect-link';

const routes: RouteObject[] = [
  { path: '/applicant/login', element: <h1>Sign in</h1> },
  {
    path: '/applicant/dashboard',
    element: <ApplicantDashboardLayout />,
    children: [
      { index: true, element: <h1>Overview page</h1> },
      { path: 'profile', element: <h1>Profile page</h1> },
      { path: 'settings', element: <h1>Settings page</h1> },
    ],
  },
];

const signInApplicant = () =>
  saveSession({ token: 't', userId: 7, role: 'applicant', name: 'Maya', firstName: 'Maya' });

const sidebar = () => screen.getByRole('navigation', { name: 'Dashboard' });
const toggle = () => screen.getByRole('button', { name: /sidebar$/ });

describe('ApplicantDashboardLayout', () => {
  it('sends a visitor who is not signed in to the applicant login, then back here', () => {
    const { currentUrl, seen } = renderApp('/applicant/dashboard/profile?tab=1', routes);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentUrl()).toBe(
      `/applicant/login?next=${encodeURIComponent('/applicant/dashboard/profile?tab=1')}`,
    );
    expect(seen.navigationType).toBe('REPLACE');
  });

  it('tells a signed-in business, in the public layout, that the page is for job seekers', () => {
    saveSession({ token: 't', userId: 3, role: 'business', name: 'Happy Tails' });
    mockFetch(() => jsonResponse({ unread: 0, notifications: [] }));
    const { currentUrl } = renderApp('/applicant/dashboard', routes);
    expect(currentUrl()).toBe('/applicant/dashboard');
    expect(
      within(screen.getByRole('main')).getByRole('heading', {
        level: 1,
        name: 'This page is for job seekers',
      }),
    ).toBeInTheDocument();
    expectLink('Back to Business Dashboard', '/business/dashboard');
    expect(screen.queryByRole('heading', { name: 'Overview page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('shows the applicant bar, the page in main and the current page highlighted', async () => {
    mockWindowWidth(1280);
    signInApplicant();
    renderApp('/applicant/dashboard/profile', routes);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Maya' })).toBeInTheDocument();
    const links = within(sidebar()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Overview',
      'Job Search',
      'Favorites',
      'Saved Searches',
      'My Applications',
      'Notification Settings',
      'Profile',
      'Settings',
    ]);
    expectLink('Job Search', '/applicant/dashboard/job-search', within(sidebar()));
    expect(within(sidebar()).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebar()).getByRole('link', { name: 'Overview' })).not.toHaveAttribute(
      'aria-current',
    );

    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('is open on wide screens and collapses to icons with the toggle', async () => {
    mockWindowWidth(1280);
    signInApplicant();
    renderApp('/applicant/dashboard', routes);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(within(sidebar()).getByText('Profile')).toBeInTheDocument();

    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAccessibleName('Expand sidebar');
    expect(within(sidebar()).queryByText('Profile')).not.toBeInTheDocument();
    // Icons only: each link keeps its name for screen readers and its tooltip.
    expect(within(sidebar()).getByRole('link', { name: 'Profile' })).toBeInTheDocument();

    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(within(sidebar()).getByText('Profile')).toBeInTheDocument();
  });

  it('collapses by itself at 900 px or less and opens again when wider', async () => {
    const window = mockWindowWidth(900);
    signInApplicant();
    renderApp('/applicant/dashboard', routes);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    window.resizeTo(901);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    window.resizeTo(700);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    // Opened on a phone, it is collapsed again the next time the screen becomes narrow.
    await userEvent.click(toggle());
    window.resizeTo(1280);
    window.resizeTo(800);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps a sidebar collapsed on a wide screen collapsed after a narrow spell', async () => {
    const window = mockWindowWidth(1280);
    signInApplicant();
    renderApp('/applicant/dashboard', routes);
    await userEvent.click(toggle());
    window.resizeTo(600);
    window.resizeTo(1280);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the opened sidebar on a narrow screen once a page is chosen', async () => {
    mockWindowWidth(800);
    signInApplicant();
    renderApp('/applicant/dashboard', routes);
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts the pages on a labelled bar at the bottom of a phone, the rest under More', async () => {
    mockWindowWidth(390);
    signInApplicant();
    renderApp('/applicant/dashboard', routes);
    const bar = screen.getByTestId('applicant-bottom-nav');
    expect(screen.queryByRole('button', { name: /sidebar$/ })).toBeNull();
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Search', 'Favorites', 'Applications']);
    // Short words on the bar, each on one line; the links keep the pages' whole names.
    expectLink('My Applications', '/applicant/dashboard/applications', within(bar));
    expectLink('Job Search', '/applicant/dashboard/job-search', within(bar));
    expect(within(bar).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const user = userEvent.setup();
    await user.click(within(bar).getByRole('button', { name: 'More' }));
    const more = await screen.findByRole('dialog', { name: 'More' });
    expect(
      within(more)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Saved Searches', 'Notification Settings', 'Profile', 'Settings']);
    await user.click(within(more).getByRole('link', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'More' })).toBeNull();
  });
});
