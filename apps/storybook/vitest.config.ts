import { resolve } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import {
  baselinePath,
  keepWrittenBaselineAsChromiumBytes,
  sameBytesAsBaseline,
} from './baseline-commands';

// Larger than any story viewport, and taller than the tallest screenshot (the setup grows the
// story's viewport to its content), so the test iframe is never scaled down.
const BROWSER_VIEWPORT = { width: 1600, height: 4100 };

/**
 * Moves the pointer out of the story's iframe before a screenshot. A story that clicked or scrolled
 * leaves the pointer wherever that happened; once the viewport grows to the content, Chromium
 * re-applies hover to whatever is under it now, at a moment that depends on load. A story was once
 * captured with a hovered button in CI and without it here.
 */
const movePointerAway: BrowserCommand<[]> = async (context) => {
  if (!('page' in context)) return;
  await context.page.mouse.move(BROWSER_VIEWPORT.width - 1, BROWSER_VIEWPORT.height - 1);
};

// Stories show Norwegian local time; pin it so screenshots mean the same everywhere.
process.env.TZ = 'Europe/Oslo';

export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook', disableAddonDocs: true })],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // mockServiceWorker.js is served from here, as in Storybook itself.
  publicDir: 'public',
  test: {
    name: 'storybook',
    setupFiles: ['.storybook/vitest.setup.ts'],
    // One browser on a 2-core machine; story files run one after another.
    fileParallelism: false,
    // All files in one page, as Storybook itself switches stories without reloading: a fresh
    // iframe per file loaded the preview (React, Chakra, msw) again, 3.7 s a file. On a 2-core
    // machine the 56 files took 7.5 to 8 min this way against 14 min isolated. Each story resets its
    // state (the preview: a new query client per story, msw handlers, toasts and localStorage
    // cleared); what a library keeps per page, such as zag's input modality, a story must not rely
    // on (testing/storyInput.ts clicks a menu item with the pointer's coordinates, as a mouse does).
    isolate: false,
    // 'Ny elev' fills two forms field by field: under CI load its stories took 12 to 16 s each, and
    // once (2026-11-27) a first attempt ran past the 30 s this was before.
    testTimeout: 60_000,
    // Under CI load (turbo runs the API and end-to-end suites beside this one on 2 cores) a story
    // has once been captured a few hundred pixels off and was identical on the next run. A story
    // is run again once; a real change of look differs both times and still fails.
    retry: 1,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      // toMatchScreenshot writes baselines next to the story files (the addon denies writes by default).
      api: { allowWrite: true },
      commands: { movePointerAway, sameBytesAsBaseline, keepWrittenBaselineAsChromiumBytes },
      provider: playwright({
        launchOptions: {
          // Debian's Chromium: no test tool downloads a browser here.
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-dev-shm-usage',
            '--font-render-hinting=none',
          ],
        },
        contextOptions: {
          viewport: BROWSER_VIEWPORT,
          locale: 'nb-NO',
          timezoneId: 'Europe/Oslo',
          colorScheme: 'light',
          reducedMotion: 'reduce',
          deviceScaleFactor: 1,
        },
      }),
      instances: [{ browser: 'chromium' }],
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Most stories are pixel-identical run to run, some differ by faint shades the colour
          // threshold ignores; the small allowance absorbs a stray anti-aliased pixel. A changed
          // word is hundreds of pixels, so it always fails.
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 20 },
          resolveScreenshotPath: ({ root, testFileDirectory, testFileName, arg }) =>
            baselinePath(resolve(root, testFileDirectory, testFileName), arg),
          // Failed comparisons leave their actual and diff images here (ignored by git).
          resolveDiffPath: ({ arg, ext, browserName, platform, testFileName, root }) =>
            `${root}/.vitest-attachments/${testFileName}/${arg}-${browserName}-${platform}${ext}`,
        },
      },
    },
  },
});
