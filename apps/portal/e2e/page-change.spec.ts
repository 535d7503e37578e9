import { expect, test, signIn } from './support';

// What opening another page does in the browser (the shell in @portal/ui, the router's
// ScrollRestoration): its title on the tab, focus at its h1, and its top in view; back returns to
// where the previous page was scrolled.
test('another page opens at its top, with its title and focus at its heading', async ({ page }) => {
  // Short enough that the teacher overview scrolls.
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/login');
  await expect(page).toHaveTitle('Logg inn – Portalen');
  await signIn(page, 'ansatt@demo.no');
  await expect(page).toHaveURL('/employee/dashboard');
  await expect(page).toHaveTitle('Dashboard – Portalen');

  const menu = page.getByRole('navigation', { name: 'Hovedmeny' });
  await menu.getByRole('link', { name: 'Læreroversikt' }).click();
  const teachers = page.getByRole('heading', { level: 1, name: 'Læreroversikt' });
  await expect(teachers).toBeFocused();
  await expect(page).toHaveTitle('Læreroversikt – Portalen');
  await expect(page.getByRole('table')).toBeVisible();
  // To the bottom until the page is tall enough: the table is visible while its rows still load,
  // and a page that short scrolls only a few pixels (the run where it did failed here).
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(100);
  const scrolledTo = await page.evaluate(() => window.scrollY);

  // The sidebar stays in view (sticky) while the page scrolls: open another page from it.
  await menu.getByRole('link', { name: 'Studentoversikt' }).click();
  const students = page.getByRole('heading', { level: 1, name: 'Studentoversikt' });
  await expect(students).toBeFocused();
  await expect(page).toHaveTitle('Studentoversikt – Portalen');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // Back: the overview where it was left.
  await page.goBack();
  await expect(teachers).toBeVisible();
  await expect(page).toHaveTitle('Læreroversikt – Portalen');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
});
