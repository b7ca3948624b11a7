import { expect, test, type Locator, type Page } from '@playwright/test';
import { SCREENSHOT_WIDTHS, saveScreenshot } from './support';

// Someone who moves through the landing page with the keyboard always sees where they are:
// a 3 px dark ring around a 2 px white one (WCAG 2.2 focus appearance), on the hero's dark
// teal as on white cards, for buttons, toggle chips and job cards alike.

/** Moves focus forward with Tab until `target` has it (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  const handle = await target.elementHandle();
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((el) => el === document.activeElement, handle)) return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** The focus ring of `target`, drawn on the element itself or on one of its pseudo-elements. */
async function focusRing(target: Locator, pseudo?: '::after') {
  return target.evaluate((el, on) => {
    const style = getComputedStyle(el, on);
    return {
      focusVisible: el.matches(':focus-visible'),
      outlineStyle: style.outlineStyle,
      outlineWidth: style.outlineWidth,
      outlineColor: style.outlineColor,
      boxShadow: style.boxShadow,
      outlineOffset: style.outlineOffset,
    };
  }, pseudo);
}

const DARK_RING = { outlineStyle: 'solid', outlineWidth: '3px', outlineColor: 'rgb(10, 67, 70)' };

test('keyboard focus is clearly visible on buttons, toggle chips and job cards', async ({
  page,
}) => {
  for (const [width, viewport] of SCREENSHOT_WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const hero = page.getByRole('search', { name: 'Search jobs' });
    const chip = hero.getByRole('button', { name: 'High School Welcome' });
    const searchButton = hero.getByRole('button', { name: 'Search Jobs' });
    const firstCard = page
      .getByRole('region', { name: 'Featured Opportunities' })
      .locator('a[href^="/jobs/"]')
      .first();
    await expect(firstCard).toBeVisible();

    await tabTo(page, chip);
    expect(await focusRing(chip)).toMatchObject({ focusVisible: true, ...DARK_RING });
    // MUI eases the shadow in: wait for it to settle.
    await expect(chip).toHaveCSS('box-shadow', 'rgb(255, 255, 255) 0px 0px 0px 2px');
    await saveScreenshot(page, `focus-chip-${width}`);

    await tabTo(page, searchButton);
    expect(await focusRing(searchButton)).toMatchObject({ focusVisible: true, ...DARK_RING });

    // The card's link is its title, whose ring is drawn around the whole card (by ::after, which
    // covers it) and inside it, as the card clips anything outside its edge.
    await tabTo(page, firstCard);
    expect(await focusRing(firstCard)).toMatchObject({ focusVisible: true, outlineStyle: 'none' });
    expect(await focusRing(firstCard, '::after')).toMatchObject({
      ...DARK_RING,
      outlineOffset: '-3px',
      boxShadow: 'rgb(255, 255, 255) 0px 0px 0px 5px inset',
    });
    await firstCard.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `focus-card-${width}`);
  }
});
