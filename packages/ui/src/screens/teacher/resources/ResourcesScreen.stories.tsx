import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { documentHandlers } from '@portal/api-client/mocks';
import { expectNoSidewaysScroll } from '../../../testing/storyExpect';
import { withStoryPage } from '../../../testing/StoryPage';
import { PHONE } from '../../../testing/story-parameters';
import { ResourcesScreen } from './ResourcesScreen';

// The data is the default `documents` group: two folders (one with a sub-folder) and the FAQ.
const meta = {
  title: 'Screens/Teacher/Ressurser',
  component: ResourcesScreen,
  decorators: [withStoryPage],
} satisfies Meta<typeof ResourcesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Folders open and close by keyboard; documents open in a new tab; a question opens to its answer. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const folder = await canvas.findByRole('button', { name: /Rutiner/ });
    await expect(folder).toHaveAttribute('aria-expanded', 'false');
    folder.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(folder).toHaveAttribute('aria-expanded', 'true'));
    const link = await canvas.findByRole('link', { name: /Velkommen som lærer/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(link).toHaveAttribute('href', 'https://example.no/dokumenter/velkommen.pdf');
    // A sub-folder inside the folder.
    await userEvent.click(canvas.getByRole('button', { name: /Lønn/ }));
    await expect(await canvas.findByRole('link', { name: /Lønnskalender 2026/ })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: /Timeføring/ }));
    const question = await canvas.findByRole('button', { name: 'Når må oppsummeringen skrives?' });
    await userEvent.click(question);
    await expect(
      await canvas.findByText(
        'Skriv begge oppsummeringene innen 48 timer etter timen for å få bonus.',
      ),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Timeføring/ }));
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Hva gjør jeg hvis eleven ikke møter?' }),
    );
    await expect(await canvas.findByText('Ta kontakt med drift samme dag.')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: { documents: documentHandlers.loading },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('status', { name: 'Laster…' })).toHaveLength(2);
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: { documents: documentHandlers.empty },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ingen dokumenter ennå')).toBeVisible();
    await expect(await canvas.findByText('Ingen spørsmål ennå')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: { documents: documentHandlers.error },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Kunne ikke hente dokumentene')).toBeVisible();
    await expect(await canvas.findByText('Kunne ikke hente spørsmålene')).toBeVisible();
  },
};

export const EmptyPhone: Story = { ...Empty, globals: PHONE };
export const LoadErrorPhone: Story = { ...LoadError, globals: PHONE };
export const LoadingPhone: Story = { ...Loading, globals: PHONE };
