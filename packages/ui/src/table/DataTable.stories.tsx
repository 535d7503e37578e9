import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { PageHeader } from '../layout/PageHeader';
import { PHONE } from '../testing/story-parameters';
import { findOpenMenu } from '../testing/storyExpect';
import { loadedMenuTrigger } from '../testing/storyInput';
import { STUDENTS, StudentTableDemo, wideStudentColumns } from './storyFixtures';

const meta = {
  title: 'Design system/Table/DataTable',
  component: StudentTableDemo,
  args: { onPrefetchPage: fn(), onQuery: fn() },
  decorators: [
    (Story) => (
      <Box p="4">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof StudentTableDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const rowsOf = (canvas: ReturnType<typeof within>) => canvas.getAllByRole('row').slice(1);

/** 25 students, 10 a page: paging forwards and back, with the next page prefetched. */
export const Paging: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Side 1 av 3')).toBeVisible();
    await expect(rowsOf(canvas)).toHaveLength(10);
    // Desktop width: every column is shown.
    for (const name of [/Navn/, 'Telefon', /By/, /Timer igjen/]) {
      await expect(canvas.getByRole('columnheader', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Forrige side' })).toBeDisabled();
    await waitFor(() => expect(args.onPrefetchPage).toHaveBeenLastCalledWith(1));

    await userEvent.click(canvas.getByRole('button', { name: 'Neste side' }));
    await expect(canvas.getByText('Side 2 av 3')).toBeVisible();
    await expect(canvas.getByRole('cell', { name: STUDENTS[10]?.phone_number })).toBeVisible();
    await waitFor(() => expect(args.onPrefetchPage).toHaveBeenLastCalledWith(2));

    await userEvent.click(canvas.getByRole('button', { name: 'Neste side' }));
    await expect(canvas.getByText('Side 3 av 3')).toBeVisible();
    await expect(rowsOf(canvas)).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Neste side' })).toBeDisabled();
    // No page after the last one, so nothing more is prefetched.
    await expect(args.onPrefetchPage).toHaveBeenCalledTimes(2);
  },
};

/**
 * Paging by keyboard: on the last page 'Neste side' is disabled and the focus is on 'Forrige side';
 * back on the first, on 'Neste side'. It never drops to the page body.
 */
export const PagingByKeyboard: Story = {
  play: async ({ canvas }) => {
    const previous = canvas.getByRole('button', { name: 'Forrige side' });
    const next = canvas.getByRole('button', { name: 'Neste side' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Side 2 av 3')).toBeVisible();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Side 3 av 3')).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(previous).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Side 1 av 3')).toBeVisible();
    await expect(previous).toBeDisabled();
    await expect(next).toHaveFocus();
  },
};

/** 'Vis 10' / 'Vis 25' / 'Vis 50'; a new page size goes back to page 0. */
export const PageSize: Story = {
  play: async ({ canvas, args }) => {
    const picker = canvas.getByRole('combobox', { name: 'Rader per side' });
    await expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Vis 10', 'Vis 25', 'Vis 50']);
    await userEvent.click(canvas.getByRole('button', { name: 'Neste side' }));
    await expect(canvas.getByText('Side 2 av 3')).toBeVisible();

    await userEvent.selectOptions(picker, 'Vis 25');
    await expect(canvas.getByText('Side 1 av 1')).toBeVisible();
    await expect(rowsOf(canvas)).toHaveLength(25);
    await expect(args.onQuery).toHaveBeenLastCalledWith({
      page: 0,
      pageSize: 25,
      search: '',
      ordering: '',
    });
  },
};

/** Sortable headers cycle ascending, descending, none, sent as DRF `ordering`; sorting goes back to page 0. */
export const Sorting: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Neste side' }));
    const header = canvas.getByRole('columnheader', { name: /Navn/ });
    await expect(header).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onQuery).toHaveBeenLastCalledWith({
      page: 0,
      pageSize: 10,
      search: '',
      ordering: 'full_name',
    });
    await expect(canvas.getByText('Side 1 av 3')).toBeVisible();
    await expect(rowsOf(canvas)[0]).toHaveTextContent('Ella Nilsen');

    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(args.onQuery).toHaveBeenLastCalledWith({
      page: 0,
      pageSize: 10,
      search: '',
      ordering: '-full_name',
    });
    await expect(rowsOf(canvas)[0]).toHaveTextContent('Sofie Hansen');

    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await expect(args.onQuery).toHaveBeenLastCalledWith({
      page: 0,
      pageSize: 10,
      search: '',
      ordering: '',
    });
    // A column without a sortKey has no sort button.
    await expect(
      within(canvas.getByRole('columnheader', { name: 'Telefon' })).queryByRole('button'),
    ).toBeNull();
  },
};

/** The search field is debounced: one query per pause in typing, back on page 0. */
export const Search: Story = {
  args: { withSearch: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Neste side' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Søk etter elev' }), 'Olsen');
    await waitFor(() =>
      expect(args.onQuery).toHaveBeenLastCalledWith({
        page: 0,
        pageSize: 10,
        search: 'Olsen',
        ordering: '',
      }),
    );
    // Debounced: no query for the partial words 'O', 'Ol' ...
    await expect(args.onQuery).not.toHaveBeenCalledWith(expect.objectContaining({ search: 'O' }));
    await expect(rowsOf(canvas)).toHaveLength(3);
    await expect(canvas.getByText('Side 1 av 1')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Tøm søk' }));
    await expect(canvas.getByText('Side 1 av 3')).toBeVisible();
    // 'Tøm søk' went with the text; the focus is in the emptied field, for the next search.
    await expect(canvas.getByRole('searchbox', { name: 'Søk etter elev' })).toHaveFocus();
  },
};

