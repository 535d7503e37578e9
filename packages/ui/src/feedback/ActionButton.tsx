import { Button, type ButtonProps } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import {
  canTakeFocus,
  focusReturnTarget,
  focusWithRing,
  focusedElement,
  followFocus,
} from '../layout/pageFocus';
import { useOnline } from './useOnline';

/**
 * A pressed button's label while the browser is offline: TanStack Query holds the save until the
 * connection is back, and a spinner alone looked like a save that hung.
 */
export const WAITING_FOR_NETWORK = 'Venter på nett…';

export interface ActionButtonProps extends Omit<ButtonProps, 'ref'> {
  /**
   * Where the focus goes when the action leaves the button unable to take it back (removed, or
   * disabled with nothing left to act on): the field the next action starts from. Without it,
   * where the page starts. The same ref object on every render.
   */
  focusInstead?: RefObject<HTMLElement | null>;
  /**
   * True once the dialog the button is in has been told to close (its `open` is false). The
   * dialog gives the focus back to what opened it; the button leaves it alone, since focus given
   * to it now would go into a dialog on its way out. Passed by the dialog rather than read from
   * zag's `data-state`, which is set a render later than a close that ends the action with it.
   */
  closing?: boolean;
}

/**
 * A button whose action may disable it (`loading`) or remove it, and which keeps the focus on
 * the page through it. Chakra disables a loading button, and Chromium then drops the focus to
 * the page body; nothing gave it back. What had the focus when the action started (the button
 * was pressed, or `loading` turned on) gets it back when `loading` turns off, if it is still
 * lost; when that element can no longer take it, it goes to `focusInstead`, else to where the
 * page starts. A button removed by its action's result sends the focus the same way. The focus
 * is followed for a moment after (`followFocus`): a refetch that renders just after can still
 * disable or remove what got it. Focus the user moved elsewhere meanwhile stays there, and in a
 * dialog that is closing (`closing`) the dialog gives it back to its opener. A press is noted
 * even when it sets no `loading` (a retry that only refetches), for when the result removes the
 * button. While the browser is offline, a loading button says `WAITING_FOR_NETWORK` in place of
 * its own `loadingText`.
 */
export function ActionButton({
  loading,
  loadingText,
  focusInstead,
  closing = false,
  onClick,
  ...props
}: ActionButtonProps) {
  const online = useOnline();
  // What had the focus when the action started; null when no action is under way.
  const started = useRef<Started | null>(null);
  // Read by the effects below when the action ends or the button leaves, not a reason to run them.
  const dialogClosing = useRef(closing);
  useLayoutEffect(() => {
    dialogClosing.current = closing;
  }, [closing]);

  // A layout effect: Chromium moves the focus off a disabled button only at its next rendering,
  // so here it is still where it was when `loading` turned on.
  useLayoutEffect(() => {
    if (loading) {
      // Already lost (the press came a moment before): what was pressed stays noted.
      started.current = noteFocus() ?? started.current;
      return;
    }
    const from = started.current;
    started.current = null;
    if (from === null || dialogClosing.current) return;
    const active = focusedElement();
    const lost = active === null || (active === from.element && !canTakeFocus(from.element));
    if (lost) giveFocus(from, focusInstead);
  }, [loading, focusInstead]);

  // Passive, so that it runs once the button has left the page and the focus with it.
  useEffect(() => {
    return () => {
      const from = started.current;
      if (from === null || dialogClosing.current) return;
      if (focusedElement() === null) giveFocus({ ...from, element: null }, focusInstead);
    };
  }, [focusInstead]);

  return (
    <Button
      {...props}
      loading={loading}
      loadingText={loading && !online ? WAITING_FOR_NETWORK : loadingText}
      onClick={(event) => {
        started.current = noteFocus();
        onClick?.(event);
      }}
    />
  );
}

/** What had the focus as an action started, and whether its focus ring showed. */
interface Started {
  element: HTMLElement | null;
  ringShown: boolean;
}

function noteFocus(): Started | null {
  const element = focusedElement();
  return element && { element, ringShown: element.matches(':focus-visible') };
}

/**
 * Gives the focus back to what had it, or where it goes when that cannot take it, with the focus
 * ring as it was: shown after a keyboard press, not after a click.
 */
function giveFocus(from: Started, focusInstead?: RefObject<HTMLElement | null>) {
  const instead = () => focusInstead?.current ?? null;
  const target = focusReturnTarget(from.element, instead());
  if (target === null) return;
  focusWithRing(target, from.ringShown);
  followFocus(target, instead);
}
