import axe from 'axe-core';
import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { clockOffsetMs } from './clock';

export { expect };

/**
 * Puts a browser context on the journeys' clock (e2e/clock.ts) before any page of it opens. Only
 * `Date` moves: timers, animation frames and `performance.now()` keep the browser's own clock, so
 * nothing a page waits on runs differently. (Playwright's `clock.install` fakes all of those; with
 * it two journeys that wait on menus and toasts failed under CI's load.)
 */
async function onE2EClock(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript((offset: number) => {
    const RealDate = Date;
    const now = () => RealDate.now() + offset;
    // A function, not a class: `Date()` without `new` must still answer a string.
    function JourneyDate(this: unknown, ...args: unknown[]) {
      if (!new.target) return new RealDate(now()).toString();
      return args.length
        ? new (RealDate as unknown as new (...a: unknown[]) => Date)(...args)
        : new RealDate(now());
    }
    Object.setPrototypeOf(JourneyDate, RealDate);
    JourneyDate.prototype = RealDate.prototype;
    JourneyDate.now = now;
    globalThis.Date = JourneyDate as unknown as DateConstructor;
  }, clockOffsetMs());
  return context;
}

/** Playwright's `test` with every page on the journeys' day: what each spec imports. */
export const test = base.extend({
  context: async ({ context }, use) => {
    await use(await onE2EClock(context));
  },
});

/** A second browser (a fresh session beside the test's own), on the journeys' clock too. */
export async function newContextOnE2EClock(
  browser: Browser,
  options: BrowserContextOptions,
): Promise<BrowserContext> {
  return onE2EClock(await browser.newContext(options));
}

export const DEMO_PASSWORD = 'demo-passord';

/** The five demo accounts of the demo data and where each lands after signing in. */
export const DEMO_USERS = [
  { email: 'laerer@demo.no', landing: '/teacher/dashboard', heading: 'Dashboard' },
  { email: 'ny.laerer@demo.no', landing: '/teacher/update-profile', heading: 'Oppdater profil' },
  { email: 'ansatt@demo.no', landing: '/employee/dashboard', heading: 'Dashboard' },
  { email: 'elev@demo.no', landing: '/customer/dashboard', heading: 'Dashboard' },
  { email: 'forelder@demo.no', landing: '/customer/dashboard', heading: 'Dashboard' },
] as const;

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/** Browser storage key of the theme choice (packages/ui THEME_STORAGE_KEY). */
const THEME_STORAGE_KEY = 'portal-theme';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
}

/** Chooses the theme the way the user's choice is kept, then reloads so it applies from the start. */
export async function useTheme(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    THEME_STORAGE_KEY,
    mode,
  ] as const);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
}

/**
 * axe-core run in the page itself, its source evaluated once per document. `@axe-core/playwright`
 * evaluated the 0.6 MB source again on every check, and then again in a blank page it opened to
 * merge the frames' results (the portal has no frames): about 1.5 s a check against 0.15–0.4 s for
 * the run itself, and a page is checked four times (`expectAccessibleEverywhere`). `evaluate` is
 * not subject to the page's Content-Security-Policy, as a script tag would be.
 *
 * Every rule axe runs by default, as the story suite's check does
 * (`apps/storybook/.storybook/accessibility-check.ts`), and with its 'region' rule, which the
 * stories turn off because a component alone has no landmarks around it: a whole page must have
 * all of its content in them. The same set limited to WCAG A/AA took as long (0.1–0.3 s a run).
 */
async function runAxe(page: Page): Promise<axe.AxeResults> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, {
      // Only violations fail the test. axe builds a selector for every node of every result;
      // limited to violations it skips that for the passes, the bulk of a table's nodes.
      resultTypes: ['violations'],
    }),
  );
}

/**
 * The page's animations that are still running and will end: a transition, or an animation with
 * a number of iterations (endless ones, a skeleton's pulse, never end), named by what they animate.
 */
function runningAnimations(): string[] {
  return document
    .getAnimations()
    .filter(
      (a) =>
        a.playState === 'running' &&
        (a instanceof CSSTransition || a.effect?.getTiming().iterations !== Infinity),
    )
    .map((a) => {
      const target = (a.effect as KeyframeEffect | null)?.target;
      const name =
        a instanceof CSSTransition
          ? `transition of ${a.transitionProperty}`
          : a instanceof CSSAnimation
            ? `animation ${a.animationName}`
            : 'animation';
      // getAttribute: an SVG element's className is not a string.
      const classes = target?.getAttribute('class')?.trim().split(/\s+/).join('.');
      const where = target
        ? `${target.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`
        : 'no element';
      return `${name} on ${where}`;
    });
}

