import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserProfile } from '@firstshift/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { jsonResponse, mockFetch, type FetchCall } from '../../../testing/mock-fetch';
import { buildJobDetail } from '../../../testing/job-builders';
import { renderApp } from '../../../testing/render-app';
import { expectLink } from '../../../testing/expect-link';

const PROFILE: UserProfile = {
  id: 7,
  first_name: null,
  last_name: null,
  email: 'owner@happytails.test',
  phone_number: null,
  role: 'business',
  date_of_birth: null,
  email_notifications: true,
  business_profile: {
    id: 3,
    business_name: 'Happy Tails',
    business_category: 'Pet Care',
    business_description: 'Dog walking.',
    address_line1: '12 Oak St',
    address_line2: 'Suite 4',
    city: 'Portland',
    state: 'OR',
    zip_code: '97201',
  },
};

/** The job the edit and view pages load: what differs from the builder's is what they show. */
const JOB = buildJobDetail({
  id: 42,
  title: 'Dog Walker',
  company: {
    id: 8,
    name: 'Happy Tails',
    address: '12 Oak St, Portland, OR 97201',
    description: '',
  },
  location: { street: '12 Oak St, Suite 4', city: 'Portland', state: 'OR', zip: '97201' },
  applicants: 0,
  posted_date: '2026-11-02T10:00:00.000Z',
  description: 'Walk dogs after school.',
  requirements_qualifications: ['Loves dogs'],
  job_details: { category: 'Pet Care', compensation: '$15 per hour', schedule: '', duration: '' },
  compensation_amount: 15,
  duration: null,
  schedule: 'Weekdays 4–6pm',
  contact_email: 'jobs@happytails.test',
  after_school_hours_available: true,
  is_owner: true,
});

beforeEach(() => saveSession({ token: 't', userId: 7, role: 'business', name: 'Happy Tails' }));
afterEach(() => sessionStorage.clear());

const field = (name: RegExp) =>
  screen.getByLabelText(name, { selector: 'input, select, textarea' });

function serve(onWrite: (call: FetchCall) => Response) {
  return mockFetch((call) => {
    if (call.method !== 'GET') return onWrite(call);
    if (call.url.pathname === '/api/auth/user_details') return jsonResponse(PROFILE);
    if (call.url.pathname === '/api/jobs/42') return jsonResponse(JOB);
    if (call.url.pathname === '/api/dashboard/') {
      return jsonResponse({
        metrics: {
          active_jobs: 0,
          total_applications: 0,
          new_applications_this_month: 0,
          average_response_rate: 0,
        },
        jobs: [],
      });
    }
    return jsonResponse({ message: 'Job not found' }, { status: 404 });
  });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Job title/), 'Dog Walker');
  await user.selectOptions(field(/^Job type/), 'part-time');
  await user.selectOptions(field(/^Work format/), 'in-person');
  await user.selectOptions(field(/^Minimum age/), '14');
  await user.type(field(/^Job description/), 'Walk dogs after school.');
}

