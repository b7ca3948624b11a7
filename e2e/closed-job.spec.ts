import { expect, test, type APIRequestContext } from '@playwright/test';
import { SCREENSHOT_WIDTHS, WEEKEND_MORNINGS, captureBothWidths } from './support';

// A job taken off the board after an applicant saved its link: the Apply page says it is no
// longer open, with no form to fill in for nothing, at both widths.

async function signInApi(request: APIRequestContext, email: string) {
  const answer = await request.post('/api/auth/login', { data: { email, password: 'Demo1234' } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return `Bearer ${((await answer.json()) as { access_token: string }).access_token}`;
}

test('an applicant opening the Apply page of a job taken off the board is told it is closed', async ({
  page,
  request,
}) => {
  const business = await signInApi(request, 'business@demo.firstshift.test');
  const posted = await request.post('/api/jobs/', {
    headers: { Authorization: business },
    data: {
      title: `Holiday Gift Wrapper ${Date.now()}`,
      job_type: ['seasonal'],
      business_category: 'Retail',
      work_format: 'in-person',
      minimum_age_required: 14,
      work_schedule: WEEKEND_MORNINGS,
      location_street: '12 Oak St',
      location_city: 'Portland',
      location_state: 'OR',
      location_zip: '97201',
      description: 'Wrap gifts at the front counter in December.',
      contact_email: 'business@demo.firstshift.test',
      action: 'save_and_publish',
    },
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  const jobId = ((await posted.json()) as { id: number }).id;
  const archived = await request.post(`/api/dashboard/jobs/${jobId}/archive`, {
    headers: { Authorization: business },
  });
  expect(archived.ok(), await archived.text()).toBe(true);

  await page.goto('/applicant/login');
  await page.getByLabel(/^Email/).fill('applicant@demo.firstshift.test');
  await page.getByLabel(/^Password/).fill('Demo1234');
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/applicant\/dashboard$/);

  for (const [, viewport] of SCREENSHOT_WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto(`/jobs/${jobId}/apply`);
    await expect(
      page.getByText('This job is not open any more, so it cannot take applications.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveCount(0);
  }
  await captureBothWidths(page, 'apply-job-closed');
});