/** A filter change (here 'Vis inaktive elever') goes back to page 0, like search, sort and page size. */
export const FilterResetsPage: Story = {
  args: { withActiveFilter: true },
  play: async ({ canvas, args }) => {
    // 19 of the 25 students are active.
    await expect(canvas.getByText('Side 1 av 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Neste side' }));
    await expect(canvas.getByText('Side 2 av 2')).toBeVisible();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Vis inaktive elever' }));
    await expect(canvas.getByText('Side 1 av 3')).toBeVisible();
    await expect(args.onQuery).toHaveBeenLastCalledWith(expect.objectContaining({ page: 0 }));
  },
};

/** 'Vis kolonner' lists only hideable columns; unticking one hides it. */
export const ColumnPicker: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await loadedMenuTrigger(canvasElement, 'Vis kolonner'));
    const items = await body().findAllByRole('menuitemcheckbox');
    await expect(items.map((item) => item.textContent)).toEqual(['Telefon', 'By', 'Timer igjen']);
    await expect(body().queryByRole('menuitemcheckbox', { name: 'Navn' })).toBeNull();

    await userEvent.click(body().getByRole('menuitemcheckbox', { name: 'Telefon' }));
    await waitFor(() => expect(canvas.queryByRole('columnheader', { name: 'Telefon' })).toBeNull());
    await expect(body().getByRole('menuitemcheckbox', { name: 'Telefon' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(canvas.getByRole('columnheader', { name: /By/ })).toBeVisible();
    await findOpenMenu(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  },
};

/** Expandable rows: the first row starts open; each row has an expand button with aria-expanded. */
export const ExpandableRows: Story = {
  args: { expandable: true, initialExpanded: 'first' },
  play: async ({ canvas }) => {
    const toggles = canvas.getAllByRole('button', { name: /detaljer/ });
    await expect(toggles).toHaveLength(10);
    await expect(toggles[0]).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(`Telefon: ${STUDENTS[0]!.phone_number}`)).toBeVisible();

    await userEvent.click(toggles[1]!);
    await expect(toggles[1]).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(`Telefon: ${STUDENTS[1]!.phone_number}`)).toBeVisible();

    await userEvent.click(toggles[0]!);
    await expect(toggles[0]).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(`Telefon: ${STUDENTS[0]!.phone_number}`)).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No results.')).toBeVisible();
    await expect(canvas.getByText('Side 1 av 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Neste side' })).toBeDisabled();
    await expect(args.onPrefetchPage).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('table', { name: 'Elever' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getAllByTestId('skeleton-row')).toHaveLength(3);
    await expect(args.onPrefetchPage).not.toHaveBeenCalled();
  },
};

/**
 * The page kept while the next one loads (`KEEP_PAGE_WHILE_LOADING`): its rows stay and can be
 * opened, a bar moves along the frame's top, and the table is busy.
 */