describe('Post a New Job', () => {
  it('starts from the business address, category and email', async () => {
    serve(() => jsonResponse({}));
    renderApp('/business/jobs/new');
    expect(await screen.findByRole('heading', { name: 'Post a New Job' })).toBeVisible();
    expect(await screen.findByDisplayValue('12 Oak St')).toBeVisible();
    expect(field(/^Address line 2/)).toHaveValue('Suite 4');
    expect(field(/^Category/)).toHaveValue('Pet Care');
    expect(field(/^State/)).toHaveValue('OR');
    expect(field(/^Contact email/)).toHaveValue('owner@happytails.test');
  });

  it(
    'shows the job form messages under each empty required input',
    { timeout: 20_000 },
    async () => {
      const { calls } = serve(() => jsonResponse({}));
      renderApp('/business/jobs/new');
      await screen.findByDisplayValue('12 Oak St');
      const user = userEvent.setup();
      await user.clear(field(/^Address line 1/));
      await user.clear(field(/^City/));
      await user.selectOptions(field(/^State/), '');
      await user.clear(field(/^ZIP/));
      await user.selectOptions(field(/^Category/), '');
      await user.clear(field(/^Contact email/));
      await user.click(screen.getByRole('button', { name: 'Save & Publish' }));

      for (const message of [
        'Job title is required',
        'Select a job type',
        'Select a category',
        'Select a work format',
        'Select minimum age',
        'Address is required',
        'City is required',
        'Select state',
        'Enter a valid ZIP',
        'Enter a valid email',
        'Job description is required',
      ]) {
        expect(await screen.findByText(message)).toBeVisible();
      }
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    },
  );

  it(
    'sends the SPEC payload, says "Draft saved" for Save and goes to the dashboard',
    { timeout: 20_000 },
    async () => {
      const { calls } = serve(() => jsonResponse({ ...JOB, status: 'draft' }, { status: 201 }));
      const { currentUrl } = renderApp('/business/jobs/new');
      await screen.findByDisplayValue('12 Oak St');
      const user = userEvent.setup();
      await fillRequired(user);
      await user.type(field(/^Key responsibilities/), 'Walk dogs\nRefill water bowls, Brush coats');
      await user.type(field(/^Compensation/), '$1,200 stipend');
      await user.click(screen.getByLabelText('After-school hours available'));
      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Draft saved')).toBeVisible();
      expect(screen.queryByText('Job posted successfully')).not.toBeInTheDocument();
      await waitFor(() => expect(currentUrl()).toBe('/business/dashboard'));
      const post = calls.find((c) => c.method === 'POST');
      expect(post?.url.pathname).toBe('/api/jobs/');
      expect(post?.body).toEqual({
        title: 'Dog Walker',
        job_type: ['part-time'],
        business_category: 'Pet Care',
        work_format: 'in-person',
        minimum_age_required: 14,
        location_street: '12 Oak St, Suite 4',
        location_city: 'Portland',
        location_state: 'OR',
        location_zip: '97201',
        description: 'Walk dogs after school.',
        key_responsibilities: ['Walk dogs', 'Refill water bowls', 'Brush coats'],
        requirements_qualifications: [],
        offerings: [],
        compensation_type: 'stipend',
        compensation_amount: 1200,
        duration: null,
        schedule: null,
        work_schedule: null,
        application_deadline: null,
        contact_email: 'owner@happytails.test',
        high_school_students_welcome: false,
        after_school_hours_available: true,
        previous_experience_required: false,
        location: { street: '12 Oak St, Suite 4', city: 'Portland', state: 'OR', zip: '97201' },
        action: 'draft',
      });
    },
  );

  it(
    'shows a server field error under its input, and the SPEC text for other failures',
    { timeout: 20_000 },
    async () => {
      let answer = jsonResponse(
        { message: 'Enter a valid ZIP', field: 'location_zip' },
        { status: 400 },
      );
      serve(() => answer);
      renderApp('/business/jobs/new');
      await screen.findByDisplayValue('12 Oak St');
      const user = userEvent.setup();
      await fillRequired(user);
      await user.click(screen.getByRole('button', { name: 'Save & Publish' }));
      expect(await screen.findByText('Enter a valid ZIP')).toBeVisible();
      expect(field(/^ZIP/)).toHaveAttribute('aria-invalid', 'true');

      answer = jsonResponse(undefined, { status: 502 });
      await user.click(screen.getByRole('button', { name: 'Save & Publish' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to post job (502)');
    },
  );
});

describe('Post a New Job: shifts', () => {
  const shiftInputs = (label: 'Starts' | 'Ends') =>
    screen.getAllByLabelText(new RegExp(`^${label}`), { selector: 'input' });

  it(
    'explains what breaks the rules for 14- and 15-year-olds before publishing, and sends the shifts',
    { timeout: 30_000 },
    async () => {
      let answer = jsonResponse(
        {
          message:
            'These hours break the federal rules for 14- and 15-year-olds: change the shifts, or raise the minimum age to 16.',
          field: 'work_schedule',
        },
        { status: 400 },
      );
      const { calls } = serve(() => answer);
      renderApp('/business/jobs/new');
      await screen.findByDisplayValue('12 Oak St');
      const user = userEvent.setup();
      await fillRequired(user);
      expect(screen.getByText(/^No shifts yet/)).toBeVisible();

      await user.click(screen.getByRole('button', { name: 'Add a shift' }));
      const [end] = shiftInputs('Ends');
      if (!end) throw new Error('no shift row');
      fireEvent.change(end, { target: { value: '19:30' } });
      const warning = await screen.findByText(
        'These hours break the federal rules for 14- and 15-year-olds',
      );
      const alert = warning.closest('[role="status"]');
      expect(alert).toHaveTextContent(
        'Monday 3:30–7:30 pm ends after 7 pm: 14- and 15-year-olds may work only between 7 am and 7 pm',
      );
      expect(alert).toHaveTextContent('Monday has 4 hours of work');
      // The shift at fault is marked, and described by the explanation.
      const shift = screen.getByRole('group', { name: 'Shift 1' });
      expect(
        within(shift).getByText('This day breaks a rule for 14- and 15-year-olds: see below.'),
      ).toBeVisible();
      expect(shift).toHaveAccessibleDescription(/These hours break the federal rules/);

      // The server refuses such hours too; its message shows under the shifts, and takes the
      // focus there, far above the button pressed.
      await user.click(screen.getByRole('button', { name: 'Save & Publish' }));
      const refusal = await screen.findByText(/change the shifts, or raise the minimum age to 16/);
      expect(refusal).toBeVisible();
      await waitFor(() => expect(refusal).toHaveFocus());

      fireEvent.change(end, { target: { value: '18:30' } });
      expect(await screen.findByText(/^These hours fit the federal rules/)).toBeVisible();
      expect(screen.queryByText(/^This day breaks a rule/)).toBeNull();
      // The next shift copies the last one's hours, on the next day.
      await user.click(screen.getByRole('button', { name: 'Add a shift' }));
      expect(shiftInputs('Starts')[1]).toHaveValue('15:30');
      expect(screen.getByText('Mon, Tue 3:30–6:30 pm')).toBeVisible();
      // The words are the job page's: the season, flexible hours and the note as well.
      await user.click(
        screen.getByRole('checkbox', { name: 'Hours can be arranged with the worker (flexible)' }),
      );
      expect(screen.getByText('Mon, Tue 3:30–6:30 pm · Flexible hours')).toBeVisible();
      // Pet care asks nothing the rules close to the young: no duties are listed.
      expect(
        screen.queryByText('Duties the youngest applicants may not do'),
      ).not.toBeInTheDocument();

      answer = jsonResponse(JOB, { status: 201 });
      await user.click(screen.getByRole('button', { name: 'Save & Publish' }));
      expect(await screen.findByText('Job posted successfully')).toBeVisible();
      expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({
        work_schedule: {
          shifts: [
            { day: 'mon', start: '15:30', end: '18:30' },
            { day: 'tue', start: '15:30', end: '18:30' },
          ],
          flexible: true,
          season: 'year-round',
          note: '',
        },
        action: 'save_and_publish',
      });
    },
  );

  it(
    'says a job open at 14 needs its shifts, and shows the refusal to publish one without them',
    { timeout: 20_000 },
    async () => {
      const { calls } = serve(() =>
        jsonResponse(
          {
            message:
              'Add the shifts of a job open to 14- and 15-year-olds, so that its hours can be checked against the federal rules before it goes on the board, or raise the minimum age to 16.',
            field: 'work_schedule',
          },
          { status: 400 },
        ),
      );
      renderApp('/business/jobs/new');
      await screen.findByDisplayValue('12 Oak St');
      const user = userEvent.setup();
      await fillRequired(user);
      expect(
        screen.getByText(/^No shifts yet\. A job open to 14- and 15-year-olds needs its shifts/),
      ).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Save & Publish' }));
      const refusal = await screen.findByText(/^Add the shifts of a job open to 14- and 15/);
      await waitFor(() => expect(refusal).toHaveFocus());
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        minimum_age_required: 14,
        work_schedule: null,
        action: 'save_and_publish',
      });
    },
  );

  it(
    'lists the duties of a restaurant job that 14-year-olds may not do',
    { timeout: 20_000 },
    async () => {
      serve(() => jsonResponse({}));
      renderApp('/business/jobs/new');
      await screen.findByDisplayValue('12 Oak St');
      const user = userEvent.setup();
      await user.selectOptions(field(/^Category/), 'Restaurant');
      await user.selectOptions(field(/^Minimum age/), '14');
      const title = await screen.findByText('Duties the youngest applicants may not do');
      expect(title.closest('[role="alert"], .MuiAlert-root')).toHaveTextContent(
        /Power-driven meat and food slicers, grinders and choppers: not under 18 \(Hazardous Occupations Order 10/,
      );
      await user.selectOptions(field(/^Minimum age/), '18');
      await waitFor(() =>
        expect(
          screen.queryByText('Duties the youngest applicants may not do'),
        ).not.toBeInTheDocument(),
      );
    },
  );
});

describe('Post a New Job: Save & Publish', () => {
  it('says "Job posted successfully" and goes to the dashboard', { timeout: 20_000 }, async () => {
    const { calls } = serve(() => jsonResponse(JOB, { status: 201 }));
    const { currentUrl } = renderApp('/business/jobs/new');
    await screen.findByDisplayValue('12 Oak St');
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save & Publish' }));

    expect(await screen.findByText('Job posted successfully')).toBeVisible();
    await waitFor(() => expect(currentUrl()).toBe('/business/dashboard'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      action: 'save_and_publish',
    });
  });
});

describe('Leaving the job form', () => {
  it(
    'asks before a link leaves what was typed, and Cancel leaves at once',
    { timeout: 20_000 },
    async () => {
      serve(() => jsonResponse({}));
      const user = userEvent.setup();
      const open = async () => {
        const app = renderApp('/business/jobs/new');
        await screen.findByDisplayValue('12 Oak St');
        return app;
      };
      // Untouched, a link is followed as ever.
      const untouched = await open();
      await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
      await waitFor(() => expect(untouched.currentUrl()).toBe('/business/dashboard'));
      untouched.unmount();

      const typed = await open();
      await user.type(field(/^Job title/), 'Dog Walker');
      await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
      const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
      expect(ask).toHaveTextContent('What you typed on this page has not been saved');
      await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(typed.currentUrl()).toBe('/business/jobs/new');
      expect(field(/^Job title/)).toHaveValue('Dog Walker');

      await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }),
      );
      await waitFor(() => expect(typed.currentUrl()).toBe('/business/dashboard'));
      typed.unmount();

      // The form's own Cancel says what it does: it leaves without asking.
      const cancelled = await open();
      await user.type(field(/^Job title/), 'Cat Sitter');
      await user.click(screen.getByRole('link', { name: 'Cancel' }));
      await waitFor(() => expect(cancelled.currentUrl()).toBe('/business/dashboard'));
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );
});

