// Visual comparison of every story: after the story rendered and its play function settled, the
// page is compared with the committed baseline in __screenshots__/ next to the story file.
// `npm run test:update-baselines` rewrites the baselines on purpose.
import { toaster } from '@portal/ui';
import { configure } from 'storybook/test';
import { afterEach } from 'vitest';
import { commands, page } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    movePointerAway: () => Promise<void>;
  }
}

// findBy…/waitFor give up after 1 s by default. Under `npm test` on a slow two-core machine a
// form's validation message once took longer (the reset-password story failed twice in CI); an
// element that is there is still found at once.
configure({ asyncUtilTimeout: 5000 });

const SETTLE_TIMEOUT_MS = 3000;
// Tallest screenshot: a long screen is compared whole, a runaway layout does not make a huge image.
const MAX_SCREENSHOT_HEIGHT = 4000;

/** Toasts that are still measuring themselves or on their way out. */
function toastsInMotion(): boolean {
  return (
    document.querySelector(
      '[data-scope="toast"][data-part="root"]:not([data-mounted]), [data-scope="toast"][data-part="root"][data-state="closed"]',
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
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const grownTo = async (h: number) => {
    await page.viewport(window.innerWidth, h);
    const deadline = performance.now() + 1000;
    while (window.innerHeight < h && performance.now() < deadline) await nextFrame();
    return window.innerHeight >= h;
  };
  // Content can still grow while the frame does (a late response, a font): measure again after
  // each growth, a few times at most.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const height = Math.min(document.documentElement.scrollHeight, MAX_SCREENSHOT_HEIGHT);
    if (height <= window.innerHeight) break;
    if (!(await grownTo(height))) {
      await grownTo(height - 1);
      await grownTo(height);
    }
    for (let frame = 0; frame < 2; frame += 1) await nextFrame();
  }
}

async function settled(): Promise<void> {
  const deadline = performance.now() + SETTLE_TIMEOUT_MS;
  while (toastsInMotion() && performance.now() < deadline) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  await document.fonts.ready;
}

afterEach(async ({ task, expect }) => {
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
  await expect(document.body).toMatchScreenshot(name);
});
