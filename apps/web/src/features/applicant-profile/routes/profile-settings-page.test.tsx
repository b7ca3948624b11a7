import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserProfile } from '@firstshift/domain';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, saveSession } from '../../../lib/session';
import { jsonResponse, mockFetch, type FetchCall } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { ProfileSettingsPage } from './profile-settings-page';
import { buildApplicantProfile } from '../../../testing/user-builders';

const routes: RouteObject[] = [
  { path: '/applicant/dashboard/profile', element: <ProfileSettingsPage /> },
];

const PROFILE = buildApplicantProfile({
  phone_number: '+15552221111',
  applicant_profile: {
    address_line1: '4 Elm St',
    address_line2: null,
    city: 'Austin',
    state: 'TX',
    zip_code: '73301',
  },
});

const field = (name: RegExp) =>
  screen.getByLabelText(name, { selector: 'input, select, textarea' });
const update = () => screen.getByRole('button', { name: /^(Update Profile|Updating\.\.\.)$/ });

function savedFrom(call: FetchCall): UserProfile {
  const body = call.body as Record<string, string | null>;
  const text = (key: string) => body[key] ?? null;
  return {
    ...PROFILE,
    first_name: text('first_name'),
    last_name: text('last_name'),
    phone_number: text('phone_number'),
    date_of_birth: text('date_of_birth'),
    applicant_profile: {
      address_line1: text('address_line1'),
      address_line2: text('address_line2'),
      city: text('city'),
      state: text('state'),
      zip_code: text('zip_code'),
    },
  };
}

function serve(
  put: (call: FetchCall) => Response | Promise<Response> = (c) => jsonResponse(savedFrom(c)),
) {
  return mockFetch((call) => (call.method === 'PUT' ? put(call) : jsonResponse(PROFILE)));
}

async function openPage() {
  const view = renderApp('/applicant/dashboard/profile', routes);
  await screen.findByDisplayValue('Maya');
  return view;
}

beforeEach(() =>
  saveSession({ token: 'tok', userId: 9, role: 'applicant', name: 'Maya', firstName: 'Maya' }),
);

describe('ProfileSettingsPage', () => {
  it('shows a spinner, then the loaded profile with the email read-only', async () => {
    serve();
    renderApp('/applicant/dashboard/profile', routes);
    expect(screen.getByRole('progressbar', { name: 'Loading your profile' })).toBeVisible();
    expect(await screen.findByDisplayValue('Maya')).toBeVisible();
    expect(field(/^Last name/)).toHaveValue('Lopez');
    expect(field(/^Date of birth/)).toHaveValue('2007-04-02');
    // What a business learns from it, said where it is given.
    expect(field(/^Date of birth/)).toHaveAccessibleDescription(
      'A business you apply to sees your age, never this date.',
    );
    // Stored in E.164, shown as people write it.
    expect(field(/^Phone/)).toHaveValue('(555) 222-1111');
    expect(field(/^City/)).toHaveValue('Austin');
    expect(field(/^State/)).toHaveValue('TX');
    expect(field(/^Email$/)).toHaveValue('maya@example.test');
    expect(field(/^Email$/)).toHaveAttribute('readonly');
    expect(screen.getByRole('checkbox', { name: /Email me/ })).toBeChecked();
    expect(document.title).toBe('Profile Settings | FirstShift');
  });

  it('says so when the profile cannot be loaded', async () => {
    mockFetch(() => jsonResponse({}, { status: 500 }));
    renderApp('/applicant/dashboard/profile', routes);
    expect(await screen.findByText('Failed to fetch user profile')).toBeVisible();
  });

  it('checks the rules, and clears an error as soon as its field is edited', async () => {
    const { calls } = serve();
    await openPage();
    await userEvent.clear(field(/^First name/));
    await userEvent.clear(field(/^Last name/));
    await userEvent.clear(field(/^Date of birth/));
    await userEvent.clear(field(/^Phone/));
    await userEvent.type(field(/^Phone/), 'abc');
    await userEvent.clear(field(/^ZIP/));
    await userEvent.type(field(/^ZIP/), '12');
    await userEvent.click(update());

    for (const message of [
      'First name is required',
      'Last name is required',
      'Date of birth is required',
      'Invalid phone number: enter it like (919) 555-0188',
      'Invalid ZIP',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await userEvent.type(field(/^ZIP/), '3');
    expect(screen.queryByText('Invalid ZIP')).not.toBeInTheDocument();
    await userEvent.type(field(/^First name/), 'M');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeVisible();
  });

  it('Reset restores the loaded values and clears the errors', async () => {
    serve();
    await openPage();
    await userEvent.clear(field(/^First name/));
    await userEvent.type(field(/^City/), 'ville');
    await userEvent.click(update());
    expect(await screen.findByText('First name is required')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field(/^First name/)).toHaveValue('Maya');
    expect(field(/^City/)).toHaveValue('Austin');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
  });

  it('sends trimmed text and null for blank optional fields, then says it worked', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls } = serve(() => new Promise((resolve) => (answer = resolve)));
    await openPage();
    await userEvent.clear(field(/^First name/));
    await userEvent.type(field(/^First name/), '  Mia ');
    await userEvent.clear(field(/^Phone/));
    await userEvent.clear(field(/^Address line 1/));
    await userEvent.clear(field(/^City/));
    await userEvent.selectOptions(field(/^State/), '');
    await userEvent.clear(field(/^ZIP/));
    await userEvent.click(screen.getByRole('checkbox', { name: /Email me/ }));
    await userEvent.click(update());

    const button = await screen.findByRole('button', { name: 'Updating...' });
    expect(button).toBeDisabled();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/auth/profile');
    expect(put?.body).toEqual({
      first_name: 'Mia',
      last_name: 'Lopez',
      phone_number: null,
      date_of_birth: '2007-04-02',
      address_line1: null,
      address_line2: null,
      city: null,
      state: null,
      zip_code: null,
      email_notifications: false,
    });

    act(() => answer(jsonResponse(savedFrom(put as FetchCall))));
    expect(await screen.findByText('Profile updated successfully!')).toBeVisible();
    expect(update()).toHaveTextContent('Update Profile');
    // The applicant menu is titled from the stored session.
    expect(getSession()?.firstName).toBe('Mia');
    // The saved values are what Reset now returns to.
    await userEvent.type(field(/^City/), 'Dallas');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field(/^First name/)).toHaveValue('Mia');
    expect(field(/^City/)).toHaveValue('');
  });

  it('shows a server field error under its input and other failures in a snackbar', async () => {
    let reply = jsonResponse({ message: 'Invalid ZIP', field: 'zip_code' }, { status: 400 });
    serve(() => reply);
    await openPage();
    await userEvent.click(update());
    expect(await screen.findByText('Invalid ZIP')).toBeVisible();
    expect(field(/^ZIP/)).toHaveAttribute('aria-invalid', 'true');

    reply = jsonResponse({}, { status: 500 });
    await userEvent.click(update());
    expect(await screen.findByText('Failed to update applicant profile')).toBeVisible();
  });

  it('hides the snackbar after 4 seconds', async () => {
    serve();
    await openPage();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await userEvent.click(update());
      expect(await screen.findByText('Profile updated successfully!')).toBeVisible();
      act(() => {
        vi.advanceTimersByTime(4500);
      });
      await waitFor(() =>
        expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument(),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