describe('Keeping what was typed in the job form', () => {
  const NOTICE = 'What you typed here before you left is filled in again.';

  it(
    'fills a new job in again after Back, shifts and all, and forgets it once posted',
    { timeout: 30_000 },
    async () => {
      serve(() => jsonResponse(JOB, { status: 201 }));
      const user = userEvent.setup();
      const first = renderApp('/business/jobs/new');
      await screen.findByDisplayValue('12 Oak St');
      await fillRequired(user);
      await user.click(screen.getByRole('button', { name: 'Add a shift' }));
      const [end] = screen.getAllByLabelText(/^Ends/, { selector: 'input' });
      if (!end) throw new Error('no shift row');
      fireEvent.change(end, { target: { value: '17:30' } });
      // Back: the page goes without a word, and what was typed stays in this tab.
      first.unmount();

      const again = renderApp('/business/jobs/new');
      expect(await screen.findByText(NOTICE)).toBeVisible();
      expect(field(/^Job title/)).toHaveValue('Dog Walker');
      expect(field(/^Job description/)).toHaveValue('Walk dogs after school.');
      expect(field(/^Minimum age/)).toHaveValue('14');
      const ends = screen.getAllByLabelText(/^Ends/, { selector: 'input' });
      expect(ends).toHaveLength(1);
      expect(ends[0]).toHaveValue('17:30');
      // The business's own address is the form's start, as ever.
      expect(field(/^Address line 1/)).toHaveValue('12 Oak St');

      await user.click(screen.getByRole('button', { name: 'Save & Publish' }));
      await waitFor(() => expect(again.currentUrl()).toBe('/business/dashboard'));
      again.unmount();

      renderApp('/business/jobs/new');
      await screen.findByDisplayValue('12 Oak St');
      expect(field(/^Job title/)).toHaveValue('');
      expect(screen.queryByText(NOTICE)).toBeNull();
    },
  );

  it(
    'keeps an edit not saved over the loaded job, Start over goes back to the job, and Leave forgets',
    { timeout: 30_000 },
    async () => {
      serve(() => jsonResponse(JOB));
      const user = userEvent.setup();
      const first = renderApp('/business/jobs/42/edit');
      await screen.findByDisplayValue('Dog Walker');
      await user.type(field(/^Job title/), ' (weekends)');
      first.unmount();

      const again = renderApp('/business/jobs/42/edit');
      expect(await screen.findByText(NOTICE)).toBeVisible();
      expect(field(/^Job title/)).toHaveValue('Dog Walker (weekends)');
      await user.click(screen.getByRole('button', { name: 'Start over' }));
      expect(field(/^Job title/)).toHaveValue('Dog Walker');
      expect(screen.queryByText(NOTICE)).toBeNull();

      // Typed again, then left on purpose through a link: asked, and nothing is kept.
      await user.type(field(/^Job title/), '!');
      await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }),
      );
      await waitFor(() => expect(again.currentUrl()).toBe('/business/dashboard'));
      again.unmount();

      renderApp('/business/jobs/42/edit');
      expect(await screen.findByDisplayValue('Dog Walker')).toBeVisible();
      expect(screen.queryByText(NOTICE)).toBeNull();
    },
  );
});

