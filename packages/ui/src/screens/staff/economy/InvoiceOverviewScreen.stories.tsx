import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { invoiceHandlers, resetInvoiceMocks } from '@portal/api-client/mocks';
import { parseCsv, parseCsvNumber } from '@portal/domain/csv';
import { ALREADY_EXPORTED_CONFIRMATION, CUSTOM_INVOICE_MARK_MESSAGE } from '@portal/domain/invoice';
import { PHONE, type PortalStoryParameters } from '../../../testing/story-parameters';
import {
  clearToasts,
  expectNoSidewaysScroll,
  expectToast,
  findOpenDialog,
} from '../../../testing/storyExpect';
import { withStoryPage } from '../../../testing/StoryPage';
import {
  EXPORT_DONE,
  INVOICES_LOAD_ERROR,
  INVOICE_MARK_FAILED,
  MARKED_INVOICED,
  NO_INVOICES_TEXT,
} from './economyTexts';
import { InvoiceOverviewScreen } from './InvoiceOverviewScreen';
import { capturedDownloads, captureDownloads, downloadText } from './storyDownloads';

const meta = {
  title: 'Screens/Staff/Fakturaoversikt',
  component: InvoiceOverviewScreen,
  decorators: [withStoryPage],
  beforeEach: () => {
    resetInvoiceMocks();
    return captureDownloads();
  },
  parameters: {
    router: { initialEntries: ['/economy/invoice/overview'] },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof InvoiceOverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);
const packageTable = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('table', { name: 'Pakkefakturaer' });
const rowOf = async (canvas: ReturnType<typeof within>, name: string, table = 'Pakkefakturaer') => {
  const grid = await canvas.findByRole('table', { name: table });
  const cell = await within(grid).findByText(name);
  return within(cell.closest('tr')!);
};
const exportButton = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('button', { name: 'Eksporter som CSV' });

/** The period from 01.01.2016 to today, the package tab, receivers by name with their sums. */
export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Pakkefaktura', selected: true })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Reisefaktura' })).toBeVisible();
    const kari = await rowOf(canvas, 'Kari Johansen');
    await expect(kari.getByText('13 236,99 kr')).toBeVisible();
    await userEvent.click(kari.getByRole('button', { name: 'Vis detaljer' }));
    await expect(await canvas.findByText('20 timer – Noah Johansen')).toBeVisible();
    await expect(canvas.getByText('Eksportert 05.11.2026')).toBeVisible();
  },
};

/** The seed's default start 01.01.2016; the end is today. */
export const DefaultPeriod: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Startdato' })).toHaveValue('01.01.2016');
    await expect(canvas.getByRole('textbox', { name: 'Sluttdato' })).toHaveValue('21.11.2026');
    await packageTable(canvas);
  },
};

