import { Box, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import type { NavItem } from './nav-item';
import { SidebarNav } from './SidebarNav';

export interface ShellDrawerProps {
  /** The id of the drawer's content, which the sidebar toggle's aria-controls names. */
  contentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the drawer closes; null: back to the toggle. */
  finalFocusEl: () => HTMLElement | null;
  logo: ReactNode;
  navItems: NavItem[];
  onNavigate: () => void;
  /** Called once the drawer is in the page (its content id then resolves). */
  onMounted: () => void;
}

/**
 * The sidebar as a drawer on a phone, loaded by AppLayout when a phone first opens it (its dialog
 * and focus trap are not needed to show a page). The content takes the sidebar's id through `ids`:
 * the dialog finds its content by that id, to move focus into it and close it on Escape or a click
 * outside.
 */
export function ShellDrawer({
  contentId,
  open,
  onOpenChange,
  finalFocusEl,
  logo,
  navItems,
  onNavigate,
  onMounted,
}: ShellDrawerProps) {
  useEffect(onMounted, [onMounted]);
  return (
    <Drawer.Root
      ids={{ content: contentId }}
      finalFocusEl={finalFocusEl}
      open={open}
      placement="start"
      onOpenChange={(details) => onOpenChange(details.open)}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="shell.sidebar" maxW="72">
            <Drawer.Header>
              <Drawer.Title asChild>
                <Box>{logo}</Box>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="4">
              <SidebarNav items={navItems} onNavigate={onNavigate} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Lukk meny" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
