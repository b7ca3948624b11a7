import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserProfile } from '@firstshift/domain';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS, saveSession } from '../../../lib/session';
import { jsonResponse, mockFetch, type FetchCall } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { BusinessProfilePage } from './business-profile-page';

const routes: RouteObject[] = [{ path: '/business/profile', element: <BusinessProfilePage /> }];

const DETAILS = {
  business_name: 'Corner Bakery',
  business_category: 'Restaurant',
  business_description: 'Fresh bread daily.',
  address_line1: '12 Main St',
  address_line2: null,
  city: 'Springfield',
  state: 'IL',
  zip_code: '62701',
};

const PROFILE: UserProfile = {
  id: 7,
  first_name: null,
  last_name: null,
  email: 'owner@bakery.test',
  phone_number: '+15551234567',
  role: 'business',
  date_of_birth: null,
  email_notifications: true,
  business_profile: { id: 3, ...DETAILS },
};

const field = (name: RegExp) =>
  screen.getByLabelText(name, { selector: 'input, select, textarea' });
const save = () => screen.getByRole('button', { name: 'Save Changes' });

type Put = (call: FetchCall) => Response;

function serve(put: Put = (call) => jsonResponse(savedFrom(call))) {
  return mockFetch((call) =>
    call.method === 'PUT' ? put(call) : jsonResponse(PROFILE, { status: 200 }),
  );
}

function savedFrom(call: FetchCall): UserProfile {
  const body = call.body as Record<string, string | null>;
  return {
    ...PROFILE,
    phone_number: body.phone_number ?? null,
    business_profile: {
      id: 3,
      business_name: body.business_name ?? '',
      business_category: body.business_category ?? '',
      business_description: body.business_description ?? '',
      address_line1: body.address_line1 ?? '',
      address_line2: body.address_line2 ?? null,
      city: body.city ?? '',
      state: body.state ?? '',
      zip_code: body.zip_code ?? '',
    },
  };
}

beforeEach(() => saveSession({ token: 'tok', userId: 7, role: 'business', name: 'Corner Bakery' }));
afterEach(() => sessionStorage.clear());

describe('BusinessProfilePage', () => {
  it('shows a spinner, then the loaded profile with the email read-only', async () => {
    serve();
    renderApp('/business/profile', routes);
    expect(screen.getByRole('progressbar', { name: 'Loading your profile' })).toBeVisible();
    expect(await screen.findByDisplayValue('Corner Bakery')).toBeVisible();
    expect(field(/^Business category/)).toHaveValue('Restaurant');
    expect(field(/^Business description/)).toHaveValue('Fresh bread daily.');
    // Stored in E.164, shown as people write it.
    expect(field(/^Phone/)).toHaveValue('(555) 123-4567');
    expect(field(/^State/)).toHaveValue('IL');
    expect(field(/^ZIP/)).toHaveValue('62701');
    expect(field(/^Email$/)).toHaveValue('owner@bakery.test');
    expect(field(/^Email$/)).toHaveAttribute('readonly');
    expect(document.title).toContain('Business Profile');
  });

  it('says the profile could not be loaded', async () => {
    mockFetch(() => new Response(null, { status: 500 }));
    renderApp('/business/profile', routes);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch user profile');
  });

  it('checks the required fields before saving', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderApp('/business/profile', routes);
    await user.clear(await screen.findByDisplayValue('Corner Bakery'));
    await user.clear(field(/^City/));
    await user.clear(field(/^ZIP/));
    await user.type(field(/^ZIP/), '9999');
    await user.clear(field(/^Phone/));
    await user.type(field(/^Phone/), 'abc');
    await user.selectOptions(field(/^Business category/), '');
    await user.click(save());
    await waitFor(() =>
      expect(field(/^Business name/)).toHaveAccessibleDescription('Business name is required'),
    );
    expect(field(/^City/)).toHaveAccessibleDescription('City is required');
    expect(field(/^ZIP/)).toHaveAccessibleDescription('Invalid ZIP');
    expect(field(/^Phone/)).toHaveAccessibleDescription(
      'Invalid phone: enter it like (919) 555-0188',
    );
    expect(field(/^Business category/)).toHaveAccessibleDescription('Select a category');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('saves, says so, and renames the stored session for the nav greeting', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderApp('/business/profile', routes);
    const name = await screen.findByDisplayValue('Corner Bakery');
    await user.clear(name);
    await user.type(name, 'Corner Bakery & Cafe');
    await user.click(screen.getByRole('checkbox', { name: /^Email me about new applicants/ }));
    await user.click(save());
    expect(await screen.findByText('Profile updated successfully!')).toBeVisible();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/auth/profile');
    expect(put?.body).toEqual({
      ...DETAILS,
      business_name: 'Corner Bakery & Cafe',
      phone_number: '+15551234567',
      email_notifications: false,
    });
    expect(localStorage.getItem(SESSION_KEYS.name)).toBe('Corner Bakery & Cafe');
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('tok');
    // The saved values are now what Reset returns to.
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('restores the loaded values on Reset', async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/business/profile', routes);
    await user.type(await screen.findByDisplayValue('12 Main St'), ', Suite 4');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field(/^Address line 1/)).toHaveValue('12 Main St');
  });

  it('shows server field errors under their input and other failures above the form', async () => {
    let put: Put = () =>
      jsonResponse({ message: 'Unknown ZIP', field: 'zip_code' }, { status: 400 });
    serve((call) => put(call));
    const user = userEvent.setup();
    renderApp('/business/profile', routes);
    await screen.findByDisplayValue('Corner Bakery');
    await user.click(save());
    await waitFor(() => expect(field(/^ZIP/)).toHaveAccessibleDescription('Unknown ZIP'));

    put = () => jsonResponse({ detail: 'Profile is locked' }, { status: 423 });
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile is locked');

    put = () => new Response(null, { status: 500 });
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to update business profile'),
    );
    expect(localStorage.getItem(SESSION_KEYS.name)).toBe('Corner Bakery');
  });
});
