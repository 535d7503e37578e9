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
  expectToastAndClose,
} from './support';
import { apiToken } from './teacher/activity-helpers';

const STAFF = 'ansatt@demo.no';
const overview = (page: Page) => page.getByRole('table', { name: 'Pakkeoversikt' });

async function signInStaff(page: Page) {
  await signIn(page, STAFF);
  await expect(page).toHaveURL('/employee/dashboard');
}

test.describe('staff packages', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP);
  });

  test('sells a package with a discount and an extra price, edits it, sends and deletes confirmations', async ({
    page,
    request,
  }) => {
    await signInStaff(page);
    await page.goto('/sales/new-package');
    const form = page.getByRole('form', { name: 'Ny Pakke på Elev' });
    const type = form.getByRole('combobox', { name: /Pakketype/ });
    await expect(type.locator('option')).not.toHaveCount(1);
    await type.selectOption({ index: 1 });
    const typeLabel = (await type.locator('option:checked').textContent()) ?? '';
    const listPrice = Number(
      typeLabel
        .replace(/.*–\s*/, '')
        .replace(/[^\d,]/g, '')
        .replace(',', '.'),
    );
    await form.getByRole('searchbox', { name: 'Søk etter elev' }).fill('Emma Johansen');
    await form.getByRole('button', { name: 'Legg til Emma Johansen' }).click();
    const receiver = form.getByRole('combobox', { name: /Fakturamottaker/ });
    await expect(receiver.locator('option')).not.toHaveCount(1);
    await receiver.selectOption({ label: 'Kari Johansen' });
    await form.getByRole('spinbutton', { name: 'Rabatt (%)' }).fill('10');
    await form.getByRole('spinbutton', { name: 'Ekstrapris (kr)' }).fill('250');
    const expected = Math.round((listPrice * 0.9 + 250) * 100) / 100;
    const kr = (n: number) =>
      `${Math.floor(n).toLocaleString('nb-NO')}${n % 1 ? `,${(n % 1).toFixed(2).slice(2)}` : ''} kr`;
    await expect(form.getByText(kr(expected).replace(/\s/g, '\u00a0'))).toBeVisible();
    await form.getByRole('button', { name: 'Lagre pakke' }).click();
    await expectToastAndClose(page, 'Pakken er lagret');

    // Pakkeoversikt opens with the new package first and open.
    await expect(page).toHaveURL('/sales/package-overview');
    await expect(page.getByRole('button', { name: 'Rediger pakke' })).toBeVisible();
    const firstRow = overview(page).getByRole('row').nth(1);
    await expect(firstRow).toContainText('Emma Johansen');
    await expect(firstRow).toContainText(kr(expected).replace(/\s/g, '\u00a0'));
    await expect(page.getByText('Ikke sendt')).toHaveCount(1);

    // Edit: a second order confirmation.
    await page.getByRole('button', { name: 'Rediger pakke' }).click();
    const edit = page.getByRole('dialog', { name: 'Rediger pakke' });
    await edit.getByRole('textbox', { name: 'Beskrivelse' }).fill('Eksamensforberedelse');
    await edit.getByRole('button', { name: 'Lagre' }).click();
    await expectToastAndClose(page, 'Pakken er oppdatert');
    await expect(page.getByText('Endret pakke')).toBeVisible();
    await expect(page.getByText('Ikke sendt')).toHaveCount(2);

    // Preview and send the first; it lands in the outbox for the receiver.
    await page.getByRole('button', { name: 'Forhåndsvis og send' }).first().click();
    const preview = page.getByRole('dialog', { name: 'Forhåndsvisning av ordrebekreftelse' });
    await expect(
      preview.frameLocator('iframe[title="E-posten"]').getByText('Takk for bestillingen!'),
    ).toBeVisible();
    await preview.getByRole('button', { name: 'Send' }).click();
    await expectToastAndClose(page, 'Ordrebekreftelsen er sendt');
    await expect(page.getByText('Ikke sendt')).toHaveCount(1);
    const token = await apiToken(request, STAFF);
    const outbox = await request.get('/api/dev/outbox/', {
      headers: { Authorization: `JWT ${token}` },
    });
    const mails = ((await outbox.json()) as { results: { to: string; subject: string }[] }).results;
    expect(
      mails.some((m) => m.to === 'forelder@demo.no' && m.subject === 'Ordrebekreftelse: ny pakke'),
    ).toBe(true);

    // Delete the unsent one.
    await page.getByRole('button', { name: 'Slett', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Slett' }).click();
    await expectToastAndClose(page, 'Ordrebekreftelsen er slettet');
    await expect(page.getByText('Ikke sendt')).toHaveCount(0);

    // The package has no lessons yet: it can be deleted.
    await page.getByRole('button', { name: 'Slett pakke' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Slett' }).click();
    await expectToast(page, 'Pakken ble slettet');
    // Its row, and its 'Slett pakke', are gone: the focus is on the page's heading.
    await expect(page.getByRole('heading', { level: 1, name: 'Pakkeoversikt' })).toBeFocused();
  });

  test('reactivates an expired package', async ({ page }) => {
    await signInStaff(page);
    await page.goto('/sales/package-overview');
    // Emma's first package has expired (demo data).
    await page.getByRole('searchbox', { name: 'Søk i pakker' }).fill('Emma Johansen');
    // The search is debounced: count the expired rows once every row is Emma's (the header aside).
    await expect(
      overview(page).getByRole('row').filter({ hasNotText: 'Emma Johansen' }),
    ).toHaveCount(1);
    const expired = overview(page).getByRole('row').filter({ hasText: 'Utløpt pakke' }).first();
    await expect(expired).toBeVisible();
    const expiredBefore = await overview(page)
      .getByRole('row')
      .filter({ hasText: 'Utløpt pakke' })
      .count();
    await expired.getByRole('button', { name: 'Vis detaljer' }).click();
    await page.getByRole('button', { name: 'Rediger pakke' }).click();
    const edit = page.getByRole('dialog', { name: 'Rediger pakke' });
    await edit.getByText('Reaktiver pakken').click();
    await edit.getByRole('button', { name: 'Lagre' }).click();
    await expectToast(page, 'Pakken er oppdatert');
    // The reactivated package is active again: an edit confirmation, and one expired row fewer.
    await expect(page.getByText('Endret pakke').first()).toBeVisible();
    await expect(overview(page).getByRole('row').filter({ hasText: 'Utløpt pakke' })).toHaveCount(
      expiredBefore - 1,
    );
  });

  test('the package pages pass axe and fit a phone', async ({ page }) => {
    await signInStaff(page);
    for (const path of ['/sales/package-overview', '/sales/new-package']) {
      await page.goto(path);
      await expectAccessibleEverywhere(page, path, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });
      await page.setViewportSize(PHONE);
      await expectNoSidewaysScroll(page);
    }
  });
});
