import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetSalaryMocks, salaryHandlers } from '@portal/api-client/mocks';
import { parseCsv } from '@portal/domain/csv';
import {
  SALARY_MARK_ERROR_MESSAGE,
  SALARY_MARK_PARTIAL_MESSAGE,
  SALARY_MARK_PARTIAL_TITLE,
  SALARY_MARK_SUCCESS_MESSAGE,
} from '@portal/domain/salary';
import { PHONE, type PortalStoryParameters } from '../../../testing/story-parameters';
import {
  clearToasts,
  expectNoSidewaysScroll,
  expectToast,
  findOpenDialog,
} from '../../../testing/storyExpect';
import { withStoryPage } from '../../../testing/StoryPage';
import {
  CSV_NOT_AVAILABLE,
  NO_SALARIES_TEXT,
  REMINDER_SENT,
  SALARIES_LOAD_ERROR,
  VISMA_ID_SAVED,
} from './economyTexts';
import { SalaryOverviewScreen } from './SalaryOverviewScreen';
import { capturedDownloads, captureDownloads, downloadText } from './storyDownloads';

const meta = {
  title: 'Screens/Staff/Betal Lønn',
  component: SalaryOverviewScreen,
  decorators: [withStoryPage],
  beforeEach: () => {
    resetSalaryMocks();
    return captureDownloads();
  },
  parameters: {
    router: { initialEntries: ['/economy/salary-overview'] },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof SalaryOverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const body = (el: HTMLElement) => within(el.ownerDocument.body);
/** The confirm dialog; it may take a moment while the table re-renders under it. */
const confirmDialog = async (el: HTMLElement) =>
  within(await findOpenDialog(el, { role: 'alertdialog', timeout: 4000 }));
const table = (canvas: Canvas) => canvas.findByRole('table', { name: 'Betal Lønn' });
const rowOf = async (canvas: Canvas, name: string) => {
  const cell = await within(await table(canvas)).findByText(name);
  return within(cell.closest('tr')!);
};
/**
 * Clicks a teacher's mark button until its confirm dialog opens: under load the table can
 * re-render between finding the row and the click, and the click then lands on a stale button.
 */
const openMarkDialog = async (canvas: Canvas, el: HTMLElement, name: string) => {
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await rowOf(canvas, name);
    await userEvent.click(row.getByRole('button', { name: `Marker som betalt: ${name}` }));
    const dialog = await body(el)
      .findByRole('alertdialog', undefined, { timeout: 3000 })
      .catch(() => null);
    if (dialog) return;
  }
  throw new Error(`The confirm dialog for ${name} did not open`);
};
const card = (canvas: Canvas, label: string) =>
  within(canvas.getByRole('group', { name: label })).getByTestId('summary-value');
const monthSelect = (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Lønn til og med:' });

/** The unpaid view of the first month option: ten teachers a page, the totals, the warning. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const jonas = await rowOf(canvas, 'Jonas Haugen');
    await expect(jonas.getByText('1 407,50 kr')).toBeVisible();
    await expect(
      jonas.getByRole('button', { name: /Har 2 økter som mangler oppsummering/ }),
    ).toBeVisible();
    await expect(jonas.getByText('Kontonummer')).toBeVisible();
    await expect(jonas.getByText('1042')).toBeVisible();
    await waitFor(() => expect(card(canvas, 'Totalt antall timer')).toHaveTextContent('57:00'));
    await expect(card(canvas, 'Totalt ubetalt lønn')).toHaveTextContent(/kr$/);
    await expect(canvas.getByText('Side 1 av 2')).toBeVisible();
  },
};

/** 'Lønn til og med:': twelve months, capitalised, the first the default; a month filters. */
export const MonthDefault: Story = {
  play: async ({ canvas }) => {
    await table(canvas);
    const select = monthSelect(canvas);
    await expect(select).toHaveValue('2026-12');
    const options = within(select).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'Velg måned',
      'Desember 2026',
      'November 2026',
      'Oktober 2026',
      'September 2026',
      'August 2026',
      'Juli 2026',
      'Juni 2026',
      'Mai 2026',
      'April 2026',
      'Mars 2026',
      'Februar 2026',
      'Januar 2026',
    ]);
    await waitFor(() => expect(card(canvas, 'Totalt antall timer')).toHaveTextContent('57:00'));
    await userEvent.selectOptions(select, 'Oktober 2026');
    // Only the October lesson of each teacher is unpaid up to October.
    await waitFor(() => expect(card(canvas, 'Totalt antall timer')).toHaveTextContent('18:00'));
  },
};

