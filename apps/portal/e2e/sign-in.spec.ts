import { draftKeys, expect, test, DEMO_PASSWORD, DEMO_USERS, signIn } from './support';

test.describe('signing in', () => {
  for (const user of DEMO_USERS) {
    test(`${user.email} lands on ${user.landing}`, async ({ page }) => {
      await signIn(page, user.email);
      await expect(page).toHaveURL(user.landing);
      const heading = page.getByRole('heading', { level: 1, name: user.heading });
      await expect(heading).toBeVisible();

      // Each landing page's axe check is in its area's journeys.

      // The session survives a reload: it is restored from browser storage before anything renders.
      await page.goto('/');
      await expect(page).toHaveURL(
        user.landing === '/teacher/update-profile' ? '/teacher/dashboard' : user.landing,
      );
    });
  }

  test('a wrong password shows the message and stays on /login', async ({ page }) => {
    await signIn(page, 'laerer@demo.no', 'feil-passord');
    await expect(page.getByText('Feil e-post eller passord')).toBeVisible();
    await expect(page).toHaveURL('/login');
    // 'Logg inn' was disabled while it signed in; the focus is back on it, to try again.
    await expect(page.getByRole('button', { name: 'Logg inn' })).toBeFocused();
  });

  test('the form shows the validation messages of the login schema', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await expect(page.getByText('Email er påkrevd')).toBeVisible();
    await expect(page.getByText('Passord må være minst 6 bokstaver')).toBeVisible();
    await page.getByLabel('E-post').fill('ikke-en-adresse');
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await expect(page.getByText('Ugyldig email-adresse')).toBeVisible();
  });

  test('without a connection the form says what to do, and signs in once it is back', async ({
    page,
  }) => {
    // The form's rules load on first use (not with the page); their file does not arrive.
    await page.route('**/assets/publicSchemas-*.js', (route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto('/login');
    await page.getByLabel('E-post').fill('laerer@demo.no');
    await page.getByLabel('Passord', { exact: true }).fill(DEMO_PASSWORD);
    const signInButton = page.getByRole('button', { name: 'Logg inn' });
    await signInButton.click();
    await expect(page.getByRole('alert')).toHaveText('Sjekk nettforbindelsen og prøv igjen.');
    await expect(page).toHaveURL('/login');

    // Back online: the next press loads the rules and signs in (the failed load is not kept).
    await page.unrouteAll();
    await signInButton.click();
    await expect(page).toHaveURL('/teacher/dashboard');
  });

  test('logging out clears the session and goes to /login', async ({ page }) => {
    await signIn(page, 'ansatt@demo.no');
    await expect(page).toHaveURL('/employee/dashboard');
    // The user menu is the last button of the top bar; it is named after the user.
    await page.getByRole('banner').getByRole('button').last().click();
    await page.getByRole('menuitem', { name: 'Logg ut' }).click();
    await expect(page).toHaveURL('/login');
    await page.goto('/employee/dashboard');
    await expect(page).toHaveURL('/login');
  });

  test("logging out forgets the teacher's unsaved lesson, and says nothing of it", async ({
    page,
  }) => {
    await signIn(page, 'laerer@demo.no');
    await expect(page).toHaveURL('/teacher/dashboard');
    await page.goto('/teacher/activity');
    await page.getByRole('textbox', { name: 'Plan for økten' }).fill('Ikke lagret');
    await expect.poll(() => draftKeys(page)).toHaveLength(1);

    await page.getByRole('banner').getByRole('button').last().click();
    await page.getByRole('menuitem', { name: 'Logg ut' }).click();
    await expect(page).toHaveURL('/login');
    await expect.poll(() => draftKeys(page)).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Logg inn' })).toBeVisible();
    await expect(
      page.getByText('Du er logget ut fordi økten er utløpt', { exact: false }),
    ).toBeHidden();
  });
});
