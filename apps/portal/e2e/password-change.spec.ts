import {
  expect,
  test,
  DEMO_PASSWORD,
  DESKTOP,
  signIn,
  newContextOnE2EClock,
  expectToast,
} from './support';

// Runs in the last project (playwright.config.ts): it changes laerer@demo.no's password for the
// rest of the run, and the API refuses the demo password as a new one, so it cannot be restored.
// The server's data directory is fresh for every run.
const TEACHER = 'laerer@demo.no';
const NEW_PASSWORD = 'nytt-demo-passord-1';

test.describe('teacher password', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP);
  });

  test('changes the password and signs in with the new one', async ({ browser, page }) => {
    await signIn(page, TEACHER);
    await expect(page).toHaveURL('/teacher/dashboard');
    await page.goto('/teacher/profile');
    await page.getByText('Personopplysninger', { exact: true }).first().click();
    await expect(page.getByRole('form', { name: 'Personopplysninger' })).toBeVisible();
    await page.getByLabel('Gammelt passord').fill(DEMO_PASSWORD);
    await page.getByLabel('Nytt passord').fill(NEW_PASSWORD);
    await page.getByLabel('Bekreft passord').fill('noe-annet-123');
    await page.getByRole('button', { name: 'Endre passord' }).click();
    await expect(page.getByText('Passordene matcher ikke')).toBeVisible();
    await page.getByLabel('Bekreft passord').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Endre passord' }).click();
    await expectToast(page, 'Passord endret');
    await expectToast(page, 'Passordet ditt har blitt oppdatert');

    // A fresh browser (no stored session) signs in with the new password, not the old one.
    const context = await newContextOnE2EClock(browser, {
      baseURL: test.info().project.use.baseURL,
    });
    const fresh = await context.newPage();
    await signIn(fresh, TEACHER, DEMO_PASSWORD);
    await expect(fresh).toHaveURL('/login');
    await signIn(fresh, TEACHER, NEW_PASSWORD);
    await expect(fresh).toHaveURL('/teacher/dashboard');
    await context.close();
  });
});
