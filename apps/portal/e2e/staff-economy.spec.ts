import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { parseCsv, parseCsvNumber } from '@portal/domain/csv';
import { INVOICE_CSV_HEADER } from '@portal/domain/invoice';
import { salaryFilterDefaults, salaryMonthLabel } from '@portal/domain/salary';
import { addCalendarMonths, daysInMonth, osloCalendarDate } from '@portal/domain/time';
import { e2eNow } from './clock';
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
  closeToast,
  toastWith,
} from './support';
import { apiToken } from './teacher/activity-helpers';

// The staff's economy area (issue 14) as ansatt@demo.no. Every test leaves the demo data as it
// found it: the pay, invoice and Visma id changes are put back over the API afterwards, so the
// journeys after this file (laerer@demo.no still has unpaid pay) see the demo data unchanged.

const STAFF = 'ansatt@demo.no';
const TEACHER = 'laerer@demo.no';
const TEACHER_NAME = 'Jonas Haugen';

const pad2 = (n: number) => String(n).padStart(2, '0');
const dayText = (year: number, month: number, day: number) => `${pad2(day)}.${pad2(month)}.${year}`;
/** The last whole month in Oslo: its first and last day as the date pickers show them. */
function lastWholeMonth(now = e2eNow()) {
  const { year, month } = addCalendarMonths({ ...osloCalendarDate(now), day: 1 }, -1);
  return {
    year,
    month,
    first: dayText(year, month, 1),
    last: dayText(year, month, daysInMonth(year, month)),
  };
}

async function signInStaff(page: Page) {
  await signIn(page, STAFF);
  await expect(page).toHaveURL('/employee/dashboard');
}

