import { Menu, Portal, type MenuContentProps, type MenuRootProps } from '@chakra-ui/react';
import type { ReactElement, ReactNode, RefObject } from 'react';
import { useMenuFocusReturn } from './useMenuFocusReturn';

export interface FocusReturningMenuProps {
  /** The trigger button, which takes `triggerRef` as its ref. */
  trigger: ReactElement;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** `Menu.Root`'s own props (placement, closeOnSelect). */
  rootProps?: Omit<MenuRootProps, 'onExitComplete' | 'children'>;
  /** `Menu.Content`'s props (its width, a scrolling height). */
  contentProps?: Omit<MenuContentProps, 'children'>;
  /** The menu's items. */
  children: ReactNode;
}

/**
 * A Chakra menu whose focus comes back to its trigger once it has closed (`useMenuFocusReturn`):
 * every menu of the portal is one, so none can forget to wire the trigger's ref and the close.
 */
export function FocusReturningMenu({
  trigger,
  triggerRef,
  rootProps,
  contentProps,
  children,
}: FocusReturningMenuProps) {
  const { onExitComplete } = useMenuFocusReturn(triggerRef);
  return (
    <Menu.Root {...rootProps} onExitComplete={onExitComplete}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content {...contentProps}>{children}</Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
