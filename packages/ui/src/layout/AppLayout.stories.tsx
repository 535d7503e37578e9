import { Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmptyState } from '../feedback/EmptyState';
import { ERROR_PAGE_HEADING, ERROR_PAGE_HOME_LABEL, ErrorPage } from '../feedback/ErrorPage';
import { OFFLINE_TEXT, OFFLINE_TITLE } from '../feedback/OfflineNotice';
import { PAGE_LOAD_FAILED_HEADING, PageLoadFailed } from '../feedback/PageLoadFailed';
import { TEACHER_NAV } from '../session/areaNav';
import { PHONE, type PortalStoryParameters } from '../testing/story-parameters';
import { clickWithMouse, loadedMenuTrigger } from '../testing/storyInput';
import { AppLayout, SIDEBAR_TOGGLE_LABEL } from './AppLayout';
import { PageHeader } from './PageHeader';
import { offlineDuringStory } from '../testing/storyOffline';

function CurrentPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title="Mine elever" />
      <Text data-testid="current-path" color="fg.muted" mb="4">
        {pathname}
      </Text>
      <EmptyState title="Ingen elever å vise" />
    </>
  );
}

const atStudents = {
  router: { initialEntries: ['/teacher/students'] },
} satisfies PortalStoryParameters;

const meta = {
  title: 'Design system/Layout/AppLayout',
  component: AppLayout,
  args: {
    navItems: TEACHER_NAV,
    user: { first_name: 'Kari', last_name: 'Nordmann' },
    onLogout: fn(),
    homeTo: '/teacher/dashboard',
    children: <CurrentPage />,
  },
  parameters: atStudents,
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Large screens: the sidebar is open by default and marks the current page. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Hovedmeny' });
    await expect(within(nav).getByRole('link', { name: 'Mine elever' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: SIDEBAR_TOGGLE_LABEL })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('img', { name: 'Portalen' })).toBeVisible();
  },
};

export const DesktopDark: Story = { globals: { theme: 'dark' } };

/** The toggle hides and shows the sidebar on large screens. */
export const DesktopSidebarToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: SIDEBAR_TOGGLE_LABEL });
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('navigation', { name: 'Hovedmeny' })).toBeNull();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('navigation', { name: 'Hovedmeny' })).toBeVisible();
  },
};

/** Phones: the sidebar is a closed drawer; only the top bar shows. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Hovedmeny' })).toBeNull();
    await expect(canvas.getByRole('button', { name: SIDEBAR_TOGGLE_LABEL })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('button', { name: 'Kari Nordmann' })).toBeVisible();
  },
};

export const PhoneDark: Story = { globals: { ...PHONE, theme: 'dark' } };

/**
 * Offline (a phone between lessons): the page says so above its content, and what happens to a
 * save; back online, the notice goes.
 */
export const OfflinePhone: Story = {
  globals: PHONE,
  beforeEach: offlineDuringStory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent(OFFLINE_TITLE);
    await expect(notice).toHaveTextContent(OFFLINE_TEXT);
    await expect(within(canvas.getByRole('main')).getByRole('status')).toBe(notice);
  },
};

export const OfflineDesktopDark: Story = {
  globals: { theme: 'dark' },
  beforeEach: offlineDuringStory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(OFFLINE_TITLE)).toBeVisible();
    onlineManager.setOnline(true);
    await waitFor(() => expect(canvas.queryByText(OFFLINE_TITLE)).toBeNull());
    onlineManager.setOnline(false);
    await expect(await canvas.findByText(OFFLINE_TITLE)).toBeVisible();
  },
};

/** At 360 px the drawer opens from the toggle and closes after navigating. */
export const DrawerClosesAfterNavigationPhone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: SIDEBAR_TOGGLE_LABEL }));
    const drawer = await page.findByRole('dialog');
    await expect(within(drawer).getByRole('img', { name: 'Portalen' })).toBeVisible();

    await userEvent.click(within(drawer).getByRole('link', { name: 'Ressurser' }));

    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/teacher/resources');
    await expect(canvas.getByRole('button', { name: SIDEBAR_TOGGLE_LABEL })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // The new page has focus, not the toggle the closing drawer would give it back to.
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus());
  },
};

