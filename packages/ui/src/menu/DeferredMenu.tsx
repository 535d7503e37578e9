import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type RefCallback,
  type RefObject,
} from 'react';
import { whenIdle } from './whenIdle';

/** What the loaded part of a deferred menu takes besides its own props: its trigger's ref. */
export interface DeferredMenuTrigger {
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** What the stand-in trigger spreads on its button until the menu has loaded. */
export interface StandInTriggerProps {
  ref: RefCallback<HTMLButtonElement>;
  'aria-haspopup': 'menu';
  'aria-expanded': false;
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onPointerEnter: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

/** A loader of a menu's Chakra part: `() => import('./XRoot').then((m) => m.XRoot)`. */
export type MenuLoader<P> = () => Promise<ComponentType<P & DeferredMenuTrigger>>;

// The keys a menu trigger opens on: Enter, Space and ArrowDown highlight the first item, ArrowUp
// the last (zag's menu).
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

// One load per loader, shared by every copy of that menu; once loaded, a new copy renders the
// menu at once.
const loads = new Map<unknown, Promise<unknown>>();
const loaded = new Map<unknown, unknown>();

function loadMenu<P>(load: MenuLoader<P>): Promise<ComponentType<P & DeferredMenuTrigger>> {
  let promise = loads.get(load) as Promise<ComponentType<P & DeferredMenuTrigger>> | undefined;
  if (!promise) {
    promise = load().then(
      (component) => {
        loaded.set(load, component);
        return component;
      },
      (error: unknown) => {
        // A failed load (the network) is tried again on the next use.
        loads.delete(load);
        throw error;
      },
    );
    loads.set(load, promise);
  }
  return promise;
}

/** A press of the stand-in before the menu had loaded: replayed on its real trigger. */
type Press = { key: string } | { click: true };

/** What the real trigger takes over from the stand-in: the focus, and a press if there was one. */
interface Handover {
  press?: Press;
}

export interface DeferredMenuProps<P> {
  load: MenuLoader<P>;
  /** The loaded part's own props. */
  props: P;
  /**
   * The trigger button as the loaded part renders it inside `Menu.Trigger`, taking the same props
   * and spreading the stand-in's on its button. A component defined once, outside any render: a
   * new one each render would put a new button in the page.
   */
  StandIn: ComponentType<P & StandInTriggerProps>;
}

/**
 * A menu whose code (zag's menu machine, floating-ui's positioning: about 20 KiB gzipped) is not
 * needed to show a page. Until it has loaded, a stand-in of the same trigger button is shown; the
 * menu loads when the browser is first idle, or at once when the pointer or focus reaches the
 * button. A click or an opening key on the stand-in is replayed on the real trigger once it is
 * there, and focus moves to it if the stand-in had it, so neither a click nor a keyboard user's
 * place is lost.
 */
export function DeferredMenu<P extends object>({ load, props, StandIn }: DeferredMenuProps<P>) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [Loaded, setLoaded] = useState(
    () => (loaded.get(load) as ComponentType<P & DeferredMenuTrigger> | undefined) ?? null,
  );
  const handover = useRef<Handover | null>(null);
  // Whether the stand-in has focus: then the real trigger takes it when it replaces the stand-in.
  const standInFocused = useRef(false);
  const attachStandIn = useCallback((button: HTMLButtonElement | null) => {
    triggerRef.current = button;
  }, []);
  const mounted = useRef(true);

  const request = useCallback(() => {
    loadMenu(load).then(
      (component) => {
        if (!mounted.current) return;
        // In a transition: the menu's first render (zag's machine, Chakra's styles) is rendered in
        // slices between which the browser can paint and take input. As an urgent update it was
        // one long task, just as the page's data came in (docs/performance.md).
        startTransition(() => setLoaded(() => component));
      },
      () => {
        // The stand-in stays; the next click or focus tries again.
      },
    );
  }, [load]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => (Loaded ? undefined : whenIdle(request)), [Loaded, request]);

  // Focus moves in the commit that shows the real trigger: a key pressed in between would
  // otherwise go to the page body. The press is replayed once the menu's machine has started
  // (zag starts it after the layout effects).
  useLayoutEffect(() => {
    if (Loaded && (handover.current || standInFocused.current))
      triggerRef.current?.focus({ preventScroll: true });
    standInFocused.current = false;
  }, [Loaded]);
  useEffect(() => {
    const replay = handover.current?.press;
    handover.current = null;
    const trigger = triggerRef.current;
    if (!Loaded || !replay || !trigger) return;
    if ('click' in replay) trigger.click();
    else {
      const init = { key: replay.key, bubbles: true, cancelable: true };
      trigger.dispatchEvent(new globalThis.KeyboardEvent('keydown', init));
    }
  }, [Loaded]);

  // The first press is the one replayed; one that comes after the menu arrived but before it is
  // shown still counts.
  const pressed = (press: Press) => {
    handover.current = { press: handover.current?.press ?? press };
  };
  // A press counts from its start: if the menu arrives between the pointer's down and up, the
  // click lands on no button, and the press is replayed instead.
  const press = () => {
    pressed({ click: true });
    request();
  };

  if (Loaded) return <Loaded {...props} triggerRef={triggerRef} />;
  return (
    <StandIn
      {...props}
      ref={attachStandIn}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        if (event.button === 0) press();
      }}
      onClick={press}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (!OPENING_KEYS.has(event.key)) return;
        // No click follows: the key itself is replayed.
        event.preventDefault();
        pressed({ key: event.key });
        request();
      }}
      onPointerEnter={request}
      onFocus={() => {
        standInFocused.current = true;
        request();
      }}
      onBlur={() => {
        standInFocused.current = false;
      }}
    />
  );
}