async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  data?: unknown,
): Promise<T> {
  const token = await apiToken(request, STAFF);
  const response = await request.fetch(`/api/${path}`, {
    method,
    data,
    headers: { Authorization: `JWT ${token}` },
  });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

type SalaryRow = {
  id: number;
  name: string;
  visma_employment_id: string | null;
  number_of_activities_without_summary: number;
  activity_ids: number[];
};

/** A row of a table by the text of one of its cells. */
const rowWith = (table: Locator, text: string) =>
  table.getByRole('row').filter({ has: table.page().getByText(text, { exact: true }) });

/** laerer@demo.no's own pay card: the total of 'Neste utbetaling'. */
async function teacherNextPayment(browser: Browser): Promise<string> {
  const context = await newContextOnE2EClock(browser, {
    baseURL: test.info().project.use.baseURL,
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    viewport: DESKTOP,
  });
  try {
    const page = await context.newPage();
    await signIn(page, TEACHER);
    await expect(page).toHaveURL('/teacher/dashboard');
    const next = page
      .getByRole('region', { name: 'Lønn' })
      .getByRole('group', { name: 'Neste utbetaling' });
    const total = next.locator('dd').last();
    await expect(total).toHaveText(/kr$/);
    return ((await total.textContent()) ?? '').trim();
  } finally {
    await context.close();
  }
}

test.describe('staff economy', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP);
  });

  test('the month check lists the last whole month and follows a disagreement to its record', async ({
    page,
  }) => {
    const month = lastWholeMonth();
    await signInStaff(page);
    await page.getByRole('link', { name: 'Månedskontroll' }).first().click();
    await expect(page).toHaveURL('/economy/month-check');
    await expect(page.getByRole('combobox', { name: 'Måned' })).toHaveValue(
      `${month.year}-${pad2(month.month)}`,
    );
    const disagreements = page.getByRole('table', { name: 'Avvik' });
    await expect(disagreements.getByRole('row').nth(1)).toBeVisible();

    // The demo data pays one lesson two days before its summary: its record shows both dates.
    await page
      .getByRole('combobox', { name: 'Vis avvik' })
      .selectOption({ label: 'Betalt før oppsummering' });
    const paidEarly = disagreements.getByRole('row').nth(1);
    const message = (await paidEarly.getByText(/ble betalt/).textContent()) ?? '';
    const [, paid, summary] = /betalt (\S+), før oppsummeringen (\S+)$/.exec(message) ?? [];
    await paidEarly.getByRole('link', { name: 'Åpne timen' }).click();
    await expect(page).toHaveURL(/\/economy\/lesson\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Time / })).toBeVisible();
    const record = page.getByRole('main');
    await expect(record.getByText(paid!, { exact: true })).toBeVisible();
    await expect(record.getByText(summary!, { exact: true })).toBeVisible();

    // A package never invoiced opens on its line in 'Fakturaoversikt'.
    await page.getByRole('link', { name: 'Tilbake til månedskontrollen' }).click();
    await page
      .getByRole('combobox', { name: 'Vis avvik' })
      .selectOption({ label: 'Pakke ikke fakturert' });
    const notInvoiced = disagreements.getByRole('row').nth(1);
    const pkg = /^Pakken (.+) til (.+), solgt/.exec(
      (await notInvoiced.getByText(/^Pakken /).textContent()) ?? '',
    );
    await notInvoiced.getByRole('link', { name: 'Åpne i Fakturaoversikt' }).click();
    await expect(page).toHaveURL(/\/economy\/invoice\/overview\?fra=.*&mottaker=\d+$/);
    const invoices = page.getByRole('table', { name: 'Pakkefakturaer' });
    await expect(rowWith(invoices, pkg![2]!)).toBeVisible();
    await expect(page.getByText(new RegExp(`^${pkg![1]} – `))).toBeVisible();
  });

  test('exports the package invoices of a period and marks them invoiced', async ({
    page,
    request,
  }) => {
    const month = lastWholeMonth();
    type Invoice = {
      invoice_receiver: { id: number; full_name: string };
      products: { id: number; total_price: string; invoice_exported_date: string | null }[];
    };
    const period = `start_date=${month.first}&end_date=${month.last}`;
    const unsent = await api<Invoice[]>(
      request,
      'GET',
      `payment/package-invoices/?${period}&sent=false`,
    );
    // A receiver whose lines were never exported, so putting the data back is exact.
    // The first page of the table (ten receivers by name).
    const receiver = unsent
      .slice(0, 10)
      .find((i) => i.products.every((p) => !p.invoice_exported_date));
    expect(receiver, 'an unsent, unexported package last month (demo data)').toBeDefined();
    const ids = receiver!.products.map((p) => p.id);

    try {
      await signInStaff(page);
      await page.goto('/economy/invoice/overview');
      await expect(page.getByRole('textbox', { name: 'Startdato' })).toHaveValue('01.01.2016');
      // Each date entered opens the tab afresh for its period, and the receiver is listed in the
      // period between the two as well: a row found there was once replaced under the click
      // (CI, 2026-11-29). The row is looked for once the month's own list has come.
      const monthListed = page.waitForResponse((response) => {
        const url = new URL(response.url());
        return (
          url.pathname.endsWith('/payment/package-invoices/') &&
          url.searchParams.get('start_date') === month.first &&
          url.searchParams.get('end_date') === month.last
        );
      });
      for (const [label, value] of [
        ['Startdato', month.first],
        ['Sluttdato', month.last],
      ] as const) {
        const input = page.getByRole('textbox', { name: label });
        await input.fill(value);
        await input.press('Enter');
        await expect(input).toHaveValue(value);
      }
      await monthListed;
      const table = page.getByRole('table', { name: 'Pakkefakturaer' });
      await expect(table).not.toHaveAttribute('aria-busy', 'true');
      const exportButton = page.getByRole('button', { name: 'Eksporter som CSV' });
      const row = rowWith(table, receiver!.invoice_receiver.full_name);
      await expect(row).toBeVisible();
      await expect(exportButton).toBeDisabled();
      const select = row.getByRole('checkbox', {
        name: `Velg ${receiver!.invoice_receiver.full_name}`,
      });
      // Checked until it holds: twice in 2026-12 (a run of three files, not the whole suite) the
      // checkbox was 'not visible' at the moment of the check, the row found just before, and the
      // failure did not come back with a trace.
      await expect(async () => {
        await select.check({ force: true, timeout: 2_000 });
        await expect(select).toBeChecked({ timeout: 1_000 });
      }).toPass();

      const downloading = page.waitForEvent('download');
      await exportButton.click();
      const download = await downloading;
      // Disabled while the export stamp was saved; the focus is back on it.
      await expect(exportButton).toBeFocused();
      expect(download.suggestedFilename()).toBe(`Pakkefaktura-${month.first}-${month.last}.csv`);
      const text = await readFile((await download.path())!, 'utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      const rows = parseCsv(text);
      expect(rows[0]).toEqual([...INVOICE_CSV_HEADER]);
      expect(rows.length).toBeGreaterThan(1);
      for (const line of rows.slice(1)) {
        expect(line[0]).toBe(String(receiver!.invoice_receiver.id));
        expect(line[1]).toBe(receiver!.invoice_receiver.full_name);
      }
      const fileTotal = rows
        .slice(1)
        .reduce((sum, line) => sum + Math.round(Number(parseCsvNumber(line.at(-1)!)) * 100), 0);
      const apiTotal = receiver!.products.reduce(
        (sum, p) => sum + Math.round(Number(p.total_price) * 100),
        0,
      );
      expect(fileTotal).toBe(apiTotal);
      await expectToast(page, 'CSV-filen er lastet ned');

      // Still selected: mark them invoiced; they leave the list of what is not yet invoiced.
      await page.getByRole('button', { name: 'Marker valgte som fakurert' }).click();
      await expectToast(page, 'Fakturaene er markert som fakturert');
      await expect(row).toHaveCount(0);
      // Nothing is left selected to mark: the focus is on the page's heading, not lost.
      await expect(page.getByRole('heading', { level: 1, name: 'Fakturaoversikt' })).toBeFocused();
      const after = await api<Invoice[]>(request, 'GET', `payment/package-invoices/?${period}`);
      const marked = after
        .flatMap(
          (i) =>
            i.products as (Invoice['products'][number] & { invoice_sent_date: string | null })[],
        )
        .filter((p) => ids.includes(p.id));
      expect(marked.every((p) => p.invoice_sent_date && p.invoice_exported_date)).toBe(true);
    } finally {
      await api(request, 'POST', 'payment/mark-invoices/', {
        packages: ids,
        mark_sent: false,
        mark_exported: false,
      });
    }
  });

  test("pays one teacher, then everyone; laerer@demo.no's next payment is paid", async ({
    page,
    request,
    browser,
  }) => {
    const { month, year } = salaryFilterDefaults(e2eNow());
    const view = `month=${month}&year=${year}&month_is_unpaid=true`;
    // Everything this test pays, to mark unpaid again at the end.
    const { all_activity_ids: toRestore } = await api<{ all_activity_ids: number[] }>(
      request,
      'GET',
      `salary/total/?${view}`,
    );
    expect(toRestore.length).toBeGreaterThan(0);
    const before = await teacherNextPayment(browser);
    expect(before).not.toBe('0 kr');

    try {
      await signInStaff(page);
      await page.getByRole('link', { name: 'Betal Lønn' }).first().click();
      await expect(page).toHaveURL('/economy/salary-overview');
      await expect(page.getByRole('combobox', { name: 'Lønn til og med:' })).toHaveValue(
        `${year}-${pad2(month)}`,
      );
      await expect(
        page.getByRole('combobox', { name: 'Lønn til og med:' }).locator('option:checked'),
      ).toHaveText(salaryMonthLabel(month, year));
      const table = page.getByRole('table', { name: 'Betal Lønn' });
      const jonas = rowWith(table, TEACHER_NAME);
      await expect(jonas).toBeVisible();

      // One teacher.
      await jonas.getByRole('button', { name: `Marker som betalt: ${TEACHER_NAME}` }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog.getByText('Marker lønn som betalt')).toBeVisible();
      await dialog.getByRole('button', { name: 'Ja marker som betalt' }).click();
      await expectToast(page, 'Lærerene du valgte ble markert som betalt');
      // His 'Marker som betalt' is disabled with nothing left to pay: the focus is on the heading.
      await expect(page.getByRole('heading', { level: 1, name: 'Betal Lønn' })).toBeFocused();
      // Jonas keeps his row for the lessons without a summary, with nothing left to pay.
      await expect(jonas.getByText('0 kr', { exact: true })).toBeVisible();
      await expect(
        jonas.getByRole('button', { name: `Marker som betalt: ${TEACHER_NAME}` }),
      ).toBeDisabled();
      expect(await teacherNextPayment(browser)).toBe('0 kr');

      // Everyone: the seed's dialog.
      await page.getByRole('button', { name: 'Marker alt som betalt' }).click();
      await expect(dialog.getByText('Marker all lønn som betalt')).toBeVisible();
      await expect(
        dialog.getByText('Er du sikker på at du vil markere all lønn som betalt?'),
      ).toBeVisible();
      await dialog.getByRole('button', { name: 'Ja marker som betalt' }).click();
      await expectToast(page, 'Lærerene du valgte ble markert som betalt');
      const unpaidCard = page.getByRole('group', { name: 'Totalt ubetalt lønn' });
      await expect(unpaidCard.getByTestId('summary-value')).toHaveText('0 kr');
      await expect(page.getByRole('button', { name: 'Marker alt som betalt' })).toBeDisabled();

      // The paid view of the month whose pay run is this month shows what was paid today.
      // By its label, as a user does: a forced click on the switch's visually hidden input left it
      // unchanged in two of three runs when this test ran alone.
      await page.getByText('Bare vis ubetalt lønn', { exact: true }).click();
      await expect(page.getByRole('checkbox', { name: 'Bare vis betalt lønn' })).not.toBeChecked();
      const runMonth = addCalendarMonths({ ...osloCalendarDate(e2eNow()), day: 1 }, -1);
      await page
        .getByRole('combobox', { name: 'Lønn til og med:' })
        .selectOption({ label: salaryMonthLabel(runMonth.month, runMonth.year) });
      await expect(page.getByRole('group', { name: 'Totalt utbetalt lønn' })).toBeVisible();
      await expect(rowWith(table, TEACHER_NAME)).toBeVisible();
    } finally {
      const restored = await api<{ ids_not_updated: number[] }>(
        request,
        'POST',
        'salary/mark-activities-as-paid/',
        { activity_ids: toRestore, payment_date: null },
      );
      expect(restored.ids_not_updated).toEqual([]);
    }
    expect(await teacherNextPayment(browser)).toBe(before);
  });

  test('saves a missing Visma id and sends a reminder that lands in the outbox', async ({
    page,
    request,
  }) => {
    const { month, year } = salaryFilterDefaults(e2eNow());
    const page1 = await api<{ results: SalaryRow[] }>(
      request,
      'GET',
      `salary/?month=${month}&year=${year}&month_is_unpaid=true&limit=50`,
    );
    // Another teacher with pay this month loses the Visma id for the test, and gets it back
    // through the screen's form.
    const other = page1.results.find(
      (r) => r.name !== TEACHER_NAME && r.visma_employment_id !== null && r.activity_ids.length,
    );
    expect(other).toBeDefined();
    const vismaId = other!.visma_employment_id!;
    await api(request, 'PATCH', `user/teacher/${other!.id}/`, { visma_employment_id: null });

    try {
      await signInStaff(page);
      await page.goto('/economy/salary-overview');
      const table = page.getByRole('table', { name: 'Betal Lønn' });
      const row = rowWith(table, other!.name);
      const form = row.getByRole('form', { name: `VismaID for ${other!.name}` });
      await expect(form.getByText('Mangler VismaID:')).toBeVisible();
      await form.getByPlaceholder('Visma Employment ID').fill(vismaId);
      await form.getByRole('button', { name: 'Lagre' }).click();
      await expectToast(page, 'VismaID er lagret');
      await expect(
        row.getByRole('button', { name: `Marker som betalt: ${other!.name}` }),
      ).toBeVisible();
      // The saved id took the form away: the focus is on the page's heading, not lost.
      await expect(page.getByRole('heading', { level: 1, name: 'Betal Lønn' })).toBeFocused();
      // Closed once seen: the reminder's toast comes next.
      await closeToast(toastWith(page, 'VismaID er lagret'));
      await expect(row.getByText(vismaId, { exact: true })).toBeVisible();

      // The reminder: laerer@demo.no has lessons without a summary.
      const jonas = rowWith(table, TEACHER_NAME);
      await jonas
        .getByRole('button', { name: /som mangler oppsummering\. Klikk for mer info/ })
        .click();
      await expect(
        page.getByText(/^Læreren har \d+ økter? som mangler oppsummering$/),
      ).toBeVisible();
      const remind = page.getByRole('button', { name: 'Send en påminnelse til læreren' });
      await remind.click();
      await expectToast(page, 'Påminnelsen er sendt');
      await expect(remind).toBeFocused();
      const outbox = await api<{ results: { to: string; subject: string; text: string }[] }>(
        request,
        'GET',
        `dev/outbox/?to=${encodeURIComponent(TEACHER)}`,
      );
      expect(outbox.results[0]?.subject).toBe('Påminnelse: økter som mangler oppsummering');
    } finally {
      await api(request, 'PATCH', `user/teacher/${other!.id}/`, { visma_employment_id: vismaId });
    }
    const after = await api<{ results: SalaryRow[] }>(
      request,
      'GET',
      `salary/?month=${month}&year=${year}&month_is_unpaid=true&limit=50`,
    );
    expect(after.results.find((r) => r.id === other!.id)?.visma_employment_id).toBe(vismaId);
  });

  test('the economy pages pass axe and fit a phone', async ({ page }) => {
    await signInStaff(page);
    for (const [path, ready, expandable] of [
      ['/economy/invoice/overview', 'Pakkefakturaer', true],
      ['/economy/salary-overview', 'Betal Lønn', true],
      ['/economy/month-check', 'Avvik', false],
    ] as const) {
      await page.goto(path);
      const table = page.getByRole('table', { name: ready });
      await expectAccessibleEverywhere(page, path, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(table.getByRole('row').nth(1)).toBeVisible();
        await expect(table.getByTestId('skeleton-row')).toHaveCount(0);
      });
      await page.setViewportSize(PHONE);
      // An opened row must fit too.
      if (expandable) await table.getByRole('button', { name: 'Vis detaljer' }).first().click();
      await expectNoSidewaysScroll(page);
      await page.setViewportSize(DESKTOP);
    }
  });
});
