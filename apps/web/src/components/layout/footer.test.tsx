import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { saveSession } from '../../lib/session';
import { renderApp } from '../../testing/render-app';
import { Footer } from './footer';

function footerLinks(column: string) {
  const section = within(screen.getByRole('contentinfo')).getByRole('region', { name: column });
  return within(section)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

function renderFooter() {
  const routes: RouteObject[] = [{ path: '*', element: <Footer /> }];
  return renderApp('/jobs', routes);
}

afterEach(() => sessionStorage.clear());

describe('Footer', () => {
  it('offers a visitor the ways in for seekers and businesses', () => {
    renderFooter();
    expect(footerLinks('Job seekers')).toEqual([
      ['Browse jobs', '/jobs'],
      ['Create account', '/applicant/register'],
      ['Sign in', '/applicant/login'],
    ]);
    expect(footerLinks('Businesses').map(([label]) => label)).toEqual([
      'Post a job',
      'Business login',
      'Register your business',
    ]);
  });

  it('offers a signed-in applicant their own pages, not signing in again', () => {
    saveSession({ token: 't', userId: 9, role: 'applicant', name: 'Sam' });
    renderFooter();
    expect(footerLinks('Job seekers')).toEqual([
      ['Browse jobs', '/jobs'],
      ['My dashboard', '/applicant/dashboard'],
      ['My applications', '/applicant/dashboard/applications'],
    ]);
    expect(footerLinks('Businesses').map(([label]) => label)).toEqual(['Post a job']);
  });

  it('offers a signed-in business its dashboard', () => {
    saveSession({ token: 't', userId: 7, role: 'business', name: 'Happy Tails' });
    renderFooter();
    expect(footerLinks('Job seekers')).toEqual([['Browse jobs', '/jobs']]);
    expect(footerLinks('Businesses')).toEqual([
      ['Post a job', '/business/jobs/new'],
      ['Dashboard', '/business/dashboard'],
    ]);
  });
});
