import { expect, type Page } from '@playwright/test';

// A business as the journeys make one: signed up through the registration form, with a
// profile in Burlington, Vermont, and on its dashboard.

/** An input of the page's main part by its label. */
export const businessField = (page: Page, name: RegExp) => page.getByRole('main').getByLabel(name);

export async function registerBusiness(page: Page, name: string) {
  const field = businessField;
  await page.goto('/business/register');
  await field(page, /^Business name/).fill(name);
  await field(page, /^Business category/).selectOption('Pet Care');
  await field(page, /^Email\s*\*?$/).fill(`owner-${Date.now()}@example.test`);
  await field(page, /^Password/).fill('walkies2026');
  await field(page, /^Confirm password/).fill('walkies2026');
  await field(page, /^Address line 1/).fill('41 Elm St');
  await field(page, /^City/).fill('Burlington');
  await field(page, /^State/).selectOption('VT');
  await field(page, /^ZIP/).fill('05401');
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Register Business', exact: true }).click();
  await expect(page).toHaveURL(/\/business\/dashboard$/);
}
