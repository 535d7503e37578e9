import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { monthCheckHandlers } from '@portal/api-client/mocks';
import { PHONE, type PortalStoryParameters } from '../../../testing/story-parameters';
import { expectNoSidewaysScroll } from '../../../testing/storyExpect';
import { StoryPage, withStoryPage } from '../../../testing/StoryPage';
import { MONTH_CHECK_LOAD_ERROR, NO_DISAGREEMENTS_TEXT } from './economyTexts';
import { LessonRecordScreen } from './LessonRecordScreen';
import { MonthCheckScreen } from './MonthCheckScreen';

const meta = {
  title: 'Screens/Staff/Månedskontroll',
  component: MonthCheckScreen,
  decorators: [withStoryPage],
  parameters: {
    router: {
      initialEntries: ['/economy/month-check'],
      path: '/economy/month-check',
      // The records a disagreement links to.
      routes: [
        {
          path: '/economy/lesson/:id',
          element: (
            <StoryPage>
              <LessonRecordScreen />
            </StoryPage>
          ),
        },
        { path: '/economy/invoice/overview', element: <p>Fakturaoversikt (lenket)</p> },
      ],
    },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof MonthCheckScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const disagreements = (canvas: Canvas) => canvas.findByRole('table', { name: 'Avvik' });

/** The last whole month: totals, the disagreements with their links, per teacher and package. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const grid = within(await disagreements(canvas));
    await expect(grid.getAllByRole('row')).toHaveLength(6);
    await expect(
      grid.getByText('Timen 06.10.2026 hos Jonas Haugen mangler oppsummering'),
    ).toBeVisible();
    await expect(grid.getAllByRole('link', { name: 'Åpne timen' })).toHaveLength(4);
    await expect(canvas.getByRole('heading', { name: 'Avvik (5)' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Per lærer' })).toBeVisible();
    await expect(
      within(canvas.getByRole('table', { name: 'Per pakke' })).getByText('Ikke fakturert'),
    ).toBeVisible();
  },
};

/** The month list: this month and twelve back; the last whole month is the default. */
export const MonthDefault: Story = {
  play: async ({ canvas }) => {
    await disagreements(canvas);
    const select = canvas.getByRole('combobox', { name: 'Måned' });
    await expect(select).toHaveValue('2026-10');
    const options = within(select).getAllByRole('option');
    await expect(options).toHaveLength(13);
    await expect(options[0]).toHaveTextContent('November 2026');
    await expect(options.at(-1)).toHaveTextContent('November 2025');
    await userEvent.selectOptions(select, 'September 2026');
    await expect(
      await canvas.findByText('Timen 06.09.2026 hos Jonas Haugen mangler oppsummering'),
    ).toBeVisible();
  },
};

/** The kind filter; a package not invoiced links to its line in 'Fakturaoversikt'. */
export const FilterByKind: Story = {
  play: async ({ canvas }) => {
    await disagreements(canvas);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Vis avvik' }),
      'Pakke ikke fakturert',
    );
    const grid = within(await disagreements(canvas));
    await waitFor(() => expect(grid.getAllByRole('row')).toHaveLength(2));
    await expect(grid.getByRole('link', { name: 'Åpne i Fakturaoversikt' })).toHaveAttribute(
      'href',
      '/economy/invoice/overview?fra=2026-10-11&til=2026-10-11&mottaker=18',
    );
  },
};

/** Following a disagreement opens the lesson it is about. */
export const FollowToLesson: Story = {
  play: async ({ canvas }) => {
    const grid = within(await disagreements(canvas));
    const row = grid.getByText(/ble betalt 02\.10\.2026, før oppsummeringen/).closest('tr')!;
    await userEvent.click(within(row).getByRole('link', { name: 'Åpne timen' }));
    await expect(await canvas.findByRole('heading', { name: 'Time 01.10.2026' })).toBeVisible();
    await expect(canvas.getByText('Eirik Dahl')).toBeVisible();
    await expect(canvas.getByText('04.10.2026')).toBeVisible();
    await expect(canvas.getByText('02.10.2026')).toBeVisible();
  },
};

/** A month where taught, drawn, invoiced and paid hours agree. */
export const Agreeing: Story = {
  parameters: { msw: { handlers: { monthCheck: monthCheckHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(NO_DISAGREEMENTS_TEXT)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Avvik (0)' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { monthCheck: monthCheckHandlers.loading } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { monthCheck: monthCheckHandlers.error } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MONTH_CHECK_LOAD_ERROR)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await disagreements(canvas);
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Dark: Story = { ...Full, globals: { theme: 'dark' } };
export const PhoneDark: Story = { ...Phone, globals: { ...PHONE, theme: 'dark' } };
