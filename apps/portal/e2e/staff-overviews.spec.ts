import type { Locator, Page } from '@playwright/test';
import {
  actOnList,
  searchList,
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

/**
 * Clicks a column's sort button in Studentoversikt and waits for the page in the new order: until
 * it comes the table keeps its old rows, and a page whose values are all alike reads as sorted
 * either way.
 */
const sortStudents = (page: Page, table: Locator, header: Locator, descending: boolean) =>
  actOnList(
    page,
    table,
    (url) => {
      const ordering = url.searchParams.get('ordering') ?? '';
      return (
        url.pathname === '/api/user/student/' &&
        ordering !== '' &&
        ordering.startsWith('-') === descending
      );
    },
    () => header.getByRole('button').click(),
  );

async function signInStaff(page: Page) {
  await signIn(page, STAFF);
  await expect(page).toHaveURL('/employee/dashboard');
}

/** Fills the staff's 'Ny elev' student fields (demo reference data: Oslo, Oslo katedralskole). */
/**
 * In Fakturamottakere: searches the receiver, checks whom its row says it pays for, and opens its
 * details. The search is debounced, and the newest receiver heads the unsearched list too: the
 * search's answer is awaited, so the row opened is the searched page's (once in CI, 2026-11-30,
 * when a search still showed loading rows, the click came as they did and was lost).
 */
async function openReceiver(page: Page, name: string, paysFor: string) {
  const table = page.getByRole('table', { name: 'Fakturamottakere' });
  await searchList(page, table, '/api/user/invoice-receiver/', 'Søk etter fakturamottaker', name);
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(paysFor);
  await row.getByRole('button', { name: 'Vis detaljer' }).click();
}

/** 'Registrer ny fakturamottaker': a receiver named Nyhus, living in Oslo. */
async function fillNewReceiver(form: Locator, first: string, email: string) {
  const receiver = form.getByRole('region', { name: 'Ny fakturamottaker' });
  await receiver.getByRole('textbox', { name: /Fornavn/ }).fill(first);
  await receiver.getByRole('textbox', { name: /Etternavn/ }).fill('Nyhus');
  await receiver.getByRole('textbox', { name: /Telefonnummer/ }).fill('92345678');
  await receiver.getByRole('textbox', { name: /E-post/ }).fill(email);
  await receiver.getByRole('textbox', { name: /Adresse/ }).fill('Storgata 1');
  await receiver.getByRole('textbox', { name: /Postnummer/ }).fill('0155');
  await receiver.getByRole('textbox', { name: /Poststed/ }).fill('Oslo');
}

async function fillStudent(form: Locator, first: string, last: string, email: string) {
  await form
    .getByRole('textbox', { name: /Fornavn/ })
    .first()
    .fill(first);
  await form
    .getByRole('textbox', { name: /Etternavn/ })
    .first()
    .fill(last);
  await form.getByRole('textbox', { name: /Fødselsdato/ }).fill('17.04.2009');
  await form.getByRole('textbox', { name: /Fødselsdato/ }).press('Tab');
  await form
    .getByRole('textbox', { name: /Telefonnummer/ })
    .first()
    .fill('41234567');
  await form
    .getByRole('textbox', { name: /E-post/ })
    .first()
    .fill(email);
  await form
    .getByRole('textbox', { name: /Adresse/ })
    .first()
    .fill('Storgata 1');
  await form
    .getByRole('textbox', { name: /Postnummer/ })
    .first()
    .fill('0155');
  await form
    .getByRole('textbox', { name: /Poststed/ })
    .first()
    .fill('Oslo');
  const city = form.getByRole('combobox', { name: /^By/ });
  await expect(city.locator('option')).not.toHaveCount(1);
  await city.selectOption({ label: 'Oslo' });
  await form.getByRole('combobox', { name: /Skole/ }).selectOption({ label: 'Oslo katedralskole' });
  await form.getByText(/^Matematikk R1 \(/).click();
}

test.describe('staff overviews and new users', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP);
  });

  test('finds a student by search and opens their receivers, packages and activities', async ({
    page,
  }) => {
    await signInStaff(page);
    await page.getByRole('link', { name: 'Studentoversikt' }).click();
    await expect(page).toHaveURL('/sales/student-overview');
    const table = page.getByRole('table', { name: 'Studentoversikt' });
    await expect(table.getByRole('row')).not.toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Søk etter elev' }).fill('Emma Johansen');
    const row = table.getByRole('row').filter({ hasText: 'Emma Johansen' });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Vis detaljer' }).click();
    await expect(page.getByRole('table', { name: 'Fakturamottakere' })).toContainText(
      'Kari Johansen',
    );
    await expect(page.getByRole('table', { name: 'Pakker' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Aktiviteter' })).toContainText('Jonas Haugen');
  });

  test('sorts Studentoversikt by hours left, days since the last lesson and planned hours, both ways', async ({
    page,
  }) => {
    await signInStaff(page);
    await page.goto('/sales/student-overview');
    const table = page.getByRole('table', { name: 'Studentoversikt' });
    // A column's figures as numbers, read once the table has its rows ('–', no lesson, left out).
    const figures = (heading: string) =>
      table.evaluate((element, heading) => {
        const heads = [...element.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
        const column = heads.findIndex((text) => text.includes(heading));
        return [...element.querySelectorAll('tbody tr')]
          .map((row) => row.children[column]?.textContent ?? '')
          .map((text) => Number(text.replace(/\s/g, '').replace('−', '-').replace(',', '.')))
          .filter((value) => !Number.isNaN(value));
      }, heading);
    const inOrder = (values: number[], sign: 1 | -1) =>
      values.length > 1 && values.every((v, i) => i === 0 || sign * (v - values[i - 1]!) >= 0);
    for (const heading of ['Timer igjen', 'Dager siden siste aktivitet', 'Planlagte timer']) {
      const header = table.getByRole('columnheader', { name: heading });
      await sortStudents(page, table, header, false);
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      await expect.poll(async () => inOrder(await figures(heading), 1)).toBe(true);
      await sortStudents(page, table, header, true);
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      await expect.poll(async () => inOrder(await figures(heading), -1)).toBe(true);
      const most = await figures(heading);
      expect(most[0]).toBeGreaterThan(most[most.length - 1]!);
    }
  });

  test('sorts Studentoversikt by city, both ways', async ({ page }) => {
    await signInStaff(page);
    await page.goto('/sales/student-overview');
    const table = page.getByRole('table', { name: 'Studentoversikt' });
    const header = table.getByRole('columnheader', { name: 'By' });
    // The column's cities, read once the table has its rows.
    const cityNames = () =>
      table.evaluate((element) => {
        const heads = [...element.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
        const column = heads.findIndex((text) => text.trim() === 'By');
        return [...element.querySelectorAll('tbody tr')].map(
          (row) => row.children[column]?.textContent ?? '',
        );
      });
    const inOrder = (names: string[], sign: 1 | -1) =>
      names.length > 1 &&
      names.every((name, i) => i === 0 || sign * name.localeCompare(names[i - 1]!, 'nb') >= 0);
    await sortStudents(page, table, header, false);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(async () => inOrder(await cityNames(), 1)).toBe(true);
    const first = (await cityNames())[0]!;
    await sortStudents(page, table, header, true);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => inOrder(await cityNames(), -1)).toBe(true);
    expect((await cityNames())[0]!.localeCompare(first, 'nb')).toBeGreaterThan(0);
  });

  test('creates a teacher and finds them in Læreroversikt; inactive teachers in red with the toggle', async ({
    page,
  }) => {
    await signInStaff(page);
    await page.goto('/employee/new-user');
    const form = page.getByRole('form', { name: 'Ny lærer' });
    await form.getByRole('button', { name: 'Registrer lærer' }).click();
    await expect(form.getByText('Velg minst ett fag')).toBeVisible();
    await form.getByRole('textbox', { name: /Fornavn/ }).fill('Lise');
    await form.getByRole('textbox', { name: /Etternavn/ }).fill('Lærersen');
    await form.getByRole('textbox', { name: /E-post/ }).fill('lise.laerersen@demo.no');
    const city = form.getByRole('combobox', { name: /Undervisningsby/ });
    await expect(city.locator('option')).not.toHaveCount(1);
    await city.selectOption({ label: 'Bergen' });
    await form.getByText(/^Matematikk R1 \(/).click();
    await form.getByRole('textbox', { name: /Kommentar/ }).fill('Møtte henne på Studentmessa');
    await form.getByRole('button', { name: 'Registrer lærer' }).click();
    await expectToast(page, 'Læreren er registrert');
    // The emptied form is for the next teacher, from its first field.
    const firstName = form.getByRole('textbox', { name: /Fornavn/ });
    await expect(firstName).toHaveValue('');
    await expect(firstName).toBeFocused();

    await page.getByRole('link', { name: 'Læreroversikt' }).click();
    await expect(page).toHaveURL('/sales/teacher-overview');
    const table = page.getByRole('table', { name: 'Læreroversikt' });
    // Newest first: the new teacher leads the list.
    const first = table.getByRole('row').nth(1);
    await expect(first).toContainText('Lise Lærersen');
    await first.getByRole('button', { name: 'Vis detaljer' }).click();
    await expect(page.getByText('Møtte henne på Studentmessa')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Fag' })).toContainText('Matematikk R1');

    // Active only by default; the toggle adds the two who have left, in red.
    await expect(table.getByText('Henrik Bakke')).toHaveCount(0);
    await page.getByText('Vis inaktive lærere').click();
    const inactive = table.getByText('Henrik Bakke');
    await expect(inactive).toBeVisible();
    await expect(table.getByText('Inaktiv')).toHaveCount(2);
    const color = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).color);
    const red = await color(inactive);
    expect(red).not.toBe(await color(table.getByText('Lise Lærersen').first()));
    const [r, g, b] = red.match(/\d+/g)!.map(Number) as [number, number, number];
    expect(r).toBeGreaterThan(g + 60);
    expect(r).toBeGreaterThan(b + 60);
  });

  test('registers a student with a new invoice receiver, then another with the same, existing one', async ({
    page,
  }) => {
    await signInStaff(page);
    await page.goto('/employee/new-user');
    await page.getByRole('button', { name: 'Ny elev' }).click();
    const form = page.getByRole('form', { name: 'Ny elev' });
    const register = form.getByRole('button', { name: 'Registrer elev' });
    await expect(register).toBeDisabled();

    await fillStudent(form, 'Tiril', 'Nyhus', 'tiril.nyhus@demo.no');
    await form.getByText('Registrer ny fakturamottaker').click();
    await expect(register).toBeEnabled();
    await fillNewReceiver(form, 'Per', 'per.nyhus@demo.no');
    await register.click();
    await expectToast(page, 'Elev er lagt til under valgt fakturamottaker');
    await expect(register).toBeDisabled();

    // A sibling, paid for by the receiver just made.
    await fillStudent(form, 'Jonas', 'Nyhus', 'jonas.nyhus@demo.no');
    await form.getByText('Velg eksisterende fakturamottaker').click();
    const picker = form.getByRole('combobox', { name: /Fakturamottaker/ });
    await picker.fill('Nyhus');
    // Once in CI (2026-11-28) a click on the option, made as the list settled after the search,
    // was not taken: the list stayed open with the typed text, as a user would see it and click
    // again. So does this, and only while the pick is not made.
    await expect(async () => {
      if ((await picker.inputValue()) !== 'Per Nyhus')
        await page.getByRole('option', { name: /Per Nyhus/ }).click({ timeout: 5_000 });
      await expect(picker).toHaveValue('Per Nyhus', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await register.click();
    await expectToast(page, 'Elev er lagt til under valgt fakturamottaker');

    // Fakturamottakere: Per Nyhus pays for both.
    await page.getByRole('link', { name: 'Fakturamottakere' }).click();
    await openReceiver(page, 'Per Nyhus', 'Tiril Nyhus, Jonas Nyhus');
    await expect(page.getByRole('list', { name: 'Betaler for Per Nyhus' })).toContainText(
      'Jonas Nyhus',
    );

    // A third sibling with a receiver of her own, Eva Nyhus, who then also pays for Tiril:
    // 'Legg til elev' in Eva's details.
    await page.goto('/employee/new-user');
    await page.getByRole('button', { name: 'Ny elev' }).click();
    await fillStudent(form, 'Mia', 'Nyhus', 'mia.nyhus@demo.no');
    await form.getByText('Registrer ny fakturamottaker').click();
    await fillNewReceiver(form, 'Eva', 'eva.nyhus@demo.no');
    await register.click();
    await expectToast(page, 'Elev er lagt til under valgt fakturamottaker');
    await page.getByRole('link', { name: 'Fakturamottakere' }).click();
    await openReceiver(page, 'Eva Nyhus', 'Mia Nyhus');
    const studentSearch = page.getByRole('searchbox', { name: 'Legg til elev for Eva Nyhus' });
    await studentSearch.fill('Tiril Nyhus');
    await page.getByRole('button', { name: 'Legg til Tiril Nyhus' }).click();
    await expectToast(page, 'Elev er lagt til under valgt fakturamottaker');
    await expect(page.getByRole('list', { name: 'Betaler for Eva Nyhus' })).toContainText(
      'Tiril Nyhus',
    );
    // The search is emptied and its list gone; the focus waits there for the next student.
    await expect(studentSearch).toHaveValue('');
    await expect(studentSearch).toBeFocused();
  });

  test('the overviews and Ny bruker pass axe and fit a 360 px phone', async ({ page }) => {
    await signInStaff(page);
    for (const [path, heading] of [
      ['/sales/teacher-overview', 'Læreroversikt'],
      ['/sales/student-overview', 'Studentoversikt'],
      ['/sales/invoice-receiver-overview', 'Fakturamottakere'],
      ['/employee/new-user', 'Ny bruker'],
    ] as const) {
      await page.goto(path);
      const ready = async () => {
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        if (path !== '/employee/new-user')
          await expect(page.getByRole('button', { name: 'Vis detaljer' }).first()).toBeVisible();
      };
      await expectAccessibleEverywhere(page, path, ready);
      await page.setViewportSize(PHONE);
      await ready();
      await expectNoSidewaysScroll(page);
      if (path !== '/employee/new-user') {
        // An open row still fits.
        await page.getByRole('button', { name: 'Vis detaljer' }).first().click();
        await expectNoSidewaysScroll(page);
      }
    }
  });
});
