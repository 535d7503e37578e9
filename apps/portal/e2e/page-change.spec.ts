import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** The file of a lazy page's own chunk, from the build's manifest (its imports are shared). */
function pageChunk(source: string): RegExp {
  const manifest = JSON.parse(
    readFileSync(join(import.meta.dirname, '../dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`${source} is not in the build's manifest`);
  return new RegExp(`/${file.replace(/[.]/g, '\\.')}$`);
}

const resources = pageChunk('src/areas/teacher/pages/resources.ts');

// A page whose code does not load (a new version deployed since the tab opened removes the files
// it knew, or the network is gone) reloads once, which brings the new files; when that does not
// help, it says so and offers 'Prøv igjen' (PageLoadFailed in @portal/ui), instead of the
// router's error page with the browser's message.
test.describe('a page whose code does not load', () => {
  test('reloads once and opens when the reload brings the file', async ({ page }) => {
    await signIn(page, 'laerer@demo.no');
    await expect(page).toHaveURL('/teacher/dashboard');
    let asked = 0;
    await page.route(resources, (route) =>
      ++asked === 1 ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
    );
    const menu = page.getByRole('navigation', { name: 'Hovedmeny' });
    await menu.getByRole('link', { name: 'Ressurser' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ressurser' })).toBeVisible();
    await expect(page).toHaveURL('/teacher/resources');
    expect(asked).toBe(2);
  });

  test("says so when the reload did not help, and 'Prøv igjen' opens it", async ({ page }) => {
    await signIn(page, 'laerer@demo.no');
    await expect(page).toHaveURL('/teacher/dashboard');
    let asked = 0;
    await page.route(resources, (route) => {
      asked += 1;
      return route.abort('internetdisconnected');
    });
    const menu = page.getByRole('navigation', { name: 'Hovedmeny' });
    await menu.getByRole('link', { name: 'Ressurser' }).click();
    const alert = page.getByRole('alert');
    await expect(
      alert.getByRole('heading', { level: 1, name: 'Siden kunne ikke lastes' }),
    ).toBeVisible();
    await expect(alert).toContainText('Sjekk nettforbindelsen og prøv igjen.');
    await expect(page).toHaveURL('/teacher/resources');
    // Once by the link, once by the automatic reload (a modulepreload may ask once more).
    expect(asked).toBeGreaterThanOrEqual(2);

    // The message is in the area's layout (its own error element), not a page of its own: the
    // sidebar still opens the other pages, and the page has one main landmark.
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    await menu.getByRole('link', { name: 'Mine elever' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mine elever' })).toBeVisible();
    // Still not loading: straight to the message, as the reload a moment ago did not help.
    await menu.getByRole('link', { name: 'Ressurser' }).click();
    await expect(
      alert.getByRole('heading', { level: 1, name: 'Siden kunne ikke lastes' }),
    ).toBeVisible();

    await page.unroute(resources);
    await alert.getByRole('button', { name: 'Prøv igjen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ressurser' })).toBeVisible();
  });
});

// A page that fails (here its code throws) shows the router's error page in the area's layout.
test('a page that fails shows its error in the layout, and the sidebar leads on', async ({
  page,
}) => {
  await signIn(page, 'laerer@demo.no');
  await expect(page).toHaveURL('/teacher/dashboard');
  await page.route(resources, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "throw new Error('Ressurser kunne ikke vises');",
    }),
  );
  const menu = page.getByRole('navigation', { name: 'Hovedmeny' });
  await menu.getByRole('link', { name: 'Ressurser' }).click();
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
  ).toBeVisible();
  await expect(main).toContainText('Ressurser kunne ikke vises');
  await expect(main).toHaveCount(1);
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