/** The warning icon's tooltip, and a click opens the row with the reminder. */
export const WarningTooltip: Story = {
  play: async ({ canvas, canvasElement }) => {
    const warningOf = async () =>
      (await rowOf(canvas, 'Jonas Haugen')).getByRole('button', {
        name: /Har 2 økter som mangler oppsummering/,
      });
    // The tooltip describes the icon (aria-describedby) while it is open, after its delay. With
    // Chromium 156.0.8078.108 a first hover was often lost when the whole file ran (the tooltip
    // stayed closed for 5 s, on both tries in four runs of six); the cause is not known. So the
    // row is found again and the pointer hovers again, as a user's would, up to three times.
    const tooltipOf = (warning: HTMLElement) => {
      const id = warning.getAttribute('aria-describedby');
      const element = id ? canvasElement.ownerDocument.getElementById(id) : null;
      expect(element).toHaveAttribute('data-state', 'open');
      return element!;
    };
    let warning = await warningOf();
    let tooltip: HTMLElement | null = null;
    for (let attempt = 0; attempt < 3 && !tooltip; attempt++) {
      if (attempt > 0) {
        await userEvent.unhover(warning);
        warning = await warningOf();
      }
      await userEvent.hover(warning);
      tooltip = await waitFor(() => tooltipOf(warning), { timeout: 3000 }).catch(() => null);
    }
    if (!tooltip) throw new Error("The warning's tooltip did not open on hover");
    await expect(
      within(tooltip).getByText('Har 2 økter som mangler oppsummering'),
    ).toBeInTheDocument();
    await expect(within(tooltip).getByText('Klikk for mer info')).toBeInTheDocument();
    await userEvent.click(warning);
    await expect(
      await canvas.findByText('Læreren har 2 økter som mangler oppsummering'),
    ).toBeVisible();
    await userEvent.unhover(warning);
    await waitFor(() => expect(warning).not.toHaveAttribute('aria-describedby'), { timeout: 5000 });
  },
};

/** The expanded row: pay by type and in total, hours, and the reminder, which is sent. */
export const ExpandedAndReminder: Story = {
  play: async ({ canvas, canvasElement }) => {
    const jonas = await rowOf(canvas, 'Jonas Haugen');
    await userEvent.click(jonas.getByRole('button', { name: 'Vis detaljer' }));
    const pay = within(await canvas.findByRole('group', { name: 'Ubetalt lønn for Jonas Haugen' }));
    for (const label of ['Basislønn', 'Bonuslønn', 'Reiselønn', 'Ekstralønn', 'Total lønn'])
      await expect(pay.getByText(label)).toBeVisible();
    await expect(pay.getByText('1 407,50 kr')).toBeVisible();
    const remind = canvas.getByRole('button', { name: 'Send en påminnelse til læreren' });
    await userEvent.click(remind);
    await expectToast(canvasElement, REMINDER_SENT);
    // It was disabled while sending; the focus is back on it.
    await waitFor(() => expect(remind).toHaveFocus());
    await expect(
      body(canvasElement).getByText(
        'jonas.haugen@demo.no fikk en liste over 2 økter som mangler oppsummering.',
      ),
    ).toBeVisible();
    await clearToasts(canvasElement);
  },
};

/** 'Bare vis lærere med varsel' lists the teachers with the warning only, from page 1. */
export const OnlyAlerts: Story = {
  play: async ({ canvas }) => {
    await table(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Bare vis lærere med varsel' }));
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(5));
    await expect(within(grid).getByText('Sara Lie')).toBeVisible();
    await expect(canvas.getByText('Side 1 av 1')).toBeVisible();
  },
};