export const KeptPageLoading: Story = {
  args: { isLoading: true, keptPage: true, expandable: true },
  play: async ({ canvas, canvasElement, args }) => {
    const table = canvas.getByRole('table', { name: 'Elever' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryAllByTestId('skeleton-row')).toHaveLength(0);
    await expect(rowsOf(canvas)).toHaveLength(10);
    await expect(canvasElement.querySelector('[data-busy-bar]')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Vis detaljer' })[0]!);
    await expect(canvas.getByText(`Telefon: ${STUDENTS[0]?.phone_number}`)).toBeVisible();
    await expect(args.onPrefetchPage).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { isError: true, onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Noe gikk galt');
    await userEvent.click(canvas.getByRole('button', { name: 'Prøv igjen' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A list whose read failed; 'Prøv igjen' brings the rows a moment later. */
function RecoveringTable() {
  const [failed, setFailed] = useState(true);
  return (
    <>
      <PageHeader title="Elever" />
      <StudentTableDemo isError={failed} onRetry={() => setTimeout(() => setFailed(false), 300)} />
    </>
  );
}

/**
 * The retry succeeds: the error row and its button go as the rows come, and the focus goes to
 * the page's h1 rather than to the page body.
 */
export const RetryRecovers: Story = {
  render: () => <RecoveringTable />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Prøv igjen' }));
    await expect(await canvas.findByText(STUDENTS[0]!.full_name)).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Elever' })).toHaveFocus(),
    );
  },
};

const noHorizontalPageScroll = () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
    document.documentElement.clientWidth,
  );

/** At 360 px only columns without a breakpoint show (By from sm, Telefon from md, Timer igjen from lg). */
export const Phone: Story = {
  args: { expandable: true, initialExpanded: 'first', withSearch: true },
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('columnheader', { name: /Navn/ })).toBeVisible();
    // Hidden headers have no accessible name, so find them by their text.
    const headers = [...canvasElement.querySelectorAll('th')];
    for (const text of ['By', 'Telefon', 'Timer igjen']) {
      const header = headers.find((th) => th.textContent?.trim() === text);
      await expect(header).toBeDefined();
      await expect(header).not.toBeVisible();
    }
    await expect(canvas.getByText('Side 1 av 3')).toBeVisible();
    noHorizontalPageScroll();
    // The table fits: no fade, and its frame is no keyboard stop of its own.
    await expect(canvas.queryByRole('group', { name: 'Elever' })).toBeNull();
    await expect(
      canvasElement.querySelector('[data-overflow-end], [data-overflow-start]'),
    ).toBeNull();
  },
};

export const PhoneDark: Story = {
  ...Phone,
  globals: { ...PHONE, theme: 'dark' },
};

export const DesktopDark: Story = {
  args: {
    expandable: true,
    initialExpanded: 'first',
    withSearch: true,
    defaultOrdering: '-full_name',
  },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: /Navn/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getAllByRole('button', { name: /detaljer/ })[0]).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    noHorizontalPageScroll();
  },
};

/**
 * Six columns do not fit 360 px: the frame fades out at the right edge while more lies there, and at
 * the left once scrolled away from the start. The frame is a named keyboard stop while it scrolls.
 */
export const ScrollsSidewaysPhone: Story = {
  args: { columns: wideStudentColumns },
  globals: PHONE,
  play: async ({ canvas }) => {
    const frame = await canvas.findByRole('group', { name: 'Elever' });
    await expect(frame).toHaveAttribute('tabindex', '0');
    await waitFor(() => expect(frame).toHaveAttribute('data-overflow-end'));
    await expect(frame).not.toHaveAttribute('data-overflow-start');

    frame.scrollLeft = frame.scrollWidth;
    frame.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(frame).not.toHaveAttribute('data-overflow-end'));
    await expect(frame).toHaveAttribute('data-overflow-start');
    await expect(canvas.getByRole('columnheader', { name: 'Status' })).toBeVisible();
    noHorizontalPageScroll();

    // After 'Vis kolonner' the frame itself takes focus, with a visible ring.
    await userEvent.tab();
    await userEvent.tab();
    await expect(frame).toHaveFocus();
  },
};

/** Not scrolled: the fade lies at the right edge, over the page's dark background. */
export const ScrollsSidewaysPhoneDark: Story = {
  args: { columns: wideStudentColumns },
  globals: { ...PHONE, theme: 'dark' },
  play: async ({ canvas }) => {
    const frame = await canvas.findByRole('group', { name: 'Elever' });
    await waitFor(() => expect(frame).toHaveAttribute('data-overflow-end'));
    await expect(frame).not.toHaveAttribute('data-overflow-start');
  },
};
