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
    test(`axe finds no violation on ${path}`, async ({ page }) => {
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
    // No script file answers: the page stays the shell (and never fires 'load').
    await page.route(/\.js(\?|$)/, () => undefined);
    await page.goto('/login', { waitUntil: 'commit' });
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
      await page.reload({ waitUntil: 'commit' });
      await expect(shell, `stored '${theme}'`).toHaveCSS('background-color', background);
    }
  });
});

// When the scripts cannot load, or the start-up fails, the shell says so and offers a reload
// (index.html's __portalStartFailed), rather than staying a frame without a page.
test.describe('a start-up that fails', () => {
  const FAILED = 'Portalen kunne ikke lastes';

  for (const [what, files] of [
    ['the entry', /\/assets\/index-[^/]+\.js$/],
    ['the start stage', /\/assets\/start-\d+-[^/]+\.js$/],
  ] as const) {
    test(`says so when ${what} does not load, and loads the page again`, async ({ page }) => {
      await page.route(files, (route) => route.abort('internetdisconnected'));
      await page.goto('/login');
      const alert = page.getByRole('alert');
      await expect(alert.getByRole('heading', { name: FAILED })).toBeVisible();
      await expect(alert).toContainText('Sjekk nettforbindelsen og prøv igjen.');

      await page.unroute(files);
      await alert.getByRole('button', { name: 'Prøv igjen' }).click();
      await expect(page.getByRole('button', { name: 'Logg inn' })).toBeVisible();
      await expect(page.getByRole('heading', { name: FAILED })).toHaveCount(0);
    });
  }
});
