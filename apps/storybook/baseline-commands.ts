// Browser commands (run by Vitest in Node) that let a story's screenshot skip toMatchScreenshot
// when it is byte for byte its baseline. toMatchScreenshot decodes the baseline and the new
// screenshot (pngjs, about 65 ms each for a 1280 × 1600 page) and compares their pixels on every
// story, also when nothing changed. Chromium encodes the same pixels to the same bytes, so a
// baseline kept as Chromium wrote it is found equal without decoding. Anything else (a real
// change, or a story that varies below the comparison's threshold from run to run) still goes to
// toMatchScreenshot, which decides.
import { readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { BrowserCommand, BrowserCommandContext } from 'vitest/node';

/** toMatchScreenshot's own capture options, so these bytes are the ones it would compare. */
const CAPTURE = { animations: 'disabled', caret: 'hide', scale: 'device' } as const;

/**
 * Where a story's baseline is kept: toMatchScreenshot's default place, given to it as
 * `resolveScreenshotPath` (vitest.config.ts) so that it and these commands read the same file.
 */
export const baselinePath = (testPath: string, name: string) =>
  join(
    dirname(testPath),
    '__screenshots__',
    basename(testPath),
    `${name}-chromium-${process.platform}.png`,
  );

const capture = (context: BrowserCommandContext) =>
  'iframe' in context ? context.iframe.locator('body').screenshot(CAPTURE) : null;

/** Each baseline as sameBytesAsBaseline read it (null: none), to tell whether it was written since. */
const readBefore = new Map<string, Buffer | null>();

/** True when the story's page now is its baseline's bytes exactly. */
export const sameBytesAsBaseline: BrowserCommand<[name: string]> = async (context, name) => {
  if (!context.testPath) return false;
  const path = baselinePath(context.testPath, name);
  const baseline = await readFile(path).catch(() => null);
  readBefore.set(path, baseline);
  if (!baseline) return false;
  return (await capture(context))?.equals(baseline) ?? false;
};

/**
 * After toMatchScreenshot wrote a baseline (a new story, or `--update=all` after a real change):
 * keeps it as Chromium encodes it (pngjs encodes the same pixels to other bytes), so the next run
 * finds it with sameBytesAsBaseline. A baseline it left alone is not touched. The page is captured
 * until two captures agree, as toMatchScreenshot does before it writes one.
 */
export const keepWrittenBaselineAsChromiumBytes: BrowserCommand<[name: string]> = async (
  context,
  name,
) => {
  if (!context.testPath) return;
  const path = baselinePath(context.testPath, name);
  const before = readBefore.get(path) ?? null;
  readBefore.delete(path);
  const now = await readFile(path).catch(() => null);
  if (!now || (before && now.equals(before))) return;
  let shot = await capture(context);
  for (let attempt = 0; shot && attempt < 5; attempt += 1) {
    const next = await capture(context);
    if (next?.equals(shot)) break;
    shot = next;
  }
  if (shot) await writeFile(path, shot);
};
