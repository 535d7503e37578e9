import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { invoiceReceiverHandlers, resetInvoiceReceiverMocks } from '@portal/api-client/mocks';
import { LAPTOP, PHONE, type PortalStoryParameters } from '../../../testing/story-parameters';
import {
  clearToasts,
  expectNoSidewaysScroll,
  expectTableFits,
  expectToast,
  findTable,
} from '../../../testing/storyExpect';
import { withStoryPage } from '../../../testing/StoryPage';
import { InvoiceReceiverOverviewScreen } from './InvoiceReceiverOverviewScreen';
import {
  NO_RECEIVERS_TEXT,
  RECEIVERS_LOAD_ERROR,
  RECEIVER_OVERVIEW_TITLE,
  RECEIVER_UPDATED,
  RECEIVER_UPDATE_FAILED,
  SEARCH_RECEIVERS_LABEL,
} from './receiverTexts';

const meta = {
  title: 'Screens/Staff/Fakturamottakere',
  component: InvoiceReceiverOverviewScreen,
  decorators: [withStoryPage],
  beforeEach: () => resetInvoiceReceiverMocks(),
  parameters: {
    router: { initialEntries: ['/sales/invoice-receiver-overview'] },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof InvoiceReceiverOverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every receiver, newest first, with the students they pay for; two pages of ten. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const grid = await findTable(canvas, RECEIVER_OVERVIEW_TITLE);
    await expect(await grid.findByText('Anne Hansen')).toBeVisible();
    await expect(grid.getByText('Ola Hansen')).toBeVisible();
    await expect(canvas.getByText('Side 1 av 2')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    const grid = await findTable(canvas, RECEIVER_OVERVIEW_TITLE);
    await expect(await grid.findByText('Anne Hansen')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** At a 1280 px laptop's room beside the sidebar (`LAPTOP`), every column fits the frame. */
export const Laptop: Story = {
  globals: LAPTOP,
  play: ({ canvas }) => expectTableFits(canvas, RECEIVER_OVERVIEW_TITLE, 'Anne Hansen'),
};

/** Search, sort by name, 'Vis 25'. */
export const SearchSortAndPageSize: Story = {
  play: async ({ canvas }) => {
    const grid = await findTable(canvas, RECEIVER_OVERVIEW_TITLE);
    await grid.findByText('Anne Hansen');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Rader per side' }),
      'Vis 25',
    );
    await expect(await canvas.findByText('Side 1 av 1')).toBeVisible();
    await userEvent.click(grid.getByRole('button', { name: /Navn/ }));
    await waitFor(() => expect(grid.getAllByRole('row')[1]).toHaveTextContent('Anne Hansen'));
    await userEvent.click(grid.getByRole('button', { name: /Navn/ }));
    await waitFor(() => expect(grid.getAllByRole('row')[1]).toHaveTextContent('Trond Berg'));
    await userEvent.type(
      canvas.getByRole('searchbox', { name: SEARCH_RECEIVERS_LABEL }),
      'karlsen',
    );
    await waitFor(() => expect(grid.getAllByRole('row')).toHaveLength(2));
    await expect(grid.getByText('Hilde Karlsen')).toBeVisible();
  },
};

/**
 * While a search loads (here it never answers) the page on screen stays under a moving bar, and
 * the table is busy: no loading rows, and a row can still be opened.
 */
export const SearchKeepsPage: Story = {
  parameters: { msw: { handlers: { invoiceReceivers: invoiceReceiverHandlers.searchLoading } } },
  play: async ({ canvas }) => {
    const grid = await findTable(canvas, RECEIVER_OVERVIEW_TITLE);
    await grid.findByText('Anne Hansen');
    await userEvent.type(
      canvas.getByRole('searchbox', { name: SEARCH_RECEIVERS_LABEL }),
      'karlsen',
    );
    const table = canvas.getByRole('table', { name: RECEIVER_OVERVIEW_TITLE });
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    await expect(grid.queryAllByTestId('skeleton-row')).toHaveLength(0);
    await expect(grid.getByText('Anne Hansen')).toBeVisible();
    await userEvent.click(grid.getAllByRole('button', { name: 'Vis detaljer' })[0]!);
    await expect(
      await canvas.findByRole('list', { name: 'Betaler for Anne Hansen' }),
    ).toHaveTextContent('Ola Hansen');
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

/** A row opens to the students paid for; 'Legg til elev' adds one (add_new_student). */
export const AddStudent: Story = {
  play: async ({ canvas, canvasElement }) => {
    const grid = await findTable(canvas, RECEIVER_OVERVIEW_TITLE);
    await grid.findByText('Anne Hansen');
    await userEvent.click(grid.getAllByRole('button', { name: 'Vis detaljer' })[0]!);
    const paysFor = await canvas.findByRole('list', { name: 'Betaler for Anne Hansen' });
    await expect(paysFor).toHaveTextContent('Ola Hansen');
    const search = canvas.getByRole('searchbox', { name: 'Legg til elev for Anne Hansen' });
    await userEvent.type(search, 'emil');
    await userEvent.click(await canvas.findByRole('button', { name: 'Legg til Emil Larsen' }));
    await expectToast(canvasElement, RECEIVER_UPDATED.description);
    await waitFor(() => expect(paysFor).toHaveTextContent('Emil Larsen'));
    // The search is cleared and its button gone: the focus is in the search, for the next one.
    await expect(search).toHaveValue('');
    await waitFor(() => expect(search).toHaveFocus());
    await clearToasts(canvasElement);
  },
};

export const AddStudentPhone: Story = { ...AddStudent, globals: PHONE };

/** A failed add gives the seed's toast ('Fakturamottaker ble ikke oppdatert'). */
export const AddStudentFails: Story = {
  parameters: { msw: { handlers: { invoiceReceivers: invoiceReceiverHandlers.writeError } } },
  play: async ({ canvas, canvasElement }) => {
    const grid = await findTable(canvas, RECEIVER_OVERVIEW_TITLE);
    await grid.findByText('Anne Hansen');
    await userEvent.click(grid.getAllByRole('button', { name: 'Vis detaljer' })[0]!);
    await userEvent.type(
      await canvas.findByRole('searchbox', { name: 'Legg til elev for Anne Hansen' }),
      'emil',
    );
    const add = await canvas.findByRole('button', { name: 'Legg til Emil Larsen' });
    await userEvent.click(add);
    await expectToast(canvasElement, RECEIVER_UPDATE_FAILED.description);
    // It was disabled while adding; the focus is back on it, to try again.
    await waitFor(() => expect(add).toHaveFocus());
    await clearToasts(canvasElement);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { invoiceReceivers: invoiceReceiverHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(NO_RECEIVERS_TEXT)).toBeVisible();
  },
};

export const EmptyPhone: Story = { ...Empty, globals: PHONE };

export const Loading: Story = {
  parameters: { msw: { handlers: { invoiceReceivers: invoiceReceiverHandlers.loading } } },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('table', {
      name: RECEIVER_OVERVIEW_TITLE,
    });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadingPhone: Story = { ...Loading, globals: PHONE };

export const LoadError: Story = {
  parameters: { msw: { handlers: { invoiceReceivers: invoiceReceiverHandlers.error } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(RECEIVERS_LOAD_ERROR)).toBeVisible();
  },
};

export const LoadErrorPhone: Story = { ...LoadError, globals: PHONE };

export const Dark: Story = { ...Full, globals: { theme: 'dark' } };
