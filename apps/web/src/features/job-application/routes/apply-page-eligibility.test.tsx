import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockUpload } from '../../../testing/mock-upload';
import { renderApp } from '../../../testing/render-app';
import { routes, sentApplication, serve, signInApplicant, yearsAgo } from './apply-page-fixtures';
import { expectLink } from '../../../testing/expect-link';
import { expectSavedFrom } from '../../../testing/expect-saved-from';

const noForm = () => {
  expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
  expect(screen.queryByRole('textbox', { name: /^First name/ })).toBeNull();
};

describe('ApplyPage: only where applying can succeed', { timeout: 30_000 }, () => {
  /** Signs an applicant in, answers the page's requests with `served`, and opens the page. */
  function openApplyPage(served?: Parameters<typeof serve>[0]) {
    signInApplicant();
    serve(served);
    return renderApp('/jobs/42/apply', routes);
  }

  /** Once the form has the profile's name: fills in the rest, ticks the terms and submits. */
  async function fillInAndSubmit() {
    const user = userEvent.setup({ delay: null });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('Maya'),
    );
    await user.type(screen.getByRole('textbox', { name: /^Street address/ }), '4 Elm St');
    await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Austin');
    await user.selectOptions(screen.getByRole('combobox', { name: /^State/ }), 'TX');
    await user.type(screen.getByRole('textbox', { name: /^ZIP/ }), '73301');
    await user.type(screen.getByRole('textbox', { name: /^Why are you a good fit/ }), 'Hi.');
    await user.click(screen.getByRole('radio', { name: 'Immediately' }));
    await user.click(await screen.findByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    return user;
  }

  it('shows the form to an applicant old enough who has not applied', async () => {
    openApplyPage({ job: { minimum_age_required: 16 }, profile: { date_of_birth: yearsAgo(16) } });
    expect(await screen.findByRole('button', { name: 'Submit Application' })).toBeVisible();
  });

  it('tells an applicant too young from when they can apply, with no form', async () => {
    signInApplicant();
    const birthday = yearsAgo(16, 10);
    serve({ job: { minimum_age_required: 16 }, profile: { date_of_birth: birthday } });
    renderApp('/jobs/42/apply', routes);

    const from = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${yearsAgo(0, 10)}T00:00:00Z`));
    expect(
      await screen.findByText(
        `This job is for ages 16 and up, so you can’t apply yet: you can from ${from}. Save it and come back then!`,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Weekend Dog Walker' })).toBeVisible();
    expectLink('Jobs for your age', '/jobs?minimum_age=15');
    expect(screen.queryByText('Complete the application below')).toBeNull();
    noForm();
  });

  it('lets an applicant too young save the job, as the message says to', async () => {
    signInApplicant();
    const { calls } = serve({
      job: { minimum_age_required: 16 },
      profile: { date_of_birth: yearsAgo(15) },
    });
    renderApp('/jobs/42/apply', routes);

    const message = await screen.findByText(/Save it and come back then!$/);
    await expectSavedFrom(message, calls, 42);
  });

  it('shows an applicant too young that the job is already saved', async () => {
    openApplyPage({
      job: { minimum_age_required: 16 },
      profile: { date_of_birth: yearsAgo(15) },
      saved: true,
    });

    const save = await screen.findByRole('button', { name: 'Save to favorites' });
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));
  });

  it('asks for a date of birth when the job has a minimum age and the profile has none', async () => {
    openApplyPage({ job: { minimum_age_required: 14 }, profile: { date_of_birth: null } });

    expect(await screen.findByText(/Add your date of birth to your profile/)).toBeVisible();
    expectLink('Profile Settings', '/applicant/dashboard/profile');
    noForm();
  });

  it('tells an applicant who already applied when, where it stands, and where to follow it', async () => {
    openApplyPage({ application: sentApplication({ status: 'interview_scheduled' }) });

    expect(await screen.findByText('You applied 3d ago')).toBeVisible();
    expect(screen.getByText(/^Sent on/)).toHaveTextContent(
      /^Sent on [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    );
    expect(screen.getByText('Interview Scheduled')).toBeVisible();
    expectLink('My Applications', '/applicant/dashboard/applications');
    noForm();
  });

  it('says a job no longer on the board cannot take applications', async () => {
    openApplyPage({ job: 'gone' });

    expect(
      await screen.findByText('This job is not open any more, so it cannot take applications.'),
    ).toBeVisible();
    expectLink('Browse jobs', '/jobs');
    noForm();
  });

  it('offers to try again when it cannot tell, rather than a form that may fail', async () => {
    openApplyPage({ application: 'fails' });

    expect(await screen.findByText('Server error')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    noForm();
  });

  it('shows a refusal from the server as its reason, in place of the form', async () => {
    signInApplicant();
    serve();
    mockUpload(() => ({ status: 409, body: { message: 'You have already applied to this job.' } }));
    renderApp('/jobs/42/apply', routes);
    await fillInAndSubmit();

    const reason = await screen.findByRole('alert');
    expect(reason).toHaveTextContent('You have already applied to this job.');
    expect(reason).toHaveFocus();
    expect(screen.getByRole('link', { name: 'My Applications' })).toBeVisible();
    expect(screen.queryByText(/Please try again/)).toBeNull();
    noForm();
  });

  it('keeps the form and its snackbar once sent, though the applicant has now applied', async () => {
    signInApplicant();
    let sent = false;
    serve({ application: () => (sent ? sentApplication() : null) });
    mockUpload(() => {
      sent = true;
      return { status: 201, body: { application_id: 3, message: 'ok' } };
    });
    const { currentUrl } = renderApp('/jobs/42/apply', routes);
    const user = await fillInAndSubmit();

    const snackbar = await screen.findByRole('alert');
    expect(snackbar).toHaveTextContent('Application submitted successfully!');
    expect(screen.queryByText(/^You applied/)).toBeNull();
    await user.click(within(snackbar).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentUrl()).toBe('/applicant/dashboard'));
  });
});
