import { expect, expectToast, test, signIn } from './support';

test.describe('guards', () => {
  test('without a session the root and area pages go to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/login');
    await page.goto('/teacher/dashboard');
    await expect(page).toHaveURL('/login');
  });

  test('unknown paths go to the root, which sends a signed-in user home', async ({ page }) => {
    await signIn(page, 'laerer@demo.no');
    await expect(page).toHaveURL('/teacher/dashboard');
    await page.goto('/finnes/ikke');
    await expect(page).toHaveURL('/teacher/dashboard');
  });

  test('a page of another user type gives the toast and goes home', async ({ page }) => {
    await signIn(page, 'laerer@demo.no');
    await expect(page).toHaveURL('/teacher/dashboard');
    await page.goto('/sales/package-overview');
    await expectToast(page, 'Uatorisert', 'Du har ikke tilgang til denne siden');
    await expect(page).toHaveURL('/teacher/dashboard');
  });

  test('a customer opening a staff page gets the toast and goes home', async ({ page }) => {
    await signIn(page, 'forelder@demo.no');
    await expect(page).toHaveURL('/customer/dashboard');
    await page.goto('/employee/issues');
    await expectToast(page, 'Uatorisert', 'Du har ikke tilgang til denne siden');
    await expect(page).toHaveURL('/customer/dashboard');
  });

  test('customer pages are guarded by group', async ({ page }) => {
    await signIn(page, 'elev@demo.no');
    await expect(page).toHaveURL('/customer/dashboard');
    await expect(page.getByRole('link', { name: 'Kontaktpersoner' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mine elever' })).toHaveCount(0);
    await page.goto('/customer/student-overview');
    await expectToast(page, 'Uatorisert', 'Du har ikke tilgang til denne siden');
    await expect(page).toHaveURL('/customer/dashboard');
  });
});
