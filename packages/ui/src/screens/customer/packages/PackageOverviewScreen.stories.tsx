import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { packageHandlers } from '@portal/api-client/mocks';
import { PHONE, type PortalStoryParameters } from '../../../testing/story-parameters';
import { expectNoSidewaysScroll } from '../../../testing/storyExpect';
import { withStoryPage } from '../../../testing/StoryPage';
import { NO_RESULTS_TEXT } from '../shared/customerTexts';
import { PackageOverviewScreen } from './PackageOverviewScreen';

const meta = {
  title: 'Screens/Customer/Mine pakker',
  component: PackageOverviewScreen,
  decorators: [withStoryPage],
  parameters: {
    msw: { handlers: { packages: packageHandlers.default } },
  } satisfies PortalStoryParameters & { msw: unknown },
} satisfies Meta<typeof PackageOverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two active packages with hours in words, a coloured bar and the forecast. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const big = within(await canvas.findByRole('article', { name: 'Pakke 20 timer' }));
    await expect(
      big.getByText('12 timer og 30 minutter igjen av 20 timer og 0 minutter'),
    ).toBeVisible();
    await expect(big.getByText('Timene varer til ca. 18.03.2027')).toBeVisible();
    // The bar's accessible name is the hours in words, not a bare percentage.
    await expect(
      big.getByRole('progressbar', {
        name: '12 timer og 30 minutter igjen av 20 timer og 0 minutter',
      }),
    ).toBeVisible();
    // Under 25 % left: the red bar; the inactive ones are hidden.
    const low = canvas.getAllByRole('article', { name: 'Pakke 10 timer' });
    await expect(low).toHaveLength(1);
    await expect(canvas.queryByText('Utløpt pakke')).toBeNull();
  },
};

/** 'Vis inaktive pakker' shows the used-up and the expired package; the button then hides them. */
export const ShowInactive: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Vis inaktive pakker' }));
    await expect(await canvas.findByText('Utløpt pakke')).toBeVisible();
    await expect(canvas.getByText('Brukt opp')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Skjul inaktive pakker' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { packages: packageHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(NO_RESULTS_TEXT)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { packages: packageHandlers.loading } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Laster…' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { packages: packageHandlers.error } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Kunne ikke hente pakkene.')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Vis inaktive pakker' }));
    await canvas.findByText('Utløpt pakke');
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Dark: Story = { ...ShowInactive, globals: { theme: 'dark' } };
