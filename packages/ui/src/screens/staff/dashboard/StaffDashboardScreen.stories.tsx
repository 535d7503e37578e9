import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_METABASE_SITE, metabaseHandlers } from '@portal/api-client/mocks';
import { RETRY_LABEL } from '../../../feedback/ErrorState';
import { PHONE, type PortalStoryParameters } from '../../../testing/story-parameters';
import { expectNoSidewaysScroll } from '../../../testing/storyExpect';
import { withStoryPage } from '../../../testing/StoryPage';
import { StaffDashboardScreen } from './StaffDashboardScreen';
import {
  DASHBOARDS_LOAD_ERROR,
  DIAGRAMS_LOAD_ERROR,
  NOT_CONFIGURED_TITLE,
  NO_DASHBOARDS_TEXT,
  NO_DIAGRAMS_TEXT,
  OPEN_IN_METABASE,
  dashboardFrameTitle,
  diagramFrameTitle,
} from './dashboardTexts';

const meta = {
  title: 'Screens/Staff/Dashboard',
  component: StaffDashboardScreen,
  decorators: [withStoryPage],
  parameters: {
    router: { initialEntries: ['/employee/dashboard'] },
    msw: { handlers: { metabase: metabaseHandlers.default } },
  } satisfies PortalStoryParameters & { msw: unknown },
} satisfies Meta<typeof StaffDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const unconfigured = { msw: { handlers: { metabase: metabaseHandlers.unconfigured } } };

/** Waits until every frame has loaded its page (the screenshot shows them, not a spinner). */
async function framesLoaded(canvasElement: HTMLElement, count: number) {
  await waitFor(() => {
    const frames = [...canvasElement.querySelectorAll('iframe')];
    expect(frames).toHaveLength(count);
    for (const frame of frames) expect(frame).toHaveAttribute('data-loaded', 'true');
  });
}

const toggle = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Visning' }));

async function expectNotConfigured(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(NOT_CONFIGURED_TITLE)).toBeVisible();
  await expect(canvas.getByText('METABASE_SITE_URL')).toBeVisible();
  await expect(canvas.getByText('METABASE_SECRET_KEY')).toBeVisible();
  await expect(canvasElement.querySelector('iframe')).toBeNull();
}

/** The analytics dashboards, each a titled frame of the signed URL with a link into Metabase. */
export const Full: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(toggle(canvasElement).getByRole('button', { name: 'Dashboards' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const sales = within(await canvas.findByRole('region', { name: 'Salg' }));
    const frame = sales.getByTitle(dashboardFrameTitle('Salg'));
    await expect(frame.getAttribute('src')).toMatch(
      /^data:text\/html.*#bordered=true&titled=true$/,
    );
    await expect(sales.getByRole('link', { name: new RegExp(OPEN_IN_METABASE) })).toHaveAttribute(
      'href',
      `${MOCK_METABASE_SITE}/dashboard/2`,
    );
    await expect(canvas.getByRole('region', { name: 'Markedsføring' })).toBeVisible();
    await framesLoaded(canvasElement, 2);
  },
};

/** 'Markedsføring' shows the diagrams, each at most its own width and in its own proportions. */
export const Marketing: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('region', { name: 'Salg' });
    await userEvent.click(toggle(canvasElement).getByRole('button', { name: 'Markedsføring' }));
    await expect(
      toggle(canvasElement).getByRole('button', { name: 'Markedsføring' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const frame = await canvas.findByTitle(diagramFrameTitle('Timer per måned'));
    await expect(canvas.getByTitle(diagramFrameTitle('Nye elever per kilde'))).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Salg' })).toBeNull();
    // 800 × 400: at most 800 px wide, half as high.
    await waitFor(() => {
      const box = frame.getBoundingClientRect();
      expect(box.width).toBeLessThanOrEqual(800);
      expect(Math.abs(box.height - box.width / 2)).toBeLessThan(2);
    });
    await framesLoaded(canvasElement, 2);
  },
};

/** Without METABASE_SITE_URL and METABASE_SECRET_KEY the page says what to configure, in both views. */
export const NotConfigured: Story = {
  parameters: unconfigured,
  play: async ({ canvasElement }) => {
    await expectNotConfigured(canvasElement);
    await expect(
      within(canvasElement).getByText('Registrerte dashboards: Markedsføring, Salg.'),
    ).toBeVisible();
    await userEvent.click(toggle(canvasElement).getByRole('button', { name: 'Markedsføring' }));
    await expect(
      await within(canvasElement).findByText(
        'Registrerte diagrammer: Timer per måned, Nye elever per kilde.',
      ),
    ).toBeVisible();
    await expectNotConfigured(canvasElement);
  },
};

/** Configured, but nothing registered yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { metabase: metabaseHandlers.empty } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(NO_DASHBOARDS_TEXT)).toBeVisible();
    await userEvent.click(toggle(canvasElement).getByRole('button', { name: 'Markedsføring' }));
    await expect(await canvas.findByText(NO_DIAGRAMS_TEXT)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { metabase: metabaseHandlers.loading } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Laster…' })).toBeVisible();
    // The toggle works while the page loads.
    await expect(canvas.getByRole('button', { name: 'Markedsføring' })).toBeEnabled();
  },
};

/** A failed read says so with 'Prøv igjen', in either view. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { metabase: metabaseHandlers.error } } },
  play: async ({ canvas, canvasElement }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(DASHBOARDS_LOAD_ERROR)).toBeVisible();
    await expect(within(alert).getByRole('button', { name: RETRY_LABEL })).toBeEnabled();
    await userEvent.click(toggle(canvasElement).getByRole('button', { name: 'Markedsføring' }));
    await expect(await canvas.findByText(DIAGRAMS_LOAD_ERROR)).toBeVisible();
  },
};

/** On a 360 px phone the frames take the page's width: no sideways scroll. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('region', { name: 'Salg' });
    await framesLoaded(canvasElement, 2);
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const MarketingPhone: Story = {
  globals: PHONE,
  play: async (context) => {
    await Marketing.play!(context);
    await expectNoSidewaysScroll(context.canvasElement);
  },
};

export const NotConfiguredPhone: Story = {
  globals: PHONE,
  parameters: unconfigured,
  play: async ({ canvasElement }) => {
    await expectNotConfigured(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Dark: Metabase is asked for its night theme too. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    const frame = await canvas.findByTitle(dashboardFrameTitle('Salg'));
    await expect(frame.getAttribute('src')).toMatch(/#bordered=true&titled=true&theme=night$/);
    await framesLoaded(canvasElement, 2);
  },
};

export const MarketingDark: Story = { ...Marketing, globals: { theme: 'dark' } };

export const NotConfiguredDark: Story = { ...NotConfigured, globals: { theme: 'dark' } };
