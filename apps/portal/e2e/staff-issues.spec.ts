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

const STAFF = 'ansatt@demo.no';

const column = (page: Page, name: string) => page.getByRole('region', { name });
const moveButton = (page: Page, title: string, to: string) =>
  page.getByRole('button', { name: `Flytt '${title}' til ${to}` });

async function openBoard(page: Page) {
  await signIn(page, STAFF);
  await expect(page).toHaveURL('/employee/dashboard');
  await page.getByRole('link', { name: 'Issues' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Issues' })).toBeVisible();
  await expect(column(page, 'Åpen').getByRole('article').first()).toBeVisible();
}

test.describe('staff issue board', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP);
  });

  test('creates an issue, moves it to Ferdig and back, edits it and deletes it', async ({
    page,
  }) => {
    const title = `Rett eksporten ${Date.now().toString(36)}`;
    await openBoard(page);

    await page.getByRole('button', { name: 'Ny issue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny issue' });
    // The seed's messages come first.
    await dialog.getByRole('button', { name: 'Lagre' }).click();
    await expect(dialog.getByText('Tittel kreves')).toBeVisible();
    await expect(dialog.getByText('Beskrivelse kreves')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Tittel/ }).fill(title);
    await dialog.getByRole('textbox', { name: /Beskrivelse/ }).fill('Reisetid mangler i CSV.');
    await dialog.getByRole('combobox', { name: /Kategori/ }).selectOption({ label: 'Økonomi' });
    await dialog.getByRole('combobox', { name: /Prioritet/ }).selectOption({ label: 'Høy' });
    await dialog.getByRole('spinbutton', { name: /Estimat/ }).fill('3');
    // The developer picker offers staff only.
    await dialog.getByRole('combobox', { name: 'Utvikler' }).click();
    const options = dialog.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(8);
    await options.first().click();
    await dialog.getByRole('button', { name: 'Lagre' }).click();
    await expectToast(page, 'Issue opprettet');
    const card = column(page, 'Åpen').getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('Høy')).toBeVisible();

    // One step at a time to Ferdig, then back to Underveis.
    await moveButton(page, title, 'Underveis').click();
    await expect(column(page, 'Underveis').getByRole('article', { name: title })).toBeVisible();
    // The moved card's button has the focus again: the next steps by keyboard.
    await expect(moveButton(page, title, 'Ferdig')).toBeFocused();
    await page.keyboard.press('Enter');
    const done = column(page, 'Ferdig').getByRole('article', { name: title });
    await expect(done).toBeVisible();
    await expect(moveButton(page, title, 'Ferdig')).toBeDisabled();
    await expect(moveButton(page, title, 'Underveis')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(column(page, 'Underveis').getByRole('article', { name: title })).toBeVisible();

    // The category filter finds it under Økonomi, not under Utvikling.
    await page.getByRole('button', { name: 'Utvikling', exact: true }).click();
    await expect(page.getByRole('article', { name: title })).toHaveCount(0);
    await page.getByRole('button', { name: 'Økonomi', exact: true }).click();
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Alle', exact: true }).click();

    // Edit: the estimate may be 0 when editing.
    await page.getByRole('button', { name: `Rediger: ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Rediger issue' });
    await edit.getByRole('spinbutton', { name: /Estimat/ }).fill('0');
    await edit.getByRole('textbox', { name: /Tittel/ }).fill(`${title} (sjekket)`);
    await edit.getByRole('button', { name: 'Lagre' }).click();
    await expectToast(page, 'Issue oppdatert');
    const edited = page.getByRole('article', { name: `${title} (sjekket)` });
    await expect(edited.getByText('0 t')).toBeVisible();

    // The detail dialog shows every field.
    await page.getByRole('button', { name: `Detaljer: ${title} (sjekket)` }).click();
    const detail = page.getByRole('dialog', { name: `${title} (sjekket)` });
    await expect(detail.getByText('Reisetid mangler i CSV.')).toBeVisible();
    await expect(detail.getByText('Underveis')).toBeVisible();
    // Editing from the details, then leaving the form: the focus is back on the card's 'Detaljer'.
    await detail.getByRole('button', { name: 'Rediger' }).click();
    const fromDetail = page.getByRole('dialog', { name: 'Rediger issue' });
    await expect(fromDetail.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(fromDetail).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Detaljer: ${title} (sjekket)` })).toBeFocused();

    // Delete asks first.
    await page.getByRole('button', { name: `Slett: ${title} (sjekket)` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Slett' }).click();
    await expectToast(page, 'Issue slettet');
    await expect(page.getByRole('article', { name: `${title} (sjekket)` })).toHaveCount(0);
    // Its 'Slett' went with it: the focus is on the page's heading, not lost to the page body.
    await expect(page.getByRole('heading', { level: 1, name: 'Issues' })).toBeFocused();
    await page.reload();
    await expect(column(page, 'Åpen').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article', { name: `${title} (sjekket)` })).toHaveCount(0);
  });

  test('is accessible and fits a 360 px phone', async ({ page }) => {
    await openBoard(page);
    await expectAccessibleEverywhere(page, 'issues', async () => {
      await expect(column(page, 'Ferdig')).toBeVisible();
    });
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
  });
});