describe('Edit Job Posting', () => {
  it('loads the job, saves it with "Job details updated" and stays on the page', async () => {
    const { calls } = serve((call) =>
      jsonResponse({ ...JOB, title: (call.body as { title: string }).title }),
    );
    const { currentUrl } = renderApp('/business/jobs/42/edit');
    expect(await screen.findByDisplayValue('Dog Walker')).toBeVisible();
    expect(field(/^Key responsibilities/)).toHaveValue('Walk dogs\nRefill water bowls');
    expect(field(/^Compensation/)).toHaveValue('$15 per hour');
    expect(field(/^Address line 2/)).toHaveValue('Suite 4');
    expect(screen.getByText(/This job is on the board/)).toBeVisible();

    const user = userEvent.setup();
    await user.clear(field(/^Job title/));
    await user.type(field(/^Job title/), 'Dog Walker (weekends)');
    await user.click(screen.getByRole('button', { name: 'Save & Publish' }));

    expect(await screen.findByText('Job details updated')).toBeVisible();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/jobs/42');
    expect(put?.body).toMatchObject({
      title: 'Dog Walker (weekends)',
      compensation_amount: 15,
      compensation_type: 'hour',
      action: 'save_and_publish',
    });
    expect(currentUrl()).toBe('/business/jobs/42/edit');
  });

  it('says "Failed to update job" when saving fails without a message', async () => {
    serve(() => jsonResponse(undefined, { status: 500 }));
    renderApp('/business/jobs/42/edit');
    await screen.findByDisplayValue('Dog Walker');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save & Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update job');
  });

  it(
    'asks before Save takes a job on the board off it, and saves a draft only when told to',
    { timeout: 20_000 },
    async () => {
      const { calls } = serve(() => jsonResponse({ ...JOB, status: 'draft' }));
      renderApp('/business/jobs/42/edit');
      await screen.findByDisplayValue('Dog Walker');
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const dialog = await screen.findByRole('dialog', { name: 'Take this job off the board?' });
      expect(dialog).toHaveTextContent('applicants will no longer find this job');
      // Cancel (which has the focus) keeps the job as it is: nothing is sent.
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Save' }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save as a draft' }),
      );
      expect(await screen.findByText('Draft saved')).toBeVisible();
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toMatchObject([
        { action: 'draft' },
      ]);
    },
  );

  it('saves a draft at once, without asking, when the job is not on the board', async () => {
    const draft = { ...JOB, status: 'draft' as const };
    const { calls } = mockFetch((call) => {
      if (call.method === 'PUT') return jsonResponse(draft);
      if (call.url.pathname === '/api/auth/user_details') return jsonResponse(PROFILE);
      return jsonResponse(draft);
    });
    renderApp('/business/jobs/42/edit');
    await screen.findByDisplayValue('Dog Walker');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Draft saved')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ action: 'draft' });
  });

  it('deletes after confirming, says "Job deleted" and goes to the dashboard', async () => {
    const { calls } = serve(() => new Response(null, { status: 204 }));
    const { currentUrl } = renderApp('/business/jobs/42/edit');
    await screen.findByDisplayValue('Dog Walker');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Job deleted')).toBeVisible();
    await waitFor(() => expect(currentUrl()).toBe('/business/dashboard'));
    expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe('/api/jobs/42');
  });

  it('says "Job not found" for a job that is not the business\'s', async () => {
    serve(() => jsonResponse({}));
    renderApp('/business/jobs/99/edit');
    expect(await screen.findByText('Job not found')).toBeVisible();
  });
});

describe('View job', () => {
  it('shows the same form with every input disabled', async () => {
    serve(() => jsonResponse({}));
    renderApp('/business/jobs/42/view');
    expect(await screen.findByDisplayValue('Dog Walker')).toBeDisabled();
    // MUI's multiline inputs keep a hidden copy for measuring: only the inputs a person reaches count.
    const inputs = [...document.querySelectorAll('main input, main select, main textarea')].filter(
      (input) => input.getAttribute('aria-hidden') !== 'true',
    );
    expect(inputs.length).toBeGreaterThan(15);
    for (const input of inputs) expect(input, input.getAttribute('name') ?? '').toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    // Read-only, the shifts say there are none rather than asking to add some.
    expect(screen.getByText('No shifts listed.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add a shift' })).toBeNull();
    expectLink('Edit Job', '/business/jobs/42/edit');
  });
});