/** The open drawer is a modal: focus moves into it, and Escape closes it and gives focus back. */
export const DrawerClosesWithEscapePhone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const toggle = canvas.getByRole('button', { name: SIDEBAR_TOGGLE_LABEL });
    await userEvent.click(toggle);
    const drawer = await page.findByRole('dialog');
    await waitFor(() =>
      expect(drawer).toContainElement(drawer.ownerDocument.activeElement as HTMLElement),
    );

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};

/** The drawer as it looks open on a phone. */
export const DrawerOpenPhone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: SIDEBAR_TOGGLE_LABEL });
    // The drawer is built when first opened: until then the toggle names nothing it controls.
    await expect(toggle).not.toHaveAttribute('aria-controls');
    await userEvent.click(toggle);
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(drawer).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
    await expect(within(drawer).getByRole('link', { name: 'Mine elever' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The user menu shows the full name and 'Logg ut', which calls onLogout. */
export const UserMenuLogsOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = await loadedMenuTrigger(canvasElement, 'Kari Nordmann');
    await userEvent.click(trigger);
    const item = await body.findByRole('menuitem', { name: 'Logg ut' });
    await expect(args.onLogout).not.toHaveBeenCalled();
    await clickWithMouse(item);
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menuitem', { name: 'Logg ut' })).toBeNull());
    // Where focus lands after a pointer selection is up to timing; click the page to settle it.
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(trigger).not.toHaveFocus());
  },
};

/** With the keyboard: Enter opens the menu, Enter on 'Logg ut' logs out, focus returns. */
export const UserMenuByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = await loadedMenuTrigger(canvasElement, 'Kari Nordmann');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const item = await body.findByRole('menuitem', { name: 'Logg ut' });
    await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Everything in the shell is reachable with the keyboard. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Hovedmeny' });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Portalen' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/teacher/dashboard');
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The page that opened has focus, at its h1, and the next Tab goes on into the page.
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveFocus();
    await expect(heading.ownerDocument.title).toBe('Mine elever – Portalen');
  },
};

/** Choosing the page already open moves no focus: only another page's opening does. */
export const SamePageKeepsFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = within(canvas.getByRole('navigation', { name: 'Hovedmeny' })).getByRole('link', {
      name: 'Mine elever',
    });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/teacher/students');
    await expect(link).toHaveFocus();
  },
};

/**
 * A page that failed, as an area's error element shows it (`RouteErrorPage inLayout`): in the
 * layout's one `<main>`, with the sidebar and the user menu still there to go on from.
 */
export const PageFailed: Story = {
  args: {
    children: (
      <ErrorPage
        inLayout
        status={500}
        statusText="Internal Server Error"
        message="Cannot read properties of undefined (reading 'full_name')"
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    await expect(
      within(main).getByRole('heading', { level: 1, name: ERROR_PAGE_HEADING }),
    ).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Hovedmeny' })).toBeVisible();
    // The sidebar is the way on; the whole page's link to the start page is not repeated here.
    await expect(within(main).queryByRole('link', { name: ERROR_PAGE_HOME_LABEL })).toBeNull();
  },
};

/** A page whose code did not load, in the layout, on a phone in the dark. */
export const PageLoadFailedPhoneDark: Story = {
  args: { children: <PageLoadFailed inLayout reloadFirst={false} /> },
  globals: { ...PHONE, theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    const alert = within(canvas.getByRole('main')).getByRole('alert');
    await expect(
      within(alert).getByRole('heading', { level: 1, name: PAGE_LOAD_FAILED_HEADING }),
    ).toBeVisible();
  },
};
