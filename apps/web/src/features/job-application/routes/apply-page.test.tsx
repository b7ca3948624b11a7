import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserProfile } from '@firstshift/domain';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildJobDetail } from '../../../testing/job-builders';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { mockUpload, type UploadReply } from '../../../testing/mock-upload';
import { renderApp } from '../../../testing/render-app';
import { RESUME_HINT } from '../components/resume-picker';
import { ApplyPage } from './apply-page';

const routes: RouteObject[] = [
  { path: '/jobs/:jobId/apply', element: <ApplyPage /> },
  { path: '/jobs/:id', element: <h1>Job page</h1> },
  { path: '/applicant/dashboard', element: <h1>Applicant dashboard</h1> },
  { path: '/applicant/login', element: <h1>Sign in</h1> },
];

const PROFILE: UserProfile = {
  id: 9,
  first_name: 'Maya',
  last_name: 'Lopez',
  email: 'maya@example.test',
  phone_number: '555-222-1111',
  role: 'applicant',
  date_of_birth: '2009-04-02',
  email_notifications: true,
  business_profile: null,
  applicant_profile: null,
};

const signInApplicant = () =>
  saveSession({ token: 't', userId: 9, role: 'applicant', firstName: 'Maya' });

function serveJobAndProfile() {
  return mockFetch(({ url }) =>
    url.pathname === '/api/auth/user_details'
      ? jsonResponse(PROFILE)
      : jsonResponse(buildJobDetail({ id: 42, title: 'Weekend Dog Walker' })),
  );
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Street address/), '4 Elm St');
  await user.type(field(/^City/), 'Austin');
  await user.selectOptions(screen.getByRole('combobox', { name: /^State/ }), 'TX');
  await user.type(field(/^ZIP/), '73301');
  await user.type(field(/^Why are you a good fit/), 'I love dogs.');
  await user.click(screen.getByRole('radio', { name: 'Immediately' }));
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
}

