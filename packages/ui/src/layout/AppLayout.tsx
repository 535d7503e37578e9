import { Box, Flex, HStack, IconButton, useBreakpointValue } from '@chakra-ui/react';
import {
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { LuMenu } from 'react-icons/lu';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { LazyLoadBoundary } from '../feedback/LazyLoadBoundary';
import { useRetryableLazy } from '../feedback/useRetryableLazy';
import { OfflineNotice } from '../feedback/OfflineNotice';
import { whenIdle } from '../menu/whenIdle';
import { ColorModeMenu } from '../theme/ColorModeMenu';
import { Logo } from './Logo';
import type { AppLayoutUser, NavItem } from './nav-item';
import { pageStart } from './pageFocus';
import { SidebarNav } from './SidebarNav';
import { UserMenu } from './UserMenu';

/** Accessible name of the sidebar toggle in the top bar. */
export const SIDEBAR_TOGGLE_LABEL = 'Vis/skjul meny';

const SIDEBAR_ID = 'app-sidebar';

const loadShellDrawer = () => import('./ShellDrawer');
const loadShellDrawerComponent = () => loadShellDrawer().then((m) => ({ default: m.ShellDrawer }));

/**
 * When another page opens (a new path, not a new search or hash), focus moves to where it starts:
 * a screen reader then reads the new page from its title, and the next Tab goes on into the page,
 * not back into the menu. It happens in the commit that shows the page, so nothing the page itself
 * focuses later is taken from it. (The phone drawer does the same as it closes, `finalFocusEl`.)
 */
function useFocusOnPageChange(pathname: string, mainRef: RefObject<HTMLElement | null>) {
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    pageStart(mainRef.current)?.focus({ preventScroll: true });
  }, [pathname, mainRef]);
}

export interface AppLayoutProps {
  navItems: NavItem[];
  user: AppLayoutUser;
  onLogout: () => void;
  /** Where the logo links to; default '/'. */
  homeTo?: string;
  /** The page; default the router's `<Outlet />`. */
  children?: ReactNode;
}

/**
 * The shell of every signed-in page: sidebar with logo and navigation, top bar with the sidebar
 * toggle, theme menu and user menu. From the lg breakpoint (1024 px) the sidebar sits beside the
 * page, open by default; below it the sidebar is a drawer that closes after each navigation.
 */
export function AppLayout({ navItems, user, onLogout, homeTo = '/', children }: AppLayoutProps) {
  const isLarge = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  const location = useLocation();
  const [sidebarOpen, setSidebarOpen] = useState(true);
  // The drawer belongs to the location it was opened at, so any navigation closes it.
  const [drawerOpenedAt, setDrawerOpenedAt] = useState<string | null>(null);
  // The path the drawer was opened on: closed by opening another page, it gives focus to that
  // page's start; closed by Escape, a tap outside or its button, back to the toggle.
  const drawerOpenedOn = useRef(location.pathname);
  const drawerOpen = drawerOpenedAt === location.key;
  // The drawer is built when a phone first opens it, and kept from then on: a closed drawer's
  // dialog machine cost every first page of a desktop, and of a phone that never opens it, about
  // 20 ms of the main thread at Lighthouse's 4x CPU (docs/performance.md). Its code (the dialog
  // and focus trap) is loaded when a phone's browser is first idle, not to show the page.
  const [drawerBuilt, setDrawerBuilt] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);
  const onDrawerMounted = useCallback(() => setDrawerMounted(true), []);
  // Without a connection the file does not load: the press that opens the drawer tries again.
  useEffect(
    () =>
      isLarge || drawerBuilt
        ? undefined
        : whenIdle(() => void loadShellDrawer().catch(() => undefined)),
    [isLarge, drawerBuilt],
  );
  const [ShellDrawer, reloadShellDrawer] = useRetryableLazy(loadShellDrawerComponent);
  const drawerLoadFailed = useCallback(() => {
    setDrawerBuilt(false);
    setDrawerOpenedAt(null);
    reloadShellDrawer();
  }, [reloadShellDrawer]);
  const expanded = isLarge ? sidebarOpen : drawerOpen;
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnPageChange(location.pathname, mainRef);

  function toggle() {
    if (isLarge) setSidebarOpen((open) => !open);
    else {
      setDrawerBuilt(true);
      drawerOpenedOn.current = location.pathname;
      setDrawerOpenedAt(drawerOpen ? null : location.key);
    }
  }

  const logo = (
    // The link is named by the logo's own text, so the visible and accessible names agree.
    <RouterLink to={homeTo}>
      <Logo />
    </RouterLink>
  );

  return (
    <Flex minH="100dvh" bg="shell.bg">
      {isLarge && sidebarOpen ? (
        <Box
          as="aside"
          id={SIDEBAR_ID}
          width="64"
          flexShrink={0}
          bg="shell.sidebar"
          borderEndWidth="1px"
          position="sticky"
          top="0"
          height="100dvh"
          overflowY="auto"
          px="4"
          py="5"
        >
          <Box mb="6" px="2">
            {logo}
          </Box>
          <SidebarNav items={navItems} />
        </Box>
      ) : null}

      {/* The drawer's content takes the sidebar's id (ShellDrawer). */}
      {drawerBuilt ? (
        <LazyLoadBoundary onFailed={drawerLoadFailed}>
          <Suspense fallback={null}>
            <ShellDrawer
              contentId={SIDEBAR_ID}
              finalFocusEl={() =>
                location.pathname === drawerOpenedOn.current ? null : pageStart(mainRef.current)
              }
              open={!isLarge && drawerOpen}
              onOpenChange={(open) => setDrawerOpenedAt(open ? location.key : null)}
              logo={logo}
              navItems={navItems}
              onNavigate={() => setDrawerOpenedAt(null)}
              onMounted={onDrawerMounted}
            />
          </Suspense>
        </LazyLoadBoundary>
      ) : null}

      <Flex direction="column" flex="1" minW="0">
        <HStack
          as="header"
          justify="space-between"
          gap="2"
          px={{ base: '2', md: '4' }}
          height="14"
          bg="shell.topbar"
          borderBottomWidth="1px"
          position="sticky"
          top="0"
          zIndex="docked"
        >
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={SIDEBAR_TOGGLE_LABEL}
            aria-expanded={expanded}
            // Only while the sidebar or the drawer is in the page: an id reference must resolve.
            aria-controls={(isLarge ? sidebarOpen : drawerMounted) ? SIDEBAR_ID : undefined}
            onClick={toggle}
          >
            <LuMenu />
          </IconButton>
          <HStack gap="1" minW="0">
            <ColorModeMenu />
            <UserMenu user={user} onLogout={onLogout} />
          </HStack>
        </HStack>
        <Box
          as="main"
          ref={mainRef}
          tabIndex={-1}
          outline="none"
          flex="1"
          px={{ base: '4', md: '6' }}
          py={{ base: '4', md: '6' }}
          minW="0"
        >
          <OfflineNotice mb="4" />
          {children ?? <Outlet />}
        </Box>
      </Flex>
    </Flex>
  );
}
