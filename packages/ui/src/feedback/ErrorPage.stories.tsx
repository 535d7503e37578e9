import type { Meta, StoryObj } from '@storybook/react-vite';
import { data } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import type { PortalStoryParameters } from '../testing/story-parameters';
import { ERROR_PAGE_HEADING, ERROR_PAGE_HOME_LABEL, ErrorPage } from './ErrorPage';
import { RouteErrorPage } from './RouteErrorPage';
import { PHONE } from '../testing/story-parameters';

const meta = {
  title: 'Design system/Feedback/ErrorPage',
  component: ErrorPage,
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: { status: 404, statusText: 'Not Found' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: ERROR_PAGE_HEADING })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '404 Not Found' })).toBeVisible();
    // The way out: the start page, which leads each role on.
    await expect(canvas.getByRole('link', { name: ERROR_PAGE_HOME_LABEL })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const ThrownError: Story = {
  args: { message: "Cannot read properties of undefined (reading 'full_name')" },
};

export const ThrownErrorDark: Story = { ...ThrownError, globals: { theme: 'dark' } };

export const Phone: Story = {
  args: { status: 500, statusText: 'Internal Server Error', message: 'Noe gikk galt' },
  globals: PHONE,
};

/** As the router's errorElement: a loader throws a 404 response and the page shows it. */
export const AsRouteErrorElement: Story = {
  parameters: {
    router: {
      initialEntries: ['/teacher/activity/999'],
      path: '/teacher/activity/:id',
      loader: () => {
        throw data('Aktiviteten finnes ikke', { status: 404, statusText: 'Not Found' });
      },
      errorElement: <RouteErrorPage />,
    },
  } satisfies PortalStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: ERROR_PAGE_HEADING }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '404 Not Found' })).toBeVisible();
    await expect(canvas.getByText('Aktiviteten finnes ikke')).toBeVisible();
  },
};