/** axe's rules, best practices included; a violation of any impact fails the test. */
async function expectNoA11yViolations(page: Page, where: string): Promise<void> {
  // axe checks the page as the user reads it, not half-loaded: a CI run once measured the contrast
  // of the customer dashboard while a card still showed its loading state.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Nor halfway through a colour change: a toggle button just pressed was once measured while its
  // background was still fading in (the staff dashboard's 'Markedsføring', dark, 360 px). Likewise
  // an animation that ends, such as a toast sliding in; endless ones (a skeleton's pulse) never do.
  // Each still running is named, so a wait that does not end says what it waited for.
  await expect
    .poll(() => page.evaluate(runningAnimations), {
      message: `animations on ${where}`,
      // Often, as the frame-by-frame wait this replaced did: most of these checks wait a moment.
      intervals: [50],
      timeout: 15_000,
    })
    .toEqual([]);
  const { violations } = await runAxe(page);
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'unknown impact'}): ${v.help} – ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe on ${where}`).toEqual([]);
}

/**
 * What one page's four axe runs may add to its test's time limit. Alone they take 10–20 s; under
 * `npm test` the suite shares two cores with the API and story tests, and a test that walks three
 * pages ran past its 120 s.
 */
const AXE_EVERYWHERE_BUDGET_MS = 60_000;

/**
 * Runs the axe check at phone and desktop widths, in light and dark. The page is checked first in
 * the theme it shows, as it is (no reload), then in the other one.
 */
export async function expectAccessibleEverywhere(
  page: Page,
  where: string,
  ready: () => Promise<void>,
): Promise<void> {
  test.info().setTimeout(test.info().timeout + AXE_EVERYWHERE_BUDGET_MS);
  const html = page.locator('html');
  await expect(html).toHaveClass(/\b(light|dark)\b/);
  const shown = (await html.getAttribute('class'))?.match(/\bdark\b/) ? 'dark' : 'light';
  for (const mode of shown === 'dark'
    ? (['dark', 'light'] as const)
    : (['light', 'dark'] as const)) {
    if (mode !== shown) await useTheme(page, mode);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await ready();
      await expectNoA11yViolations(page, `${where} ${mode} ${size.width}px`);
    }
  }
}

/** The toast that holds `text` (the toast region gives each toast the role 'status'). */
/** The keys of the form drafts kept in the page's sessionStorage (ui form/formDraft.ts). */
export function draftKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(sessionStorage).filter((key) => key.startsWith('portal.draft.')),
  );
}

export function toastWith(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/**
 * Waits for a toast with `text` (one toast shows at a time, so a second may wait its turn). With a
 * `description`, the toast is found as one element holding both: two checks in a row could straddle
 * the end of its 5 s under CI's load (the title seen, then the toast gone).
 */
export async function expectToast(page: Page, text: string, description?: string): Promise<void> {
  if (description === undefined) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    return;
  }
  await expect(toastWith(page, text).first()).toContainText(description);
}

/** Closes a toast that may already have closed itself (5 s), then checks it is gone. */
export async function closeToast(toast: Locator) {
  await toast
    .getByRole('button', { name: 'Lukk' })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expect(toast).toBeHidden();
}

/**
 * Waits for a toast with `text` and closes it. One toast shows at a time, and a hovered one waits:
 * a journey that expects another toast next closes this one, or the next queues behind its 5 s
 * (under CI's load that ate a whole check's timeout) or behind a pointer resting on it.
 */
export async function expectToastAndClose(page: Page, text: string): Promise<void> {
  await expectToast(page, text);
  await closeToast(toastWith(page, text));
}

/**
 * The page itself never scrolls sideways (tables scroll inside their own box). Polled: right after a
 * viewport change the layout (the sidebar closing below the large breakpoint) may still be settling.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  try {
    await expect.poll(overflow, { timeout: 5_000 }).toBeLessThanOrEqual(0);
  } catch (error) {
    // Name what sticks out, so a failure says where to look.
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .slice(0, 8)
        .map(
          (el) =>
            `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)} ${(el.textContent ?? '').slice(0, 40)}`,
        ),
    );
    console.log('Elements wider than the page:', JSON.stringify(wide, null, 1));
    throw error;
  }
}

/**
 * Does `act` (types a search, clicks a sort) and waits for the table's new page: the read whose
 * URL `answers` accepts, then the table no longer busy. A search is debounced, and until its
 * answer is shown the table keeps the page before (or shows loading rows), so a row read or
 * clicked before that is the old page's (two journeys failed so once each in CI, 2026-11-30).
 */
export async function actOnList(
  page: Page,
  table: Locator,
  answers: (url: URL) => boolean,
  act: () => Promise<void>,
): Promise<void> {
  const answered = page.waitForResponse((response) => answers(new URL(response.url())));
  await act();
  await answered;
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
}

/** Types `term` into the table's search box `box` and waits for the answer of GET `path`. */
export const searchList = (page: Page, table: Locator, path: string, box: string, term: string) =>
  actOnList(
    page,
    table,
    (url) => url.pathname === path && url.searchParams.get('search') === term,
    () => page.getByRole('searchbox', { name: box }).fill(term),
  );
