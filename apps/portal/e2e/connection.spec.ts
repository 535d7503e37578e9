import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test, signIn } from './support';
import { apiToken, osloDateText, setStart } from './teacher/activity-helpers';

// A phone between lessons loses its connection for a moment: what a person sees then, and that
// nothing is lost. (A page whose own code does not load: page-change.spec.ts.)

/** Marks the page, so a test can tell it was not reloaded since (a reload starts a new window). */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
}

async function stillMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);
}

async function openFromMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name }).click();
}

test('offline, the page says so and a save waits; back online it is sent', async ({
  page,
  context,
}) => {
  await signIn(page, 'laerer@demo.no');
  await expect(page).toHaveURL('/teacher/dashboard');
  await openFromMenu(page, 'Profil');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  const english = page.getByRole('checkbox', { name: 'Engelsk' });
  const wasOn = await english.isChecked();

  await context.setOffline(true);
  const notice = page.getByRole('main').getByRole('status').filter({
    hasText: 'Ingen nettforbindelse',
  });
  await expect(notice).toContainText(
    'Det du lagrer nå, sendes når forbindelsen er tilbake. Ikke lukk siden før det er sendt.',
  );
  await page.getByText('Engelsk', { exact: true }).click();
  // The save waits for the connection: the switch shows the choice, and no failure is told.
  await expect(english).toBeChecked({ checked: !wasOn });

  await context.setOffline(false);
  await expect(notice).toBeHidden();
  await expect(page.getByText('Foretrukne fag lagret')).toBeVisible();
  await page.reload();
  await expect(english).toBeChecked({ checked: !wasOn });
  // Put back as it was, for the journeys after this one.
  await page.getByText('Engelsk', { exact: true }).click();
  await expect(english).toBeChecked({ checked: wasOn });
  await expect(page.getByText('Foretrukne fag lagret')).toBeVisible();
});

// The first toast loads the toast UI, and a first toast often tells of a lost connection, when that
// file may not load either: the page stays as it was, and the toast shows once the browser is back
// online (ToasterRegion.tsx in @portal/ui), instead of the whole page going blank.
test('a toast whose UI does not load waits for the connection, and the page stays', async ({
  page,
}) => {
  await signIn(page, 'laerer@demo.no');
  await expect(page).toHaveURL('/teacher/dashboard');
  await openFromMenu(page, 'Profil');
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
  await markPage(page);

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
  expect(await stillMarked(page)).toBe(true);

  await page.unrouteAll();
  await toggle.click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'Mine elever' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mine elever' })).toBeVisible();
});

// A page whose code is not loaded yet, opened offline: the message, not a reload (which would show
// the browser's offline page instead of the portal); back online, 'Prøv igjen' opens it.
test('offline, a page not loaded yet says so without reloading; back online it opens', async ({
  page,
  context,
}) => {
  await signIn(page, 'laerer@demo.no');
  await expect(page).toHaveURL('/teacher/dashboard');
  await markPage(page);

  await context.setOffline(true);
  await openFromMenu(page, 'Ressurser');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(
    alert.getByRole('heading', { level: 1, name: 'Siden kunne ikke lastes' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Ingen nettforbindelse');
  expect(await stillMarked(page)).toBe(true);

  await context.setOffline(false);
  await alert.getByRole('button', { name: 'Prøv igjen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ressurser' })).toBeVisible();
});

// A parent opens the sign-in page, and the connection goes: the page says so; a sign-in pressed
// then waits, saying so on its button, and goes on by itself once the browser is back online.
test('offline, the sign-in page says so, and a sign-in waits for the connection', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  // Leaving the e-mail field loads the form's rules, while the connection is there.
  const rules = page.waitForResponse(/\/assets\/publicSchemas-[^/]*\.js$/);
  await page.getByLabel('E-post').fill('forelder@demo.no');
  await page.getByLabel('Passord', { exact: true }).fill(DEMO_PASSWORD);
  await rules;

  await context.setOffline(true);
  const notice = page.getByRole('status');
  await expect(notice).toContainText('Ingen nettforbindelse');
  await expect(notice).toContainText('Koble til nettet for å fortsette.');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByRole('button', { name: 'Venter på nett…' })).toBeDisabled();

  await context.setOffline(false);
  await expect(page).toHaveURL('/customer/dashboard');
});