/** 'Eksporter som CSV' is disabled until a line is selected. */
export const ExportDisabledWithoutSelection: Story = {
  play: async ({ canvas }) => {
    const geir = await rowOf(canvas, 'Geir Pettersen');
    await expect(exportButton(canvas)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Marker valgte som fakurert' })).toBeDisabled();
    await userEvent.click(geir.getByRole('checkbox', { name: 'Velg Geir Pettersen' }));
    await expect(exportButton(canvas)).toBeEnabled();
    await expect(canvas.getByText('1 linje valgt')).toBeVisible();
    await userEvent.click(geir.getByRole('checkbox', { name: 'Velg Geir Pettersen' }));
    await expect(exportButton(canvas)).toBeDisabled();
  },
};

/** Export: the domain's file (';', French digit grouping, one row per line), then the stamp. */
export const Export: Story = {
  play: async ({ canvas, canvasElement }) => {
    const geir = await rowOf(canvas, 'Geir Pettersen');
    await userEvent.click(geir.getByRole('checkbox', { name: 'Velg Geir Pettersen' }));
    await userEvent.click(exportButton(canvas));
    await expectToast(canvasElement, EXPORT_DONE);
    // The button was disabled while the stamp was saved; the focus is back on it.
    await waitFor(() => expect(exportButton(canvas)).toHaveFocus());
    await expect(capturedDownloads.map((d) => d.name)).toEqual([
      'Pakkefaktura-01.01.2016-21.11.2026.csv',
    ]);
    const rows = parseCsv(await downloadText(capturedDownloads[0]!));
    await expect(rows).toHaveLength(2);
    await expect(rows[1]!.slice(0, 2)).toEqual(['18', 'Geir Pettersen']);
    await expect(parseCsvNumber(rows[1]!.at(-1)!)).toBe('5990.00');
    await userEvent.click(geir.getByRole('button', { name: 'Vis detaljer' }));
    await expect(await canvas.findByText('Eksportert 21.11.2026')).toBeVisible();
    // Still selected: the exported line can be marked invoiced next.
    await expect(canvas.getByText('1 linje valgt')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Marker valgte som fakurert' })).toBeEnabled();
    await clearToasts(canvasElement);
  },
};

/** A selected line exported before asks first; 'Avbryt' exports nothing, 'Eksporter' does. */
export const ReExportConfirm: Story = {
  play: async ({ canvas, canvasElement }) => {
    const kari = await rowOf(canvas, 'Kari Johansen');
    await userEvent.click(kari.getByRole('checkbox', { name: 'Velg Kari Johansen' }));
    await expect(canvas.getByText('2 linjer valgt')).toBeVisible();
    await userEvent.click(exportButton(canvas));
    let dialog = within(await findOpenDialog(canvasElement, { role: 'alertdialog' }));
    await expect(dialog.getByText(ALREADY_EXPORTED_CONFIRMATION)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(capturedDownloads).toHaveLength(0);
    await userEvent.click(exportButton(canvas));
    dialog = within(await findOpenDialog(canvasElement, { role: 'alertdialog' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Eksporter' }));
    await expectToast(canvasElement, EXPORT_DONE);
    const rows = parseCsv(await downloadText(capturedDownloads[0]!));
    await expect(rows.slice(1).map((r) => r[7])).toEqual(['12', '14']);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(exportButton(canvas)).toHaveFocus());
    await clearToasts(canvasElement);
  },
};

/** 'Marker valgte som fakurert': the lines leave the list of what is still to invoice. */
export const MarkInvoiced: Story = {
  play: async ({ canvas, canvasElement }) => {
    const geir = await rowOf(canvas, 'Geir Pettersen');
    await userEvent.click(geir.getByRole('checkbox', { name: 'Velg Geir Pettersen' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Marker valgte som fakurert' }));
    await expectToast(canvasElement, MARKED_INVOICED);
    const grid = await packageTable(canvas);
    await waitFor(() => expect(within(grid).queryByText('Geir Pettersen')).toBeNull());
    await expect(canvas.getByText('0 linjer valgt')).toBeVisible();
    // Nothing is left selected to mark: the focus is on the page's heading, not lost.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Fakturaoversikt' })).toHaveFocus(),
    );
    // 'Vis også fakturerte' shows it again, invoiced today.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Vis også fakturerte' }));
    const again = await rowOf(canvas, 'Geir Pettersen');
    await userEvent.click(again.getByRole('button', { name: 'Vis detaljer' }));
    await expect(await canvas.findByText('Fakturert 21.11.2026')).toBeVisible();
    await clearToasts(canvasElement);
  },
};

/** Travel lines of one receiver and student are one line: quantity and total summed. */
export const TravelGrouping: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Reisefaktura' }));
    const kari = await rowOf(canvas, 'Kari Johansen', 'Reisefakturaer');
    await userEvent.click(kari.getByRole('button', { name: 'Vis detaljer' }));
    const lines = within(
      await canvas.findByRole('list', { name: 'Produktlinjer for Kari Johansen' }),
    );
    const emma = within(lines.getByText('Reisetillegg – Emma Johansen').closest('li')!);
    await expect(emma.getByText('Antall: 3')).toBeVisible();
    await expect(emma.getByText('750 kr')).toBeVisible();
    await expect(emma.getByText('03.11.2026–17.11.2026')).toBeVisible();
  },
};

/** A custom-activity line is shown with the seed's message; it cannot be selected. */
export const CustomLinesRefused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Reisefaktura' }));
    const anne = await rowOf(canvas, 'Anne Knutsen', 'Reisefakturaer');
    await userEvent.click(anne.getByRole('button', { name: 'Vis detaljer' }));
    await expect(await canvas.findByText(CUSTOM_INVOICE_MARK_MESSAGE)).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: 'Reisetillegg (Spesialoppdrag) – Olivia Knutsen' }),
    ).toBeDisabled();
    // The receiver's box takes the other line only.
    await userEvent.click(anne.getByRole('checkbox', { name: 'Velg Anne Knutsen' }));
    await expect(canvas.getByText('1 linje valgt')).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: 'Reisetillegg (Spesialoppdrag) – Olivia Knutsen' }),
    ).not.toBeChecked();
  },
};

/** A failed marking gives the seed's destructive toast and keeps the selection. */
export const MarkFails: Story = {
  parameters: { msw: { handlers: { invoices: invoiceHandlers.writeError } } },
  play: async ({ canvas, canvasElement }) => {
    const geir = await rowOf(canvas, 'Geir Pettersen');
    await userEvent.click(geir.getByRole('checkbox', { name: 'Velg Geir Pettersen' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Marker valgte som fakurert' }));
    await expectToast(canvasElement, INVOICE_MARK_FAILED);
    await expect(canvas.getByText('1 linje valgt')).toBeVisible();
    // The focus is back on the button, to try again.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Marker valgte som fakurert' })).toHaveFocus(),
    );
    await clearToasts(canvasElement);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { invoices: invoiceHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(NO_INVOICES_TEXT)).toBeVisible();
    await expect(exportButton(canvas)).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { invoices: invoiceHandlers.loading } } },
  play: async ({ canvas }) => {
    const grid = await packageTable(canvas);
    await expect(within(grid).getAllByTestId('skeleton-row')).toHaveLength(3);
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { invoices: invoiceHandlers.error } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(INVOICES_LOAD_ERROR)).toBeVisible();
  },
};

/** Opened from the month check: the package's sale day, its receiver open. */
export const FromMonthCheck: Story = {
  parameters: {
    router: {
      initialEntries: ['/economy/invoice/overview?fra=2026-11-11&til=2026-11-11&mottaker=18'],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Startdato' })).toHaveValue('11.11.2026');
    await expect(await canvas.findByText('10 timer – Thea Pettersen')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    const kari = await rowOf(canvas, 'Kari Johansen');
    await userEvent.click(kari.getByRole('button', { name: 'Vis detaljer' }));
    await expect(await canvas.findByText('20 timer – Noah Johansen')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const TravelPhone: Story = {
  globals: PHONE,
  play: async (context) => {
    await CustomLinesRefused.play!(context);
    await expectNoSidewaysScroll(context.canvasElement);
  },
};

export const Dark: Story = { ...Full, globals: { theme: 'dark' } };
export const PhoneDark: Story = { ...Phone, globals: { ...PHONE, theme: 'dark' } };
