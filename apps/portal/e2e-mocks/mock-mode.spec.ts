import { expect, test } from '@playwright/test';
import { signIn } from '../e2e/support';

test('the mock mode signs in as the mock teacher and shows the dashboard from the mocks', async ({
  page,
}) => {
  const apiAnswers: { path: string; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/'))
      apiAnswers.push({ path: pathname, fromWorker: response.fromServiceWorker() });
  });

  await signIn(page, 'hvem-som-helst@example.no', 'hva-som-helst');
  await expect(page).toHaveURL('/teacher/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The mock teacher's lessons (makeActivities) and the badge that says this is not the product.
  await expect(page.getByRole('cell', { name: 'Ingrid Johansen' }).first()).toBeVisible();
  await expect(page.locator('#mock-mode-badge')).toContainText('Mockdata');

  expect(apiAnswers.map((a) => a.path)).toContain('/api/user/login/');
  expect(apiAnswers.filter((a) => !a.fromWorker)).toEqual([]);
});

test('?mock=empty shows every resource in its empty state and keeps it on reload', async ({
  page,
}) => {
  await page.goto('/login?mock=empty');
  await expect(page.locator('#mock-mode-badge')).toContainText('Mockdata: empty');
  await page.getByLabel('E-post').fill('laerer@demo.no');
  await page.getByLabel('Passord', { exact: true }).fill('hva-som-helst');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByText('Du har ingen planlagte aktiviteter')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Ingen aktiviteter å vise')).toBeVisible();
  await expect(page.locator('#mock-mode-badge')).toContainText('Mockdata: empty');
});