/** A route that lets the calls of `method` reach the server and loses their answers. */
async function loseAnswers(page: Page, url: string, method: string): Promise<() => number> {
  let lost = 0;
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    await route.fetch();
    await route.abort('connectionreset');
    lost += 1;
  });
  return () => lost;
}

// The connection drops after the server saved a new lesson and before its answer came: the
// teacher is told to try again, presses 'Lagre' once more (lost again), then reloads the page and
// saves the restored draft. Every press sends the save's key (Idempotency-Key), kept with the
// draft too, so each gets the lesson the first made: one lesson, not three. Then its delete's
// answer is lost too: pressed again, the delete finds it gone and is done ('Ikke funnet.' before).
test('a lesson saved and deleted with their answers lost is one lesson, then none', async ({
  page,
  request,
}) => {
  const plan = `E2E tapt svar ${Date.now()}`;
  await signIn(page, 'laerer@demo.no');
  await expect(page).toHaveURL('/teacher/dashboard');
  await page.getByRole('link', { name: 'Ny aktivitet' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ny aktivitet' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Kategori' }).selectOption({ index: 1 });
  await page
    .getByRole('group', { name: /Elever/ })
    .getByRole('checkbox')
    .first()
    .check({ force: true });
  await page.getByRole('combobox', { name: 'Fag', exact: true }).selectOption({ index: 1 });
  // Weeks ahead, clear of the lessons the other journeys look for.
  await setStart(page, osloDateText(30), '08', '00');
  await page.getByRole('radio', { name: 'Digitalt' }).check({ force: true });
  await page.getByRole('textbox', { name: 'Plan for økten' }).fill(plan);

  // The saves reach the server, and their answers are lost on the way back.
  const answersLost = await loseAnswers(page, '**/api/activity/activity/', 'POST');
  const save = page.getByRole('button', { name: 'Lagre aktivitet' });
  const noAnswer = page.getByText('Sjekk nettforbindelsen og prøv igjen.');
  await save.click();
  await expect(noAnswer).toBeVisible();
  await save.click();
  await expect.poll(answersLost).toBe(2);

  await page.unrouteAll({ behavior: 'wait' });
  await page.reload();
  await expect(page.getByText('Ulagrede endringer er hentet tilbake')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Plan for økten' })).toHaveValue(plan);
  await save.click();
  await expect(page.getByRole('dialog', { name: 'Aktivitet lagret' })).toBeVisible();

  const token = await apiToken(request, 'laerer@demo.no');
  const headers = { Authorization: `JWT ${token}` };
  const found = await request.get(
    `/api/activity/activity/?search=${encodeURIComponent(plan)}&limit=10`,
    { headers },
  );
  const lessons = ((await found.json()) as { results: { id: number }[] }).results;
  expect(lessons).toHaveLength(1);

  await page.goto(`/teacher/activity/${lessons[0]!.id}`);
  const deletesLost = await loseAnswers(page, '**/api/activity/activity/*/', 'DELETE');
  await page.getByRole('button', { name: 'Slett aktivitet' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Vil du slette aktiviteten?' });
  await confirm.getByRole('button', { name: 'Slett aktivitet' }).click();
  await expect(noAnswer).toBeVisible();
  await expect.poll(deletesLost).toBe(1);
  await page.unrouteAll({ behavior: 'wait' });
  await confirm.getByRole('button', { name: 'Slett aktivitet' }).click();
  await expect(page.getByText('Aktivitet er slettet')).toBeVisible();
  await expect(page).toHaveURL('/teacher/dashboard');
  const gone = await request.get(`/api/activity/activity/${lessons[0]!.id}/`, { headers });
  expect(gone.status()).toBe(404);
});