describe('ApplyPage', () => {
  it('shows the form of SPEC §2, prefilled from the profile where empty', async () => {
    signInApplicant();
    serveJobAndProfile();
    renderApp('/jobs/42/apply', routes);

    expect(screen.getByRole('heading', { level: 1, name: 'Apply for Job #42' })).toBeVisible();
    expect(screen.getByText('Complete the application below')).toBeVisible();
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/jobs');
    expect(breadcrumb.getByText('Apply')).toBeVisible();
    for (const section of [
      'Personal Information',
      'Address',
      'Resume',
      'Cover Letter',
      'Relevant Experience',
      'Education',
      'Availability',
      'References (Optional)',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    expect(screen.getByText(RESUME_HINT)).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Weekend Dog Walker' })).toHaveAttribute(
      'href',
      '/jobs/42',
    );
    await waitFor(() => expect(field(/^First name/)).toHaveValue('Maya'));
    expect(field(/^Last name/)).toHaveValue('Lopez');
    expect(field(/^Email/)).toHaveValue('maya@example.test');
    expect(field(/^Phone/)).toHaveValue('555-222-1111');
    expect(document.title).toBe('Apply for Job #42 | FirstShift');
  });

  it('asks for the terms before sending anything', async () => {
    signInApplicant();
    serveJobAndProfile();
    const { calls } = mockUpload(() => ({ status: 201, body: {} }));
    renderApp('/jobs/42/apply', routes);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(
      await screen.findByText('You must accept the terms and conditions to proceed.'),
    ).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('sends the multipart form with the resume, then goes to the dashboard', async () => {
    signInApplicant();
    serveJobAndProfile();
    let answer: (reply: UploadReply) => void = () => undefined;
    const { calls } = mockUpload(() => new Promise((resolve) => (answer = resolve)), [0.5]);
    const { currentUrl, seen } = renderApp('/jobs/42/apply', routes);
    const user = userEvent.setup();
    await waitFor(() => expect(field(/^First name/)).toHaveValue('Maya'));

    await user.upload(
      screen.getByLabelText(RESUME_HINT),
      new File(['%PDF-1.4 résumé'], 'maya-resume.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByText('Selected: maya-resume.pdf')).toBeVisible();
    await fillRequired(user);
    await user.type(field(/^School, grade/), 'Grade 10');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Uploading… 50%')).toBeVisible();
    const call = calls[0];
    expect(call?.url.pathname).toBe('/api/applicant/42/apply');
    expect(call?.headers.get('Authorization')).toBe('Bearer t');
    const sent = Object.fromEntries(
      [...(call?.body.entries() ?? [])].filter(([name]) => name !== 'resume'),
    );
    expect(sent).toEqual({
      job_id: '42',
      first_name: 'Maya',
      last_name: 'Lopez',
      email: 'maya@example.test',
      phone_number: '555-222-1111',
      street_address: '4 Elm St',
      city: 'Austin',
      state: 'TX',
      zip_code: '73301',
      cover_letter: 'I love dogs.',
      availability: 'immediately',
      education: 'Grade 10',
      terms_accepted: 'true',
      contact_permission: 'false',
    });
    expect((call?.body.get('resume') as File).name).toBe('maya-resume.pdf');

    answer({ status: 201, body: { application_id: 5, message: 'ok' } });
    const snackbar = await screen.findByRole('alert');
    expect(snackbar).toHaveTextContent('Application submitted successfully!');
    await user.click(within(snackbar).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentUrl()).toBe('/applicant/dashboard'));
    expect(seen.navigationType).toBe('REPLACE');
  });

  it('shows the generic snackbar and the server reason when the application is refused', async () => {
    signInApplicant();
    serveJobAndProfile();
    mockUpload(() => ({
      status: 409,
      body: { message: 'You have already applied to this job.' },
    }));
    renderApp('/jobs/42/apply', routes);
    const user = userEvent.setup();
    await waitFor(() => expect(field(/^First name/)).toHaveValue('Maya'));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Application failed. Please try again.')).toBeVisible();
    expect(screen.getByText('You have already applied to this job.')).toBeVisible();
  });

  it('puts a field error from the server under its input', async () => {
    signInApplicant();
    serveJobAndProfile();
    mockUpload(() => ({
      status: 400,
      body: { message: 'Invalid ZIP', field: 'zip_code' },
    }));
    renderApp('/jobs/42/apply', routes);
    const user = userEvent.setup();
    await waitFor(() => expect(field(/^First name/)).toHaveValue('Maya'));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await waitFor(() => expect(field(/^ZIP/)).toHaveAccessibleDescription('Invalid ZIP'));
    expect(screen.getByText('Application failed. Please try again.')).toBeVisible();
  });

  it('refuses a resume of another type or over 5MB before sending it', async () => {
    signInApplicant();
    serveJobAndProfile();
    renderApp('/jobs/42/apply', routes);
    const user = userEvent.setup({ applyAccept: false });
    const picker = screen.getByLabelText(RESUME_HINT);

    await user.upload(picker, new File(['MZ'], 'game.exe'));
    expect(screen.getByText('Choose a PDF, DOC or DOCX file.')).toBeVisible();
    await user.upload(picker, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf'));
    expect(screen.getByText('Your resume must be 5MB or smaller.')).toBeVisible();
    expect(screen.queryByText(/^Selected:/)).toBeNull();
  });

  it('says "Invalid job ID." for an id that is not one', async () => {
    signInApplicant();
    serveJobAndProfile();
    renderApp('/jobs/abc/apply', routes);
    expect(screen.getByText('Invalid job ID.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
  });

  it('sends a visitor to sign in first and tells a business it cannot apply', async () => {
    const { currentUrl, unmount } = renderApp('/jobs/42/apply', routes);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(currentUrl()).toBe('/applicant/login?next=%2Fjobs%2F42%2Fapply');
    unmount();

    saveSession({ token: 't', userId: 3, role: 'business', name: 'Happy Tails' });
    renderApp('/jobs/42/apply', routes);
    expect(
      screen.getByText('You are not allowed to apply to this job as a business user'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
  });

  it('Cancel goes back one page', async () => {
    signInApplicant();
    serveJobAndProfile();
    const { currentUrl } = renderApp('/jobs/42/apply', routes);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentUrl()).toBe('/jobs/42'));
  });
});
