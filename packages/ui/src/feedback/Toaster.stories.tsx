import { Box, Button, HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { showToast, TOAST_DURATION_MS, type ShowToastOptions } from './toaster';
import { PHONE } from '../testing/story-parameters';

const unauthorized: ShowToastOptions = {
  title: 'Uatorisert',
  description: 'Du har ikke tilgang til denne siden',
  type: 'error',
};
const studentSaved: ShowToastOptions = { title: 'Eleven er lagret', type: 'success' };

/** Buttons that fire toasts; the `<Toaster />` itself comes from UiProvider. */
function ToastButtons({ toasts }: { toasts: ShowToastOptions[] }) {
  return (
    <Box p="6">
      <HStack>
        {toasts.map((toast) => (
          <Button key={toast.title} variant="outline" onClick={() => showToast(toast)}>
            {toast.title}
          </Button>
        ))}
        <Button colorPalette="brand" onClick={() => toasts.forEach((toast) => showToast(toast))}>
          Alle
        </Button>
      </HStack>
    </Box>
  );
}

const meta = {
  title: 'Design system/Feedback/Toaster',
  component: ToastButtons,
  args: { toasts: [unauthorized, studentSaved] },
} satisfies Meta<typeof ToastButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits until the toast titled `title` is mounted and shown; returns its root. */
async function shownToast(canvasElement: HTMLElement, title: string): Promise<HTMLElement> {
  const titleElement = await page(canvasElement).findByText(title, {
    selector: '[data-part="title"]',
  });
  const root = titleElement.closest<HTMLElement>('[data-part="root"]');
  if (!root) throw new Error(`toast ${title} has no root`);
  await waitFor(() => expect(root).toHaveAttribute('data-mounted'));
  await waitFor(() => expect(titleElement).toBeVisible());
  return root;
}

/** The destructive toast of a page the user type may not see. */
export const Destructive: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Uatorisert' }));
    const toast = await shownToast(canvasElement, 'Uatorisert');
    await expect(toast).toHaveTextContent('Du har ikke tilgang til denne siden');
    await expect(toast).toHaveAttribute('data-type', 'error');
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Eleven er lagret' }));
    const toast = await shownToast(canvasElement, 'Eleven er lagret');
    await expect(toast).toHaveAttribute('data-type', 'success');
  },
};

/** Two toasts at once: only the first shows; the second waits until the first is closed. */
export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Alle' }));
    const body = page(canvasElement);
    await shownToast(canvasElement, 'Uatorisert');
    await expect(body.getAllByText(/./, { selector: '[data-part="title"]' })).toHaveLength(1);
    await expect(
      body.queryByText('Eleven er lagret', { selector: '[data-part="title"]' }),
    ).toBeNull();

    await userEvent.click(body.getByRole('button', { name: 'Lukk' }));
    // The closed toast took its 'Lukk' with it: the focus is back on the button that showed it.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Alle' })).toHaveFocus(),
    );

    await shownToast(canvasElement, 'Eleven er lagret');
    await waitFor(() => expect(body.queryByText('Du har ikke tilgang til denne siden')).toBeNull());
    await expect(body.getAllByText(/./, { selector: '[data-part="title"]' })).toHaveLength(1);
  },
};

/**
 * Closed from the keyboard: the focus goes into the toast from the button that showed it, 'Lukk'
 * closes the toast, and the focus is back on that button rather than on the page body.
 */
export const CloseByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const show = within(canvasElement).getByRole('button', { name: 'Eleven er lagret' });
    await userEvent.click(show);
    const toast = await shownToast(canvasElement, 'Eleven er lagret');
    within(toast).getByRole('button', { name: 'Lukk' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        page(canvasElement).queryByText('Eleven er lagret', { selector: '[data-part="title"]' }),
      ).toBeNull(),
    );
    await waitFor(() => expect(show).toHaveFocus());
  },
};

/** A toast goes away by itself after 5000 ms (here a short duration proves the mechanism). */
export const DismissesItself: Story = {
  args: { toasts: [{ ...studentSaved, duration: 300 }] },
  play: async ({ canvasElement }) => {
    await expect(TOAST_DURATION_MS).toBe(5000);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Eleven er lagret' }));
    const body = page(canvasElement);
    await body.findByText('Eleven er lagret', { selector: '[data-part="title"]' });
    await waitFor(() =>
      expect(body.queryByText('Eleven er lagret', { selector: '[data-part="title"]' })).toBeNull(),
    );
  },
};

export const DestructivePhone: Story = {
  ...Destructive,
  globals: PHONE,
};

export const DestructiveDark: Story = { ...Destructive, globals: { theme: 'dark' } };
