import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { packageHandlers, resetPackageMocks } from '@portal/api-client/mocks';
import { LAPTOP, PHONE, type PortalStoryParameters } from '../../../testing/story-parameters';
import {
  clearToasts,
  expectNoSidewaysScroll,
  expectTableFits,
  expectToast,
  findOpenDialog,
} from '../../../testing/storyExpect';
import { withStoryPage } from '../../../testing/StoryPage';
import { enterText } from '../../../testing/storyInput';
import { PackageOverviewStaffScreen } from './PackageOverviewStaffScreen';
import { CONFIRMATION_SENT, DELETE_FAILED, PACKAGE_DELETED, PACKAGE_UPDATED } from './packageTexts';

const meta = {
  title: 'Screens/Staff/Pakkeoversikt',
  component: PackageOverviewStaffScreen,
  decorators: [withStoryPage],
  beforeEach: () => resetPackageMocks(),
  parameters: {
    msw: { handlers: { packages: packageHandlers.staff } },
  } satisfies PortalStoryParameters & { msw: unknown },
} satisfies Meta<typeof PackageOverviewStaffScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every package, newest sold first; a row opens to its office fields and confirmations. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('table', { name: 'Pakkeoversikt' });
    await expect(await within(grid).findByText('Sara Hansen')).toBeVisible();
    await userEvent.click(within(grid).getAllByRole('button', { name: 'Vis detaljer' })[1]!);
    await expect(await canvas.findByText('Ny pakke')).toBeVisible();
    await expect(canvas.getByText(/^Sendt /)).toBeVisible();
  },
};

/** Navigated to after a sale (state open=true): the first row starts open. */
export const OpenFirst: Story = {
  parameters: {
    router: {
      initialEntries: [{ pathname: '/sales/package-overview', state: { open: true } } as never],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Rediger pakke' })).toBeVisible();
    await expect(canvas.getByText('Ikke sendt')).toBeVisible();
  },
};

/** Edit: the price follows the domain's formula; saving makes a second confirmation. */
export const Edit: Story = {
  play: async ({ canvas, canvasElement }) => {
    const grid = await canvas.findByRole('table', { name: 'Pakkeoversikt' });
    await userEvent.click(
      (await within(grid).findAllByRole('button', { name: 'Vis detaljer' }))[1]!,
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'Rediger pakke' }));
    const dialog = within(await findOpenDialog(canvasElement, { name: 'Rediger pakke' }));
    // 9500 × (1 − 5/100) = 9025; with 20 % off: 7600 (the extra price is 0).
    await expect(dialog.getByText(/9\s025 kr/)).toBeVisible();
    const discount = dialog.getByRole('spinbutton', { name: 'Rabatt (%)' });
    await enterText(discount, '20');
    await expect(await dialog.findByText(/7\s600 kr/)).toBeVisible();
    await enterText(discount, '101');
    await userEvent.click(dialog.getByRole('button', { name: 'Lagre' }));
    await expect(await dialog.findByText('Rabatt må være mellom 0 og 100')).toBeVisible();
    await enterText(discount, '20');
    await userEvent.click(dialog.getByRole('button', { name: 'Lagre' }));
    await expectToast(canvasElement, PACKAGE_UPDATED);
    await expect(await canvas.findByText('Endret pakke')).toBeVisible();
    // The closed dialog gives the focus back to the button that opened it.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Rediger pakke' })).toHaveFocus(),
    );
    await clearToasts(canvasElement);
  },
};

/** Preview an unsent confirmation and send it. */
export const PreviewAndSend: Story = {
  play: async ({ canvas, canvasElement }) => {
    const grid = await canvas.findByRole('table', { name: 'Pakkeoversikt' });
    await userEvent.click(
      (await within(grid).findAllByRole('button', { name: 'Vis detaljer' }))[0]!,
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'Forhåndsvis og send' }));
    const dialog = within(await findOpenDialog(canvasElement));
    await expect(await dialog.findByTitle('E-posten')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expectToast(canvasElement, CONFIRMATION_SENT);
    await waitFor(() => expect(canvas.queryByText('Ikke sendt')).toBeNull());
    // The focus is back on the row's button, now 'Forhåndsvis' (the confirmation is sent).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Forhåndsvis' })).toHaveFocus());
    await clearToasts(canvasElement);
  },
};

/** Delete asks first, then the row goes with the seed's toast. */
export const Delete: Story = {
  play: async ({ canvas, canvasElement }) => {
    const grid = await canvas.findByRole('table', { name: 'Pakkeoversikt' });
    await userEvent.click(
      (await within(grid).findAllByRole('button', { name: 'Vis detaljer' }))[0]!,
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'Slett pakke' }));
    const confirm = within(await findOpenDialog(canvasElement, { role: 'alertdialog' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Slett' }));
    await expectToast(canvasElement, PACKAGE_DELETED);
    await waitFor(() => expect(within(grid).queryByText('Sara Hansen')).toBeNull());
    await clearToasts(canvasElement);
  },
};

/** A failed delete gives the seed's toast and keeps the dialog to try again. */
export const DeleteFails: Story = {
  parameters: { msw: { handlers: { packages: packageHandlers.staffWriteError } } },
  play: async ({ canvas, canvasElement }) => {
    const grid = await canvas.findByRole('table', { name: 'Pakkeoversikt' });
    await userEvent.click(
      (await within(grid).findAllByRole('button', { name: 'Vis detaljer' }))[0]!,
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'Slett pakke' }));
    const confirm = within(await findOpenDialog(canvasElement, { role: 'alertdialog' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Slett' }));
    await expectToast(canvasElement, DELETE_FAILED);
    await expect(confirm.getByRole('button', { name: 'Slett' })).toBeEnabled();
    await clearToasts(canvasElement);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { packages: packageHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No results.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { packages: packageHandlers.loading } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Pakkeoversikt' })).toBeVisible();
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
    await canvas.findByText('Sara Hansen');
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Dark: Story = { ...Full, globals: { theme: 'dark' } };

/** At a 1280 px laptop's room beside the sidebar (`LAPTOP`), every column fits the frame. */
export const Laptop: Story = {
  globals: LAPTOP,
  play: ({ canvas }) => expectTableFits(canvas, 'Pakkeoversikt', 'Sara Hansen'),
};
