import type { Browser, Page } from '@playwright/test';
import {
  expect,
  test,
  DESKTOP,
  PHONE,
  expectAccessibleEverywhere,
  signIn,
  newContextOnE2EClock,
  expectNoSidewaysScroll,
  expectToast,
} from './support';

const STAFF = 'ansatt@demo.no';
// A demo teacher no other journey signs in as: this one changes the password for good
// (laerer@demo.no and forelder@demo.no belong to the journeys that run last).
const USER = 'mari.nilsen@demo.no';
const NEW_PASSWORD = 'Ny-sommer-2026!';
const NO_USER_MESSAGE = 'Det finnes ingen aktiv bruker med denne e-postadressen.';
const LINK_REFUSED = 'Lenken er ugyldig eller utløpt. Be om en ny e-post for å resette passordet.';

async function openStaffPage(page: Page, link: string, heading: string) {
  await signIn(page, STAFF);
  await expect(page).toHaveURL('/employee/dashboard');
  await page.getByRole('link', { name: link }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** A browser context with no session: what the user gets when they open the link themselves. */
async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await newContextOnE2EClock(browser, {
    baseURL,
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
  });
  return { context, page: await context.newPage() };
}

async function setPassword(page: Page, link: string) {
  await page.goto(link);
  await page.getByLabel('Nytt passord').fill(NEW_PASSWORD);
  await page.getByLabel('Gjenta passord').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Lagre passord' }).click();
}

test.describe('staff password tokens and FAQ', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP);
  });

  test('creates a token, copies its link, and the link sets a new password exactly once', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openStaffPage(page, 'Passord-tokens', 'Passord-tokens');
    const email = page.getByRole('textbox', { name: /Brukerens e-post/ });
    const create = page.getByRole('button', { name: 'Opprett token' });

    // The domain's rule, then the API's refusal, under the field.
    await email.fill('ikke-en-epost');
    await create.click();
    await expect(page.getByText('Oppgi en gyldig e-postadresse')).toBeVisible();
    await email.fill('finnes-ikke@demo.no');
    await create.click();
    await expect(page.getByText(NO_USER_MESSAGE)).toBeVisible();

    await email.fill(USER);
    await create.click();
    await expectToast(page, 'Token opprettet');
    // Disabled while it created; the focus is back on it.
    await expect(create).toBeFocused();
    await expect(email).toHaveValue('');
    const table = page.getByRole('table', { name: 'Aktive tokens' });
    const row = table.getByRole('row').filter({ hasText: USER });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(/\d\d\.\d\d\.\d{4}, kl: \d\d:\d\d/);

    await row.getByRole('button', { name: `Kopier lenke for ${USER}` }).click();
    await expectToast(page, 'Lenke kopiert');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(
      new RegExp(`^${baseURL}/confirm-reset-password/\\?token=[A-Za-z0-9_-]{43}$`),
    );

    // The user opens the link in a browser of their own and sets a new password.
    const user = await freshPage(browser, baseURL);
    await setPassword(user.page, link);
    await expect(user.page.getByText('Passord er lagret')).toBeVisible();
    await expect(user.page).toHaveURL('/login');
    await signIn(user.page, USER, NEW_PASSWORD);
    await expect(user.page).toHaveURL('/teacher/dashboard');
    await user.context.close();

    // The second time the link is refused, and the old token is gone from the staff's list.
    const again = await freshPage(browser, baseURL);
    await setPassword(again.page, link);
    await expect(again.page.getByText(LINK_REFUSED)).toBeVisible();
    await expect(again.page).toHaveURL(/confirm-reset-password/);
    await again.context.close();

    await page.reload();
    await expect(
      page.getByText('Ingen tokens funnet').or(page.getByRole('table', { name: 'Aktive tokens' })),
    ).toBeVisible();
    await expect(page.getByText(USER)).toHaveCount(0);
  });

  test('the FAQ opens a question with the keyboard', async ({ page }) => {
    await openStaffPage(page, 'FAQ', 'FAQ');
    const category = page.getByRole('button', { name: 'Økonomi', exact: true });
    await expect(category).toHaveAttribute('aria-expanded', 'false');
    await category.focus();
    await page.keyboard.press('Enter');
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    const question = page.getByRole('button', { name: 'Hvordan betaler jeg lønn?' });
    await page.keyboard.press('Tab');
    await expect(question).toBeFocused();
    await page.keyboard.press('Space');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByText('Åpne Betal Lønn, velg måned og marker aktivitetene som betalt.'),
    ).toBeVisible();
  });

  test('both pages are accessible and fit a 360 px phone', async ({ page }) => {
    await openStaffPage(page, 'Passord-tokens', 'Passord-tokens');
    // A live token, so the table (desktop) and its cards (phone) are checked, not the empty state.
    await page.getByRole('textbox', { name: /Brukerens e-post/ }).fill(USER);
    await page.getByRole('button', { name: 'Opprett token' }).click();
    await expectToast(page, 'Token opprettet');
    const ready = async () => {
      await expect(page.getByRole('button', { name: `Kopier lenke for ${USER}` })).toBeVisible();
    };
    await expectAccessibleEverywhere(page, 'password tokens', ready);
    await page.setViewportSize(PHONE);
    await ready();
    await expectNoSidewaysScroll(page);

    await page.setViewportSize(DESKTOP);
    await page.goto('/employee/faq');
    const faqReady = async () => {
      await expect(page.getByRole('button', { name: 'Salg', exact: true })).toBeVisible();
    };
    await faqReady();
    await page.getByRole('button', { name: 'Salg', exact: true }).click();
    await expectAccessibleEverywhere(page, 'employee faq', faqReady);
    await page.setViewportSize(PHONE);
    await faqReady();
    await expectNoSidewaysScroll(page);
  });
});
