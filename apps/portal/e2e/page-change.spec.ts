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

// The first toast loads the toast UI, and a first toast often tells of a lost connection, when that
// file may not load either: the page stays as it was, and the toast shows once the browser is back
// online (ToasterRegion.tsx in @portal/ui), instead of the whole page going blank.
test('a toast whose UI does not load waits for the connection, and the page stays', async ({
  page,
}) => {
  await signIn(page, 'laerer@demo.no');
  await expect(page).toHaveURL('/teacher/dashboard');
  await page
    .getByRole('navigation', { name: 'Hovedmeny' })
    .getByRole('link', { name: 'Profil' })
    .click();
  const heading = page.getByRole('heading', { level: 1, name: 'Profil' });
  await expect(heading).toBeVisible();

  // The connection drops: the save gets no answer, nor does the toast UI's file.
  let toastUiAsked = 0;
  await page.route('**/assets/ToastRegion-*.js', (route) => {
    toastUiAsked += 1;
    return route.abort('internetdisconnected');
  });
  await page.route('**/api/user/teacher/**', (route) => route.abort('internetdisconnected'));
  const english = page.getByRole('checkbox', { name: 'Engelsk' });
  const wasOn = await english.isChecked();
  // React reports the failed load it caught (the page would be blank by then without the catch).
  const failureCaught = page.waitForEvent(
    'console',
    (m) => m.type() === 'error' && /dynamically imported module.*\/ToastRegion-/.test(m.text()),
  );
  const pageFailed = page.waitForEvent('pageerror').then((error) => {
    throw new Error(`The page failed: ${error.message}`);
  });
  await page.getByText('Engelsk', { exact: true }).click();
  await Promise.race([failureCaught, pageFailed]);
  await expect(english).toBeChecked({ checked: wasOn });
  await expect(heading).toBeVisible();
  expect(toastUiAsked).toBe(1);

  // Back online (the effect that listens for it runs a frame after the catch): the toast UI loads
  // and says what happened.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await page.unrouteAll();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText('Sjekk nettforbindelsen og prøv igjen.')).toBeVisible();
  await expect(heading).toBeVisible();
});

// The phone's menu drawer loads when the browser is first idle, or when it is first opened. When
// its file does not load, the press does nothing (the page is not reloaded, which would lose what
// the user typed), and the next press, with the connection back, opens it.
test('a phone menu whose file does not load opens on the next press, and the page stays', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  let drawerAsked = 0;
  await page.route(/\/assets\/idle-drawer-[^/]*\.js$/, (route) => {
    drawerAsked += 1;
    return route.abort('internetdisconnected');
  });
  await signIn(page, 'laerer@demo.no');
  await expect(page).toHaveURL('/teacher/dashboard');
  const heading = page.getByRole('heading', { level: 1, name: 'Dashboard' });
  await expect(heading).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  const toggle = page.getByRole('button', { name: 'Vis/skjul meny' });
  const failureCaught = page.waitForEvent(
    'console',
    (m) => m.type() === 'error' && /dynamically imported module.*\/idle-drawer-/.test(m.text()),
  );
  const reloaded = page.waitForEvent('framenavigated').then(() => {
    throw new Error('The page was reloaded');
  });
  const asked = drawerAsked;
  await toggle.click();
  await Promise.race([failureCaught, reloaded]);
  expect(drawerAsked).toBeGreaterThan(asked);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(heading).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);

  await page.unrouteAll();
  await toggle.click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'Mine elever' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mine elever' })).toBeVisible();
});
