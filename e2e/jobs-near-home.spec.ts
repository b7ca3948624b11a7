import { expect, test, type Locator, type Page } from '@playwright/test';
import { VIEWPORTS, captureBothWidths, waitForHydration } from './support';

// A student without a car looks for work within a bus ride (decision 068), at hours that fit
// school and the rules for their age (decision 069): a distance beside the ZIP code finds the
// jobs within it, each card says how far, Distance orders them, and the shifts narrow them.

/** The miles each card says, in the order shown ("Austin, TX · 3.2 mi away", "· same ZIP code"). */
async function milesOnCards(results: Locator): Promise<number[]> {
  const places = await results.getByText(/ · (same ZIP code|.* mi away)$/).allTextContents();
  return places.map((text) => {
    const miles = /· (?:Under )?([\d.]+) mi away$/.exec(text);
    return miles ? Number(miles[1]) : 0;
  });
}

/** A 15-year-old in Austin, registered through the API; signed in through the page. */
async function signInAsFifteenYearOld(page: Page) {
  const email = `fifteen-${Date.now()}@example.test`;
  const response = await page.request.post('/api/auth/register/applicant', {
    data: {
      first_name: 'Ana',
      last_name: 'Reyes',
      email,
      phone_number: null,
      date_of_birth: '2011-06-01',
      password: 'shifts2024',
      address_line1: '4500 Duval St',
      address_line2: null,
      city: 'Austin',
      state: 'TX',
      zip_code: '78756',
      email_notifications: true,
      terms_accepted: true,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await page.goto('/applicant/login');
  await page
    .getByRole('main')
    .getByLabel(/^Email/)
    .fill(email);
  await page
    .getByRole('main')
    .getByLabel(/^Password/)
    .fill('shifts2024');
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/applicant\/dashboard$/);
}

// The journey: within a bus ride of home, at hours the federal rules allow at 15.
test('a 15-year-old finds the jobs within 10 miles that fit their hours, nearest first', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.wide);
  await signInAsFifteenYearOld(page);
  await page.goto('/applicant/dashboard/job-search');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: /jobs? found$/ })).toBeVisible();
  await expect(main.getByRole('combobox', { name: 'Sort by' })).not.toContainText('Distance');

  // No ZIP code typed: the distance is measured from the one in her profile.
  await main.getByRole('combobox', { name: 'Distance' }).selectOption('10');
  await expect(main.getByRole('textbox', { name: 'Zip Code' })).toHaveValue('78756');
  await main.getByRole('button', { name: 'Hours fit ages 14–15' }).click();
  await main.getByRole('button', { name: 'Search Jobs' }).click();
  await expect(page).toHaveURL(/zip=78756&radius=10&youngHours=true/);
  const titles = main.locator('h3');
  await expect(titles.filter({ hasText: 'Dog Walker & Kennel Helper' })).toBeVisible();
  await expect(titles.filter({ hasText: 'Summer Pet Care Intern' })).toBeVisible();
  const miles = await milesOnCards(main);
  expect(miles.length).toBeGreaterThan(1);
  for (const distance of miles) expect(distance).toBeLessThanOrEqual(10);

  await main.getByRole('combobox', { name: 'Sort by' }).selectOption('distance');
  await expect(page).toHaveURL(/sort=distance/);
  await expect(async () => {
    const nearestFirst = await milesOnCards(main);
    expect(nearestFirst).toEqual([...nearestFirst].sort((a, b) => a - b));
    expect(nearestFirst).toHaveLength(miles.length);
  }).toPass();
  await page.evaluate(() => window.scrollTo(0, 0));
  await captureBothWidths(page, 'jobs-near-home');

  // After school only: the summer internship drops out, the dog walking after 3 pm stays.
  await page.setViewportSize(VIEWPORTS.wide);
  await main.getByRole('button', { name: 'After 3 pm on school days' }).click();
  await main.getByRole('button', { name: 'Search Jobs' }).click();
  await expect(page).toHaveURL(/afterThree=true/);
  await expect(titles.filter({ hasText: 'Summer Pet Care Intern' })).toHaveCount(0);
  await expect(titles.filter({ hasText: 'Dog Walker & Kennel Helper' })).toBeVisible();
});

test('a visitor on a phone searches within 5 miles of a ZIP code, and is told of one not known', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.narrow);
  await page.goto('/jobs?zip=97214&radius=5');
  const main = page.getByRole('main');
  // One chip says the distance and where from.
  await expect(main.getByRole('button', { name: 'Remove Within 5 miles of 97214' })).toBeVisible();
  const miles = await milesOnCards(main);
  expect(miles.length).toBeGreaterThan(0);
  for (const distance of miles) expect(distance).toBeLessThanOrEqual(5);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goto('/jobs?zip=00000&radius=10');
  await expect(
    main.getByText(
      "We don't know the ZIP code 00000. Check it, or search by city and state instead.",
    ),
  ).toBeVisible();
  // The way on: the chip takes the distance and the ZIP code away, and every job shows.
  await waitForHydration(page);
  await captureBothWidths(page, 'jobs-near-unknown-zip');
  await page.setViewportSize(VIEWPORTS.narrow);
  await main.getByRole('button', { name: 'Remove Within 10 miles of 00000' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(main.getByRole('heading', { name: /jobs? found$/ })).toBeVisible();
});
