import { Box, Button, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { PageHeader } from '../layout/PageHeader';
import { PHONE } from '../testing/story-parameters';
import { findOpenDialog } from '../testing/storyExpect';

type HarnessProps = Omit<ConfirmDialogProps, 'open' | 'onOpenChange'> & { initiallyOpen?: boolean };

/** A button opening the dialog, as screens use it. */
function ConfirmHarness({ initiallyOpen = false, ...props }: HarnessProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Box p="6">
      <Button onClick={() => setOpen(true)}>Åpne</Button>
      <ConfirmDialog {...props} open={open} onOpenChange={setOpen} />
    </Box>
  );
}

/** A page whose 'Slett' goes with what it deletes, as a card's or a row's does. */
function DeletingHarness({ initiallyOpen: _, ...props }: HarnessProps) {
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  return (
    <Box as="main" p="6">
      <PageHeader title="Pakkeoversikt" />
      {deleted ? (
        <Text>Pakken er slettet</Text>
      ) : (
        <Button onClick={() => setOpen(true)}>Slett</Button>
      )}
      <ConfirmDialog
        {...props}
        open={open}
        onOpenChange={setOpen}
        onConfirm={() => setDeleted(true)}
      />
    </Box>
  );
}

/**
 * A salary row's 'Marker som betalt': the refetched row that disables it (nothing left to pay)
 * renders a moment after the dialog has closed and given the button the focus back.
 */
function LatePayingHarness({ initiallyOpen: _, ...props }: HarnessProps) {
  const [open, setOpen] = useState(false);
  const [paid, setPaid] = useState(false);
  return (
    <Box as="main" p="6">
      <PageHeader title="Betal Lønn" />
      <Button disabled={paid} onClick={() => setOpen(true)}>
        Marker som betalt
      </Button>
      {paid ? <Text>0 kr</Text> : null}
      <ConfirmDialog
        {...props}
        open={open}
        onOpenChange={setOpen}
        onConfirm={() => {
          setTimeout(() => setPaid(true), LATE_RENDER_MS);
        }}
      />
    </Box>
  );
}

const LATE_RENDER_MS = 400;

const meta = {
  title: 'Design system/Feedback/ConfirmDialog',
  component: ConfirmHarness,
  args: {
    title: 'Er du sikker på at du vil lagre en aktivitet med varighet 2:30?',
    confirmLabel: 'Lagre',
    cancelLabel: 'Avbryt',
    onConfirm: fn(),
    onCancel: fn(),
    initiallyOpen: true,
  },
} satisfies Meta<typeof ConfirmHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The activity form's duration check. Focus starts on the safe choice. */
export const DurationConfirm: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog');
    // The dialog traps focus a frame after it appears, so a loaded page may show it first.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toHaveFocus(),
    );
  },
};

export const DurationConfirmPhone: Story = {
  globals: PHONE,
};

/** The salary dialog: destructive, red confirm button. */
export const SalaryPaid: Story = {
  args: {
    title: 'Marker all lønn som betalt',
    body: <Text>Er du sikker på at du vil markere all lønn som betalt?</Text>,
    confirmLabel: 'Ja marker som betalt',
    cancelLabel: 'Nei avbryt',
    destructive: true,
  },
};

export const SalaryPaidDark: Story = { ...SalaryPaid, globals: { theme: 'dark' } };

export const Export: Story = {
  args: {
    title:
      'Du prøver å eksportere en faktura som allerede er eksportert, er du sikker på at du vil gjøre dette?',
    confirmLabel: 'Eksporter',
    cancelLabel: 'Avbryt',
  },
};

/** Cancel closes the dialog and never calls onConfirm. */
export const CancelDoesNotConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Escape cancels too. */
export const EscapeDoesNotConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    await body.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Confirm calls onConfirm once, closes, and gives focus back to the opening button. */
export const ConfirmCallsOnConfirm: Story = {
  args: { initiallyOpen: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = page(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Åpne' });
    await userEvent.click(opener);
    const dialog = await findOpenDialog(canvasElement, { role: 'alertdialog' });
    await expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** An async confirm shows a loading button until it resolves; a rejection keeps the dialog open. */
export const AsyncConfirm: Story = {
  args: {
    title: 'Eksporter',
    confirmLabel: 'Eksporter',
    body: (
      <Text>
        Du prøver å eksportere en faktura som allerede er eksportert, er du sikker på at du vil
        gjøre dette?
      </Text>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    let finish: (ok: boolean) => void = () => {};
    const onConfirm = args.onConfirm as ReturnType<typeof fn>;
    onConfirm.mockImplementation(
      () =>
        new Promise<void>(
          (resolve, reject) => (finish = (ok) => (ok ? resolve() : reject(new Error('nei')))),
        ),
    );
    const dialog = await body.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Eksporter' });

    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('data-loading'));
    await expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toBeDisabled();
    finish(false);
    await waitFor(() => expect(confirm).not.toHaveAttribute('data-loading'));
    await expect(body.getByRole('alertdialog')).toBeVisible();
    // The confirm button was disabled while it ran; the focus is back on it, to try again.
    await waitFor(() => expect(confirm).toHaveFocus());

    await userEvent.click(confirm);
    finish(true);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(onConfirm).toHaveBeenCalledTimes(2);
  },
};

/**
 * An async confirm that succeeds: the dialog closes as the action ends, in one render, and the
 * focus goes back to the button that opened it, not into the dialog on its way out.
 */
export const AsyncConfirmReturnsFocus: Story = {
  args: { initiallyOpen: false, title: 'Eksporter', confirmLabel: 'Eksporter' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = page(canvasElement);
    let finish: () => void = () => {};
    const onConfirm = args.onConfirm as ReturnType<typeof fn>;
    onConfirm.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const opener = canvas.getByRole('button', { name: 'Åpne' });
    await userEvent.click(opener);
    const dialog = await findOpenDialog(canvasElement, { role: 'alertdialog' });
    const confirm = within(dialog).getByRole('button', { name: 'Eksporter' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('data-loading'));
    finish();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The confirmed action removed the button that opened the dialog: the focus goes to the page's h1. */
export const OpenerGone: Story = {
  args: { initiallyOpen: false, title: 'Slette pakken?', confirmLabel: 'Slett', destructive: true },
  render: (args) => <DeletingHarness {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Slett' }));
    const dialog = await findOpenDialog(canvasElement, { role: 'alertdialog' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Slett' }));
    await expect(await canvas.findByText('Pakken er slettet')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Pakkeoversikt' })).toHaveFocus(),
    );
  },
};

/**
 * The button the focus went back to is disabled a moment after the dialog closed (the refetched
 * row renders late): the focus goes on to the page's h1, not to the page body.
 */
export const OpenerDisabledLater: Story = {
  args: {
    initiallyOpen: false,
    title: 'Marker lønn som betalt',
    confirmLabel: 'Ja marker som betalt',
  },
  render: (args) => <LatePayingHarness {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pay = canvas.getByRole('button', { name: 'Marker som betalt' });
    await userEvent.click(pay);
    const dialog = await findOpenDialog(canvasElement, { role: 'alertdialog' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja marker som betalt' }));
    await waitFor(() => expect(pay).toHaveFocus());
    await expect(await canvas.findByText('0 kr')).toBeVisible();
    await expect(pay).toBeDisabled();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Betal Lønn' })).toHaveFocus(),
    );
  },
};
