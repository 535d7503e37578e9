import type { Page } from '@playwright/test';
import { expect, test, expectAccessibleEverywhere } from './support';

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

// index.html's shell is what a visitor sees until the scripts have loaded. It has the theme the app
// will show (the stored choice, 'system' following the device, else light), not the device's, so
// a phone in dark mode does not paint dark and then turn light.
test.describe('the shell before the app has loaded', () => {
  test.use({ colorScheme: 'dark' });

  test("has the app's theme on a device in dark mode: light unless a theme is stored", async ({
    page,
  }) => {
    // No script file loads: the page stays the shell.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/login');
    const shell = page.locator('.shell');
    await expect(page.getByRole('heading', { name: 'Logg inn' })).toBeVisible();
    await expect(shell).toHaveCSS('background-color', 'rgb(250, 250, 250)');
    const stored = [
      ['dark', 'rgb(9, 9, 11)'],
      ['system', 'rgb(9, 9, 11)'],
      ['light', 'rgb(250, 250, 250)'],
    ] as const;
    for (const [theme, background] of stored) {
      await page.evaluate((value) => localStorage.setItem('portal-theme', value), theme);
      await page.reload();
      await expect(shell, `stored '${theme}'`).toHaveCSS('background-color', background);
    }
  });
});
