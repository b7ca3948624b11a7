import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { WEEKEND_MORNINGS } from './support';

// The people of the hiring journeys: a bookshop in Burlington, Vermont, and Ava, 17, who applies.

export const PASSWORD = 'answers2026';

export const field = (page: Page, name: RegExp) => page.getByRole('main').getByLabel(name);

/** Registers an account through the API (as the registration form would); its login answer. */
export async function register(
  request: APIRequestContext,
  role: 'business' | 'applicant',
  email: string,
) {
  const common = {
    email,
    password: PASSWORD,
    phone_number: '',
    address_line1: '3 Pine St',
    address_line2: '',
    city: 'Burlington',
    state: 'VT',
    zip_code: '05401',
    email_notifications: true,
    terms_accepted: true,
  };
  const data =
    role === 'business'
      ? {
          ...common,
          business_name: 'Lakeside Books',
          business_category: 'Retail',
          business_description: 'New and used books by the lake.',
        }
      : { ...common, first_name: 'Ava', last_name: 'Chen', date_of_birth: '2009-04-02' };
  const res = await request.post(`/api/auth/register/${role}`, { data });
  expect(res.status(), await res.text()).toBe(201);
  return res.json() as Promise<{ access_token?: string }>;
}

/** Signs in through the API; the session's token. */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Signs in through the login page and lands on the dashboard. */
export async function signIn(page: Page, role: 'business' | 'applicant', email: string) {
  await page.goto(`/${role}/login`);
  await field(page, /^Email/).fill(email);
  await field(page, /^Password/).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${role}/dashboard$`));
}

/** Publishes a job in Burlington for the business of `token`; its id. */
export async function publishJob(request: APIRequestContext, token: string, title: string) {
  const posted = await request.post('/api/jobs/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title,
      job_type: ['part-time'],
      business_category: 'Retail',
      work_format: 'in-person',
      minimum_age_required: 15,
      work_schedule: WEEKEND_MORNINGS,
      location_street: '3 Pine St',
      location_city: 'Burlington',
      location_state: 'VT',
      location_zip: '05401',
      description: 'Shelve books and help readers find their next favourite.',
      contact_email: 'hiring@lakeside.example',
      action: 'save_and_publish',
    },
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  return ((await posted.json()) as { id: number }).id;
}

/** Applies to `jobId` through the API as the applicant of `token`; the application's id. */
export async function applyByApi(request: APIRequestContext, token: string, jobId: number) {
  const res = await request.post(`/api/applicant/${jobId}/apply`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      job_id: String(jobId),
      first_name: 'Ava',
      last_name: 'Chen',
      email: 'ava@example.test',
      phone_number: '802-555-0123',
      street_address: '3 Pine St',
      city: 'Burlington',
      state: 'VT',
      zip_code: '05401',
      cover_letter: 'I read two books a week and love helping.',
      availability: 'immediately',
      terms_accepted: 'true',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { application_id: number }).application_id;
}

/** "YYYY-MM-DD" in Vermont, `days` from now. */
export function dayInVermont(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}
