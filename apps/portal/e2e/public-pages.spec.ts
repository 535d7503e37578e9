import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleEverywhere } from './support';

const PUBLIC_PAGES = [
  {
    path: '/login',
    ready: (page: Page) => expect(page.getByRole('button', { name: 'Logg inn' })).toBeVisible(),
  },
  {
    path: '/reset-password',
    ready: (page: Page) => expect(page.getByLabel('E-post')).toBeVisible(),
  },
  {
    path: '/confirm-reset-password?token=abc',
    ready: (page: Page) => expect(page.getByLabel('Nytt passord')).toBeVisible(),
  },
];

test.describe('public pages are accessible', () => {
  for (const { path, ready } of PUBLIC_PAGES) {
    test(`axe finds no serious violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectAccessibleEverywhere(page, path, () => ready(page));
    });
  }
});
