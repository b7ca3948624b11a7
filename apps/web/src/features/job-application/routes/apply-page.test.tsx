import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { mockUpload, type UploadReply } from '../../../testing/mock-upload';
import { renderApp } from '../../../testing/render-app';
import { RESUME_HINT } from '../components/resume-picker';
import { routes, serve, signInApplicant } from './apply-page-fixtures';
import { expectLink } from '../../../testing/expect-link';

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

/** The form, once the page knows the applicant may apply, prefilled from the profile. */
async function openForm() {
  signInApplicant();
  serve();
  const rendered = renderApp('/jobs/42/apply', routes);
  await waitFor(() => expect(field(/^First name/)).toHaveValue('Maya'));
  return rendered;
}

// Typing a whole form in jsdom takes seconds on a busy machine.
describe('ApplyPage: the form', { timeout: 30_000 }, () => {
  it('shows the form of SPEC §2, prefilled from the profile where empty', async () => {
    await openForm();

    expect(screen.getByRole('heading', { level: 1, name: 'Apply for Job #42' })).toBeVisible();
    expect(screen.getByText('Complete the application below')).toBeVisible();
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expectLink('Jobs', '/jobs', breadcrumb);
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
    expectLink('Weekend Dog Walker', '/jobs/42');
    expect(field(/^Last name/)).toHaveValue('Lopez');
    expect(field(/^Email/)).toHaveValue('maya@example.test');
    expect(field(/^Phone/)).toHaveValue('(555) 222-1111');
    expect(document.title).toBe('Apply for Job #42 | FirstShift');
  });

  it('checks every field marked *, says why under each, and focuses the first', async () => {
    signInApplicant();
    serve({ profile: { first_name: null, last_name: null, phone_number: null, email: '' } });
    const { calls } = mockUpload(() => ({ status: 201, body: {} }));
    renderApp('/jobs/42/apply', routes);
    const submit = await screen.findByRole('button', { name: 'Submit Application' });
    await userEvent.setup({ delay: null }).click(submit);

    const expected: Array<[HTMLElement, string]> = [
      [field(/^First name/), 'First name is required'],
      [field(/^Last name/), 'Last name is required'],
      [field(/^Email/), 'Enter a valid email'],
      [field(/^Phone/), 'Phone number is required'],
      [field(/^Street address/), 'Street address is required'],
      [field(/^City/), 'City is required'],
      [screen.getByRole('combobox', { name: /^State/ }), 'Select state'],
      [field(/^ZIP/), 'Enter a valid ZIP'],
      [field(/^Why are you a good fit/), 'Cover letter is required'],
    ];
    for (const [input, message] of expected) {
      await waitFor(() => expect(input).toHaveAccessibleDescription(message));
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByText('Select your availability')).toBeVisible();
    expect(screen.getByText('You must accept the terms and conditions to proceed.')).toBeVisible();
    expect(field(/^First name/)).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('sends the multipart form with the resume, then goes to the dashboard', async () => {
    let answer: (reply: UploadReply) => void = () => undefined;
    const { calls } = mockUpload(() => new Promise((resolve) => (answer = resolve)), [0.5]);
    const { currentUrl, seen } = await openForm();
    const user = userEvent.setup({ delay: null });

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
      phone_number: '+15552221111',
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

  it('keeps "Please try again" for a failure another try can mend', async () => {
    mockUpload(() => ({ networkError: true }));
    await openForm();
    const user = userEvent.setup({ delay: null });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Application failed. Please try again.')).toBeVisible();
    expect(screen.getByText('Network error. Please try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  it('puts a field error from the server under its input, and says it in the snackbar', async () => {
    mockUpload(() => ({ status: 400, body: { message: 'Invalid ZIP', field: 'zip_code' } }));
    await openForm();
    const user = userEvent.setup({ delay: null });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await waitFor(() => expect(field(/^ZIP/)).toHaveAccessibleDescription('Invalid ZIP'));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.every((alert) => alert.textContent.includes('Invalid ZIP'))).toBe(true);
    expect(screen.queryByText('Application failed. Please try again.')).toBeNull();
  });

  it('refuses a resume of another type or over 5MB before sending it', async () => {
    await openForm();
    const user = userEvent.setup({ applyAccept: false, delay: null });
    const picker = screen.getByLabelText(RESUME_HINT);

    await user.upload(picker, new File(['MZ'], 'game.exe'));
    expect(screen.getByText('Choose a PDF, DOC or DOCX file.')).toBeVisible();
    await user.upload(picker, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf'));
    expect(screen.getByText('Your resume must be 5MB or smaller.')).toBeVisible();
    expect(screen.queryByText(/^Selected:/)).toBeNull();
  });

  it('says "Invalid job ID." for an id that is not one', async () => {
    signInApplicant();
    serve();
    renderApp('/jobs/abc/apply', routes);
    expect(screen.getByText('Invalid job ID.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
    // A dead end offers a way on.
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs');
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

  it('asks before a link leaves a letter half written, not before a prefilled form', async () => {
    const { currentUrl } = await openForm();
    const user = userEvent.setup({ delay: null });
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    await user.type(field(/^Why are you a good fit/), 'I love dogs.');
    await user.click(breadcrumb.getByRole('link', { name: 'Jobs' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentUrl()).toBe('/jobs/42/apply');
    expect(field(/^Why are you a good fit/)).toHaveValue('I love dogs.');

    // Emptied again, only the profile's prefill is left: nothing of theirs is lost.
    await user.clear(field(/^Why are you a good fit/));
    await user.click(breadcrumb.getByRole('link', { name: 'Jobs' }));
    await waitFor(() => expect(currentUrl()).toBe('/jobs'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a letter half written when the page is left by Back, and fills it in again', async () => {
    const first = await openForm();
    const user = userEvent.setup({ delay: null });
    await user.type(field(/^Why are you a good fit/), 'I love dogs.');
    await user.type(field(/^First name/), 'na');
    // Back unmounts the form: what was typed is kept in this tab, not only after a pause.
    first.unmount();
    expect(screen.queryByRole('textbox')).toBeNull();

    serve();
    renderApp('/jobs/42/apply', routes);
    await waitFor(() => expect(field(/^Why are you a good fit/)).toHaveValue('I love dogs.'));
    expect(field(/^First name/)).toHaveValue('Mayana');
    // The profile's prefill is not kept: it still comes from the profile.
    await waitFor(() => expect(field(/^Last name/)).toHaveValue('Lopez'));
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('What you typed here before you left is filled in again.');

    // Start over: the form as it opens, the profile's prefill with it, and nothing kept.
    await user.click(within(notice).getByRole('button', { name: 'Start over' }));
    expect(field(/^Why are you a good fit/)).toHaveValue('');
    expect(field(/^First name/)).toHaveValue('Maya');
    expect(screen.queryByText(/filled in again/)).toBeNull();
    await waitFor(() => expect(sessionStorage.getItem('draft.9.apply.42')).toBeNull());
  });

  it('says a chosen resume must be chosen again, and keeps nothing for another user', async () => {
    const first = await openForm();
    const user = userEvent.setup({ delay: null });
    await user.type(field(/^Why are you a good fit/), 'Dogs trust me.');
    await user.upload(
      screen.getByLabelText(RESUME_HINT),
      new File(['%PDF-1.4'], 'maya.pdf', { type: 'application/pdf' }),
    );
    first.unmount();

    const second = await openForm();
    await waitFor(() => expect(field(/^Why are you a good fit/)).toHaveValue('Dogs trust me.'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'filled in again. Choose your resume again: files are not kept.',
    );
    second.unmount();

    // Someone else signed in in this tab finds an empty form.
    saveSession({ token: 'u', userId: 10, role: 'applicant', firstName: 'Ann' });
    serve();
    renderApp('/jobs/42/apply', routes);
    await waitFor(() => expect(field(/^First name/)).toHaveValue('Maya'));
    expect(field(/^Why are you a good fit/)).toHaveValue('');
    expect(screen.queryByText(/filled in again/)).toBeNull();
  });

  it('forgets the letter when the applicant leaves on purpose with Cancel', async () => {
    const first = await openForm();
    const user = userEvent.setup({ delay: null });
    await user.type(field(/^Why are you a good fit/), 'I love dogs.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    first.unmount();
    expect(sessionStorage.getItem('draft.9.apply.42')).toBeNull();

    await openForm();
    expect(field(/^Why are you a good fit/)).toHaveValue('');
    expect(screen.queryByText(/filled in again/)).toBeNull();
  });

  it('Cancel goes back one page', async () => {
    const { currentUrl } = await openForm();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentUrl()).toBe('/jobs/42'));
  });
});
