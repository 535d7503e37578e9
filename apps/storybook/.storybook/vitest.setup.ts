// Visual comparison of every story: after the story rendered and its play function settled, the
// page is compared with the committed baseline in __screenshots__/ next to the story file (first
// byte for byte, then by toMatchScreenshot's pixel comparison: baseline-commands.ts).
// `npm run test:update-baselines` rewrites the baselines on purpose. Then axe checks the same page.
// First: with VITE_LATE_FRAME_MS set, every animation frame comes late (late-frames.ts).
import './late-frames';
import { requestHeldOnPurpose } from '@portal/api-client/mocks';
import { toaster } from '@portal/ui';
import { configure } from 'storybook/test';
import { afterEach } from 'vitest';
import { commands, page } from 'vitest/browser';
import {
  accessibilityMode,
  accessibilityResults,
  describeViolations,
  reportToStorybook,
} from './accessibility-check';
import { storyQueryClient } from './story-query-client';

declare module 'vitest/browser' {
  interface BrowserCommands {
    movePointerAway: () => Promise<void>;
    sameBytesAsBaseline: (name: string) => Promise<boolean>;
    keepWrittenBaselineAsChromiumBytes: (name: string) => Promise<void>;
  }
}

// findBy…/waitFor give up after 1 s by default. Under `npm test` on a slow two-core machine a
// form's validation message once took longer (the reset-password story failed twice in CI); an
// element that is there is still found at once.
configure({ asyncUtilTimeout: 5000 });

const SETTLE_TIMEOUT_MS = 3000;
// Tallest screenshot: a long screen is compared whole, a runaway layout does not make a huge image.
const MAX_SCREENSHOT_HEIGHT = 4000;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Toasts that are still measuring themselves or on their way out. */
function toastsInMotion(): boolean {
  return (
    document.querySelector(
      '[data-scope="toast"][data-part="root"]:not([data-mounted]), [data-scope="toast"][data-part="root"][data-state="closed"]',
    ) !== null
  );
}

/**
 * A part on its way out: a menu, dialog, popover or tab panel that has closed but is still on
 * screen until its exit has ended, a frame later, and it is removed or hidden. Focus is back on a
 * menu's trigger before then. With every frame 250 ms late (`npm run test:late-frames`), a closed
 * menu was captured still open ('Click Before Loaded'), and the invoice overview's viewport grew to
 * fit the tab panel it had just left.
 */
function partsClosing(): boolean {
  return (
    document.querySelector(
      '[data-scope][data-part="content"][data-state="closed"]:not([hidden]), [data-scope][data-part="backdrop"][data-state="closed"]:not([hidden])',
    ) !== null
  );
}

/**
 * The test iframe only paints its viewport, so a screen taller than the story's viewport would be
 * blank below the fold. Grow the viewport to the content first; the next story sets its own again.
 *
 * A request for the size the frame was last given can be a no-op after the story's own viewport
 * set it back (the teacher dashboard's Dark story, after a run of other files, kept 800 px and was
 * captured blank below them). So when the frame did not grow, ask for one pixel less and then the
 * height again; and wait until the frame has the height, then two frames for it to be painted.
 */
async function fitViewportToContent(): Promise<void> {
  const grownTo = async (h: number) => {
    await page.viewport(window.innerWidth, h);
    const deadline = performance.now() + 1000;
    while (window.innerHeight < h && performance.now() < deadline) await nextFrame();
    return window.innerHeight >= h;
  };
  // Content can still grow while the frame does (a late response, a font): measure again after
  // each growth, a few times at most. Two frames first each time, the first as well: 'Default
  // Period' (CI, 2026-12-07) was captured with the frame at 800 px and the page at 884, its
  // table's last rows and pager blank, as if the page grew just after it was measured.
  // The frames after the last growth are also those in which it is painted.
  for (let attempt = 0; ; attempt += 1) {
    for (let frame = 0; frame < 2; frame += 1) await nextFrame();
    const height = Math.min(document.documentElement.scrollHeight, MAX_SCREENSHOT_HEIGHT);
    if (height <= window.innerHeight || attempt === 3) break;
    if (!(await grownTo(height))) {
      await grownTo(height - 1);
      await grownTo(height);
    }
  }
}

/**
 * Requests of the story still on their way. A play function waits for what it checks, but not
 * for every other read of the screen: the salary page's totals, a request of their own, were once
 * still '–' when its CSV story was captured in CI. A story that holds a request on purpose (its
 * loading or submitting state) is captured as its play function leaves it.
 */
function requestsInFlight(): boolean {
  const client = storyQueryClient();
  if (!client || requestHeldOnPurpose()) return false;
  return client.isFetching() > 0 || client.isMutating() > 0;
}

/** The frame's height as the page, the document and the iframe element see it. */
function frameSizes(): string {
  const frame = window.frameElement?.getBoundingClientRect().height;
  return `innerHeight ${window.innerHeight}, scrollHeight ${document.documentElement.scrollHeight}, iframe ${frame ?? '–'}`;
}

async function settled(): Promise<void> {
  const deadline = performance.now() + SETTLE_TIMEOUT_MS;
  let waited = false;
  while (
    (toastsInMotion() || partsClosing() || requestsInFlight()) &&
    performance.now() < deadline
  ) {
    waited = true;
    await nextFrame();
  }
  if (performance.now() >= deadline) {
    const waitingFor = [
      toastsInMotion() && 'a toast in motion',
      partsClosing() && 'a part closing',
      requestsInFlight() && 'a request',
    ].filter(Boolean);
    if (waitingFor.length)
      console.warn(`Captured after ${SETTLE_TIMEOUT_MS} ms with ${waitingFor.join(', ')}`);
  }
  // An answer that came while waiting is rendered on the next frames.
  if (waited) for (let frame = 0; frame < 2; frame += 1) await nextFrame();
  await document.fonts.ready;
}

afterEach(async (context) => {
  const { task, expect } = context;
  if (task.result?.state === 'fail' || task.mode !== 'run') return;
  // The pointer leaves first: leaving a toast resumes its timer (the toaster pauses on hover).
  await commands.movePointerAway();
  // A toast on screen stays until the screenshot is taken, whatever its duration.
  toaster.pause();
  await settled();
  await fitViewportToContent();
  // One baseline per story, named after it.
  const name = task.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  // The page as its baseline's exact bytes needs no pixel comparison (baseline-commands.ts).
  if (!(await commands.sameBytesAsBaseline(name))) {
    try {
      await expect(document.body).toMatchScreenshot(name);
    } catch (error) {
      // For a capture blank below the story's viewport ('Default Period', twice in 2026-12, not
      // reproduced since): whether the frame had the content's height when it was taken.
      console.warn(
        `Screenshot of '${task.name}' did not match (or had no baseline); sizes: ${frameSizes()}`,
      );
      throw error;
    } finally {
      await commands.keepWrittenBaselineAsChromiumBytes(name);
    }
  }
  // Axe after the screenshot: it takes seconds under load, and the page is captured as the play
  // function left it, a toast still on screen. The addon-vitest plugin puts the story on the context.
  const mode = accessibilityMode(
    (context as { story?: { parameters?: unknown } }).story?.parameters,
  );
  if (mode === 'off') return;
  const results = await accessibilityResults();
  const violations = describeViolations(results);
  reportToStorybook(
    task.meta,
    results,
    !violations ? 'passed' : mode === 'todo' ? 'warning' : 'failed',
  );
  if (mode === 'todo') {
    if (violations)
      console.warn(`axe violations (a11y test 'todo') in ${task.name}:\n${violations}`);
    return;
  }
  await expect(violations, 'axe violations').toBe('');
});