/** 'Mangler VismaID': the inline form saves the id, and the row can be paid. */
export const MissingVismaId: Story = {
  play: async ({ canvas, canvasElement }) => {
    await table(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Bare vis lærere med varsel' }));
    const sara = await rowOf(canvas, 'Sara Lie');
    await expect(sara.getByText('Mangler VismaID')).toBeVisible();
    const form = within(sara.getByRole('form', { name: 'VismaID for Sara Lie' }));
    await expect(form.getByText('Mangler VismaID:')).toBeVisible();
    const input = form.getByPlaceholderText('Visma Employment ID');
    await expect(form.getByRole('button', { name: 'Lagre' })).toBeDisabled();
    await userEvent.type(input, '7001');
    await userEvent.click(form.getByRole('button', { name: 'Lagre' }));
    await expectToast(canvasElement, VISMA_ID_SAVED);
    await expect(
      await sara.findByRole('button', { name: 'Marker som betalt: Sara Lie' }),
    ).toBeVisible();
    await expect(sara.getByText('7001')).toBeVisible();
    // The saved id took the form away: the focus is on the page's heading, not lost.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Betal Lønn' })).toHaveFocus(),
    );
    await clearToasts(canvasElement);
  },
};

/** One teacher: the confirm dialog, the seed's success toast; the row leaves the unpaid view. */
export const MarkTeacherPaid: Story = {
  play: async ({ canvas, canvasElement }) => {
    await openMarkDialog(canvas, canvasElement, 'Eirik Dahl');
    const dialog = await confirmDialog(canvasElement);
    await expect(dialog.getByText('Marker lønn som betalt')).toBeVisible();
    await expect(
      dialog.getByText('Er du sikker på at du vil markere lønnen til Eirik Dahl som betalt?'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Ja marker som betalt' }));
    await expectToast(canvasElement, SALARY_MARK_SUCCESS_MESSAGE);
    await waitFor(async () =>
      expect(within(await table(canvas)).queryByText('Eirik Dahl')).toBeNull(),
    );
    await clearToasts(canvasElement);
  },
};

/** Everything: the seed's dialog; teachers without a Visma id are left unpaid. */
export const MarkAllPaid: Story = {
  play: async ({ canvas, canvasElement }) => {
    await table(canvas);
    const markAll = canvas.getByRole('button', { name: 'Marker alt som betalt' });
    await waitFor(() => expect(markAll).toBeEnabled());
    await userEvent.click(markAll);
    const dialog = await confirmDialog(canvasElement);
    await expect(dialog.getByText('Marker all lønn som betalt')).toBeVisible();
    await expect(
      dialog.getByText('Er du sikker på at du vil markere all lønn som betalt?'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Nei avbryt' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await userEvent.click(markAll);
    await userEvent.click(
      (await confirmDialog(canvasElement)).getByRole('button', {
        name: 'Ja marker som betalt',
      }),
    );
    await expectToast(canvasElement, SALARY_MARK_SUCCESS_MESSAGE);
    // Sara Lie (no Visma id) keeps her unpaid pay; the three others with a warning stay at 0.
    await waitFor(() => expect(card(canvas, 'Totalt antall timer')).toHaveTextContent('4:45'));
    await expect(markAll).toBeDisabled();
    await clearToasts(canvasElement);
  },
};

/** ids_not_updated in the answer: the seed's partial toast. */
export const MarkPartial: Story = {
  parameters: { msw: { handlers: { salary: salaryHandlers.markPartial } } },
  play: async ({ canvas, canvasElement }) => {
    await openMarkDialog(canvas, canvasElement, 'Eirik Dahl');
    await userEvent.click(
      (await confirmDialog(canvasElement)).getByRole('button', {
        name: 'Ja marker som betalt',
      }),
    );
    await expectToast(canvasElement, SALARY_MARK_PARTIAL_TITLE);
    await expect(body(canvasElement).getByText(SALARY_MARK_PARTIAL_MESSAGE)).toBeVisible();
    await clearToasts(canvasElement);
  },
};

/** A failed call: the seed's destructive toast; the dialog stays to try again. */
export const MarkFails: Story = {
  parameters: { msw: { handlers: { salary: salaryHandlers.writeError } } },
  play: async ({ canvas, canvasElement }) => {
    await openMarkDialog(canvas, canvasElement, 'Eirik Dahl');
    const dialog = await confirmDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Ja marker som betalt' }));
    await expectToast(canvasElement, SALARY_MARK_ERROR_MESSAGE);
    await expect(dialog.getByRole('button', { name: 'Ja marker som betalt' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Nei avbryt' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await clearToasts(canvasElement);
  },
};

/** The paid view: what was paid in the month's run, 'Marker alt som ubetalt'. */
export const PaidView: Story = {
  play: async ({ canvas }) => {
    await table(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Bare vis ubetalt lønn' }));
    await expect(canvas.getByRole('checkbox', { name: 'Bare vis betalt lønn' })).not.toBeChecked();
    await expect(canvas.queryByText('Bare vis lærere med varsel')).toBeNull();
    await userEvent.selectOptions(monthSelect(canvas), 'Oktober 2026');
    const grid = await table(canvas);
    await expect(within(grid).getByText('Utbetalt lønn')).toBeVisible();
    await expect(await within(grid).findByText('Jonas Haugen')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Totalt utbetalt lønn' })).toBeVisible();
    await waitFor(() => expect(card(canvas, 'Totalt antall timer')).toHaveTextContent('36:00'));
    await expect(canvas.getByRole('button', { name: 'Marker alt som ubetalt' })).toBeEnabled();
  },
};

/** 'Last ned lønn - CSV': 'Lønn-{month}-{year}.csv', a row per teacher and pay type. */
export const CsvDownload: Story = {
  play: async ({ canvas }) => {
    await table(canvas);
    const download = canvas.getByRole('button', { name: 'Last ned lønn - CSV' });
    await userEvent.click(download);
    await waitFor(() => expect(capturedDownloads).toHaveLength(1));
    // It was disabled while the file was made; the focus is back on it.
    await waitFor(() => expect(download).toHaveFocus());
    await expect(capturedDownloads[0]!.name).toBe('Lønn-12-2026.csv');
    const rows = parseCsv(await downloadText(capturedDownloads[0]!));
    await expect(rows[0]).toEqual(['Ansattnummer', 'Navn', 'Lønnsart', 'Timer', 'Beløp']);
    await expect(rows.some((r) => r[1] === 'Sara Lie')).toBe(false);
    await expect(rows.filter((r) => r[1] === 'Jonas Haugen').map((r) => r[2])).toContain(
      'Basislønn',
    );
  },
};

/** Nothing to pay: 'CSV data not available!' instead of a file. */
export const CsvNotAvailable: Story = {
  parameters: { msw: { handlers: { salary: salaryHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(NO_SALARIES_TEXT)).toBeVisible();
    // The totals are their own request (they were still '–' in a CI capture of this story).
    await waitFor(() => expect(card(canvas, 'Totalt ubetalt lønn')).toHaveTextContent('0 kr'));
    await userEvent.click(canvas.getByRole('button', { name: 'Last ned lønn - CSV' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CSV_NOT_AVAILABLE);
    await expect(capturedDownloads).toHaveLength(0);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { salary: salaryHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(NO_SALARIES_TEXT)).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Marker alt som betalt' })).toBeDisabled(),
    );
    // The totals are their own request: '–' until it answers, however slow the machine.
    await waitFor(() => expect(card(canvas, 'Totalt ubetalt lønn')).toHaveTextContent('0 kr'));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { salary: salaryHandlers.loading } } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(within(grid).getAllByTestId('skeleton-row')).toHaveLength(3);
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { salary: salaryHandlers.error } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(SALARIES_LOAD_ERROR)).toBeVisible();
  },
};

/** A phone: name and pay in the row; the action and the information in the opened row. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    const jonas = await rowOf(canvas, 'Jonas Haugen');
    await userEvent.click(jonas.getByRole('button', { name: 'Vis detaljer' }));
    await expect(
      await canvas.findByRole('button', { name: 'Marker som betalt: Jonas Haugen' }),
    ).toBeVisible();
    await expect(canvas.getByText('Send en påminnelse til læreren')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** A phone with the Visma id form in the opened row. */
export const MissingVismaIdPhone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await table(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Bare vis lærere med varsel' }));
    const sara = await rowOf(canvas, 'Sara Lie');
    await userEvent.click(sara.getByRole('button', { name: 'Vis detaljer' }));
    await expect(await canvas.findByRole('form', { name: 'VismaID for Sara Lie' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Dark: Story = { ...Full, globals: { theme: 'dark' } };
export const PhoneDark: Story = { ...Phone, globals: { ...PHONE, theme: 'dark' } };
