import type { Page } from '@playwright/test';
import {
  expect,
  test,
  DESKTOP,
  PHONE,
  expectAccessibleEverywhere,
  signIn,
  expectNoSidewaysScroll,
  expectToast,
} from './support';
import { SMALL_PDF } from './teacher/students-profile-helpers';

const TEACHER = 'laerer@demo.no';

async function signInTeacher(page: Page) {
  await signIn(page, TEACHER);
  await expect(page).toHaveURL('/teacher/dashboard');
}

const studentsTable = (page: Page) => page.getByRole('table', { name: 'Mine elever' });

async function openDetails(page: Page) {
  await page.goto('/teacher/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  await page.getByText('Personopplysninger', { exact: true }).first().click();
  await expect(page.getByRole('form', { name: 'Personopplysninger' })).toBeVisible();
}

test.describe('teacher students, new student, resources and profile', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP);
  });

  test('registers a new student with a new invoice receiver and finds both under Mine elever', async ({
    page,
  }) => {
    const tag = Date.now()
      .toString(36)
      .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)] ?? 'x');
    const first = `Testelev${tag}`;
    const receiverFirst = `Betaler${tag}`;
    await signInTeacher(page);
    await page.getByRole('link', { name: 'Ny elev' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ny elev' })).toBeVisible();

    const register = page.getByRole('button', { name: 'Register Student' });
    await expect(register).toBeDisabled();
    const form = page.getByRole('form', { name: 'Ny elev' });
    await form.getByRole('textbox', { name: /Fornavn/ }).fill(first);
    await form.getByRole('textbox', { name: /Etternavn/ }).fill('Nordmann');
    await form.getByRole('textbox', { name: /Fødselsdato/ }).fill('17.04.2009');
    await form.getByRole('textbox', { name: /Fødselsdato/ }).press('Tab');
    await form.getByRole('textbox', { name: /Telefonnummer/ }).fill('41234567');
    await form.getByRole('textbox', { name: /E-post/ }).fill(`${first.toLowerCase()}@example.no`);
    await form.getByRole('textbox', { name: /Adresse/ }).fill('Storgata 1');
    await form.getByRole('textbox', { name: /Postnummer/ }).fill('0155');
    await form.getByRole('textbox', { name: /Poststed/ }).fill('Oslo');
    const city = form.getByRole('combobox', { name: /By/ });
    await expect(city.locator('option')).not.toHaveCount(1);
    await city.selectOption({ index: 1 });
    const school = form.getByRole('combobox', { name: /Skole/ });
    await expect(school.locator('option')).not.toHaveCount(1);
    await school.selectOption({ index: 1 });
    await form
      .getByRole('group', { name: /Fag/ })
      .getByRole('checkbox')
      .first()
      .check({ force: true });

    await page.getByText('Eleven er ikke fakturamottaker').click();
    await expect(register).toBeEnabled();
    const receiver = page.getByRole('region', { name: 'Ny fakturamottaker' });
    await receiver.getByRole('textbox', { name: /Fornavn/ }).fill(receiverFirst);
    await receiver.getByRole('textbox', { name: /Etternavn/ }).fill('Nordmann');
    await receiver.getByRole('textbox', { name: /Telefonnummer/ }).fill('92345678');
    await receiver
      .getByRole('textbox', { name: /E-post/ })
      .fill(`${receiverFirst.toLowerCase()}@example.no`);
    await receiver.getByRole('textbox', { name: /Adresse/ }).fill('Storgata 1');
    await receiver.getByRole('textbox', { name: /Postnummer/ }).fill('0155');
    await receiver.getByRole('textbox', { name: /Poststed/ }).fill('Oslo');
    await register.click();
    await expectToast(page, 'Eleven er lagret');
    await expectToast(page, 'Fakturamottaker lagret');
    await expectToast(page, 'Elev er lagt til under valgt fakturamottaker');

    await page.getByRole('link', { name: 'Mine elever' }).first().click();
    await page.getByRole('searchbox', { name: 'Søk etter elev' }).fill(first);
    const row = studentsTable(page).getByRole('row', { name: new RegExp(first) });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Vis detaljer' }).click();
    const receivers = page.getByRole('table', { name: 'Fakturamottakere' });
    await expect(receivers.getByText(`${receiverFirst} Nordmann`)).toBeVisible();
    await expect(page.getByText('Eleven har ingen pakker')).toBeVisible();
  });

  test('adds a subject to a student', async ({ page }) => {
    await signInTeacher(page);
    await page.goto('/teacher/students');
    const table = studentsTable(page);
    await table.getByRole('button', { name: 'Vis detaljer' }).first().click();
    const adder = page.getByRole('combobox', { name: /Nytt fag for/ });
    await expect(adder.locator('option')).not.toHaveCount(1);
    await adder.selectOption({ index: 1 });
    const label = ((await adder.locator('option:checked').textContent()) ?? '').trim();
    const subjectName = label.replace(/ \([^)]*\)$/, '');
    await page.getByRole('button', { name: 'Legg til fag' }).click();
    await expectToast(page, 'Faget er lagt til eleven');
    // The button stays disabled with no subject chosen: the focus is on the select, not lost.
    await expect(adder).toBeFocused();
    await expect(page.getByRole('definition').filter({ hasText: subjectName })).toBeVisible();
    // The subject is no longer offered to this student.
    await expect(adder.locator('option', { hasText: label })).toHaveCount(0);
  });

  test("a list that did not load comes with 'Prøv igjen', and the focus is kept on the page", async ({
    page,
  }) => {
    await signInTeacher(page);
    // The first read of the list is refused (a 4xx is not retried by itself); the retry is not.
    let refused = false;
    await page.route(/\/api\/user\/student\/\?/, async (route) => {
      if (refused) return route.fallback();
      refused = true;
      await route.fulfill({ status: 404, json: { detail: 'Ikke funnet.' } });
    });
    await page.goto('/teacher/students');
    const failed = page.getByRole('alert').filter({ hasText: 'Kunne ikke hente elevene dine' });
    await failed.getByRole('button', { name: 'Prøv igjen' }).click();
    await expect(
      studentsTable(page).getByRole('button', { name: 'Vis detaljer' }).first(),
    ).toBeVisible();
    // The button went with the error: the focus is on the page's heading, not the page body.
    await expect(page.getByRole('heading', { level: 1, name: 'Mine elever' })).toBeFocused();
  });

  test('status and a preferred subject are saved at once and survive a reload', async ({
    page,
  }) => {
    await signInTeacher(page);
    await page.goto('/teacher/profile');
    const status = page.getByRole('combobox', { name: 'Status' });
    await expect(status).toHaveValue('WANT_MORE_STUDENTS');
    await status.selectOption({ label: 'Ønsker ikke flere elever' });
    await expectToast(page, 'Status lagret');

    const preferred = page
      .getByRole('group', { name: /Foretrukne fag/ })
      .getByRole('checkbox')
      .first();
    const before = await preferred.isChecked();
    await preferred.press('Space');
    await expectToast(page, 'Foretrukne fag lagret');

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue(
      'DO_NOT_WANT_MORE_STUDENTS',
    );
    const after = page
      .getByRole('group', { name: /Foretrukne fag/ })
      .getByRole('checkbox')
      .first();
    await expect(after).toBeChecked({ checked: !before });

    // Back as it was, for the other journeys.
    await page
      .getByRole('combobox', { name: 'Status' })
      .selectOption({ label: 'Ønsker flere elever' });
    await expectToast(page, 'Status lagret');
  });

  test('a PDF is uploaded to the profile and a non-PDF is refused with a message', async ({
    page,
  }) => {
    await signInTeacher(page);
    await openDetails(page);
    const form = page.getByRole('form', { name: 'Personopplysninger' });
    const police = form.getByLabel('Politiattest (PDF)');
    await police.setInputFiles({
      name: 'attest.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hei'),
    });
    await expect(form.getByText('Filen må være en PDF')).toBeVisible();
    await form.getByRole('button', { name: 'Lagre opplysninger' }).click();
    await expect(form.getByText('Filen må være en PDF')).toBeVisible();

    await police.setInputFiles({
      name: 'politiattest.pdf',
      mimeType: 'application/pdf',
      buffer: SMALL_PDF,
    });
    await expect(form.getByText('Filen må være en PDF')).toHaveCount(0);
    await form.getByRole('button', { name: 'Lagre opplysninger' }).click();
    await expectToast(page, 'Brukerdata lagret');
    await page.reload();
    await page.getByText('Personopplysninger', { exact: true }).first().click();
    await expect(
      page
        .getByRole('form', { name: 'Personopplysninger' })
        .getByText('En fil er lagret. Velg en ny PDF for å erstatte den.')
        .first(),
    ).toBeVisible();

    // The stored file opens in a new tab: the same bytes, fetched with the session.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Åpne lagret fil: Politiattest' }).click(),
    ]);
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    const shown = await tab.evaluate(async (url) => {
      const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
      return Array.from(bytes);
    }, tab.url());
    expect(Buffer.from(shown).equals(SMALL_PDF)).toBe(true);
    await tab.close();
  });

  test('the pages pass axe, fit 360 px and work by keyboard', async ({ page }) => {
    await signInTeacher(page);
    const pages = [
      { path: '/teacher/students', heading: 'Mine elever' },
      { path: '/teacher/new-student', heading: 'Ny elev' },
      { path: '/teacher/resources', heading: 'Ressurser' },
      { path: '/teacher/profile', heading: 'Profil' },
    ];
    for (const { path, heading } of pages) {
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1, name: heading });
      await expectAccessibleEverywhere(page, path, () => expect(h1).toBeVisible());
      await page.setViewportSize(PHONE);
      await expect(h1).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.setViewportSize(DESKTOP);
    }

    // The profile's other view: the change-password and personal-info forms with the PDF inputs.
    await openDetails(page);
    const details = page.getByRole('form', { name: 'Personopplysninger' });
    // A theme change reloads the page, which opens on Status: choose the view again each time.
    await expectAccessibleEverywhere(page, '/teacher/profile Personopplysninger', async () => {
      await page.getByText('Personopplysninger', { exact: true }).first().click();
      await expect(details).toBeVisible();
    });
    await page.setViewportSize(PHONE);
    await expect(details).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.setViewportSize(DESKTOP);

    // Keyboard: on 'Mine elever' the inactive toggle, a sortable header and an expandable row.
    await page.goto('/teacher/students');
    const table = studentsTable(page);
    await expect(table.getByRole('button', { name: 'Vis detaljer' }).first()).toBeVisible();
    const inactive = page.getByLabel('Vis inaktive elever');
    await inactive.focus();
    await page.keyboard.press('Space');
    await expect(inactive).toBeChecked();
    const nameHeader = table.getByRole('columnheader', { name: /Navn/ });
    const sortBefore = (await nameHeader.getAttribute('aria-sort')) ?? 'none';
    await nameHeader.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(nameHeader).not.toHaveAttribute('aria-sort', sortBefore);
    await table.getByRole('button', { name: 'Vis detaljer' }).first().focus();
    await page.keyboard.press('Enter');
    await expect(table.getByRole('button', { name: 'Skjul detaljer' })).toHaveCount(1);

    // Keyboard: the profile's view toggle moves with the arrow keys.
    await page.goto('/teacher/profile');
    await page.getByRole('radio', { name: 'Status' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('form', { name: 'Personopplysninger' })).toBeVisible();

    // Keyboard: a resources folder opens with Enter, its links open in a new tab.
    await page.goto('/teacher/resources');
    const folder = page.getByRole('region', { name: 'Dokumenter' }).getByRole('button').first();
    await folder.focus();
    await page.keyboard.press('Enter');
    await expect(folder).toHaveAttribute('aria-expanded', 'true');
    const link = page.getByRole('region', { name: 'Dokumenter' }).getByRole('link').first();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    // The demo documents are real files served with the portal.
    const pdf = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const faq = page
      .getByRole('region', { name: 'Ofte stilte spørsmål' })
      .getByRole('button')
      .first();
    await faq.focus();
    await page.keyboard.press('Enter');
    await expect(faq).toHaveAttribute('aria-expanded', 'true');

    // Keyboard: the receiver choice and the register button on 'Ny elev'.
    await page.goto('/teacher/new-student');
    await page.getByRole('radio', { name: 'Eleven er også fakturamottaker' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Register Student' })).toBeEnabled();
  });

  test('a new teacher lands on update profile, fills it and lands on the dashboard', async ({
    page,
  }) => {
    await signIn(page, 'ny.laerer@demo.no');
    await expect(page).toHaveURL('/teacher/update-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Oppdater profil' })).toBeVisible();
    await expect(page.getByText(/Noen opplysninger mangler i profilen din/)).toBeVisible();
    const form = page.getByRole('form', { name: 'Oppdater profil' });
    await expect(form.getByRole('textbox', { name: /Fornavn/ })).not.toHaveValue('');
    await expectAccessibleEverywhere(page, '/teacher/update-profile', () =>
      expect(form.getByRole('textbox', { name: /Fornavn/ })).toBeVisible(),
    );
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await page.setViewportSize(DESKTOP);

    await form.getByRole('textbox', { name: /Telefonnummer/ }).fill('41234567');
    await form.getByRole('textbox', { name: /Fødselsnummer/ }).fill('01019012480');
    await form.getByRole('textbox', { name: /Kontonummer/ }).fill('1234.56.78903');
    await form.getByRole('button', { name: 'Lagre' }).click();
    await expect(page).toHaveURL('/teacher/dashboard');
    // Nothing sends the teacher back: the root leads home.
    await page.goto('/');
    await expect(page).toHaveURL('/teacher/dashboard');
  });
});
