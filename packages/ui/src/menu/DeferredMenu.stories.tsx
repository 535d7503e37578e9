import { Button, Menu, Text, VStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  DeferredMenu,
  type DeferredMenuTrigger,
  type MenuLoader,
  type StandInTriggerProps,
} from './DeferredMenu';
import { findOpenMenu } from '../testing/storyExpect';
import { FocusReturningMenu } from './FocusReturningMenu';

/** The menu a story loads: 'Handlinger' with two items. */
function ActionsMenuRoot({ triggerRef }: DeferredMenuTrigger) {
  return (
    <FocusReturningMenu
      trigger={
        <Button ref={triggerRef} variant="outline" size="sm">
          Handlinger
        </Button>
      }
      triggerRef={triggerRef}
      contentProps={{ minW: '10rem' }}
    >
      <Menu.Item value="edit">Rediger</Menu.Item>
      <Menu.Item value="copy">Kopier</Menu.Item>
    </FocusReturningMenu>
  );
}

/**
 * A loader the story decides about: `release` lets the load finish, `fail` makes it fail (the next
 * call then succeeds at once). `calls` counts the loads asked for.
 */
function heldLoader() {
  let release!: () => void;
  let fail!: () => void;
  const gate = new Promise<void>((resolve, reject) => {
    release = resolve;
    fail = () => reject(new Error('Nettverket svarte ikke'));
  });
  gate.catch(() => undefined);
  const state = { calls: 0, release, fail };
  const load: MenuLoader<object> = () => {
    state.calls += 1;
    return state.calls === 1 ? gate.then(() => ActionsMenuRoot) : Promise.resolve(ActionsMenuRoot);
  };
  return { load, state };
}

type Held = ReturnType<typeof heldLoader>;

function ActionsStandIn(standIn: StandInTriggerProps) {
  return (
    <Button {...standIn} variant="outline" size="sm">
      Handlinger
    </Button>
  );
}

function DeferredMenuDemo({ held }: { held: Held }) {
  return (
    <VStack align="start" gap="3" p="6">
      <Text>Menyens kode lastes når nettleseren er ledig.</Text>
      <DeferredMenu load={held.load} props={{}} StandIn={ActionsStandIn} />
    </VStack>
  );
}

const meta = {
  title: 'Design system/Menu/DeferredMenu',
  // Each story its own loader: the loads of one are not the loads of the next.
  loaders: [() => ({ held: heldLoader() })],
  render: (_args, { loaded }) => <DeferredMenuDemo held={loaded.held as Held} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Handlinger' });
const held = (loaded: Record<string, unknown>) => loaded.held as Held;

/** Loaded when idle: the stand-in and the real trigger look the same. */
export const Loaded: Story = {
  play: async ({ canvasElement, loaded }) => {
    await expect(trigger(canvasElement)).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger(canvasElement)).not.toHaveAttribute('data-scope');
    held(loaded).state.release();
    await waitFor(() => expect(trigger(canvasElement)).toHaveAttribute('data-scope', 'menu'));
  },
};

/** A click before the menu has loaded opens it once it has: the click is not lost. */
export const ClickBeforeLoaded: Story = {
  play: async ({ canvasElement, loaded }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(trigger(canvasElement));
    await expect(body.queryByRole('menu')).toBeNull();
    held(loaded).state.release();
    await expect(await body.findByRole('menuitem', { name: 'Rediger' })).toBeVisible();
    await findOpenMenu(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
  },
};

/** Enter on the stand-in opens the menu with its first item highlighted, as on the real trigger. */
export const KeyBeforeLoaded: Story = {
  play: async ({ canvasElement, loaded }) => {
    const body = within(canvasElement.ownerDocument.body);
    trigger(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    held(loaded).state.release();
    const first = await body.findByRole('menuitem', { name: 'Rediger' });
    await waitFor(() => expect(first).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Kopier' })).toHaveAttribute(
      'data-highlighted',
    );
    await findOpenMenu(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
  },
};

/** Focus on the stand-in when the menu loads moves to the real trigger: a keyboard user stays put. */
export const FocusKeptWhileLoading: Story = {
  play: async ({ canvasElement, loaded }) => {
    const standIn = trigger(canvasElement);
    standIn.focus();
    held(loaded).state.release();
    await waitFor(() => expect(trigger(canvasElement)).not.toBe(standIn));
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
    await expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).toBeNull();
  },
};

/** Focus that left the stand-in before the menu loaded stays where it went: the menu takes none. */
export const FocusLeftWhileLoading: Story = {
  play: async ({ canvasElement, loaded }) => {
    const standIn = trigger(canvasElement);
    standIn.focus();
    standIn.blur();
    held(loaded).state.release();
    await waitFor(() => expect(trigger(canvasElement)).toHaveAttribute('data-scope', 'menu'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(trigger(canvasElement)).not.toHaveFocus();
  },
};

/** A load that fails leaves the stand-in; the next use loads it again. */
export const LoadFailsThenRetries: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { state } = held(loaded);
    await waitFor(() => expect(state.calls).toBe(1));
    state.fail();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(trigger(canvasElement)).not.toHaveAttribute('data-scope');
    // Focus on the stand-in asks again; this time the menu loads and takes the focus over.
    trigger(canvasElement).focus();
    await waitFor(() => expect(trigger(canvasElement)).toHaveAttribute('data-scope', 'menu'));
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
    await expect(state.calls).toBe(2);
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitem', { name: 'Rediger' })).toBeVisible();
    await findOpenMenu(canvasElement);
    await userEvent.keyboard('{Escape}');
  },
};
