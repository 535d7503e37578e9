import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PHONE } from '../testing/story-parameters';
import { RETRY_LABEL } from './ErrorState';
import { PAGE_LOAD_FAILED_HEADING, PageLoadFailed } from './PageLoadFailed';

/**
 * What the router's error page shows when a page's code did not load and the one automatic reload
 * did not help (in the portal it reloads first; these stories do not, or Storybook would reload).
 */
const meta = {
  title: 'Design system/Feedback/PageLoadFailed',
  component: PageLoadFailed,
  args: { reloadFirst: false },
} satisfies Meta<typeof PageLoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(
      within(alert).getByRole('heading', { level: 1, name: PAGE_LOAD_FAILED_HEADING }),
    ).toBeVisible();
    await expect(alert).toHaveTextContent('Sjekk nettforbindelsen og prøv igjen.');
    await expect(within(alert).getByRole('button', { name: RETRY_LABEL })).toBeEnabled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { globals: PHONE };
