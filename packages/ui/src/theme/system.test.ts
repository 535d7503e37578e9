import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PALETTES_LEFT_OUT } from './system';
import { portalSystem } from './portalSystem';

const src = new URL('..', import.meta.url).pathname;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__screenshots__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('the palettes of the portal system', () => {
  it('has the palettes the screens name, and not the ones left out', () => {
    for (const palette of ['brand', 'gray', 'red', 'orange', 'yellow', 'green', 'blue', 'purple'])
      expect(portalSystem.token(`colors.${palette}.solid`, 'missing')).not.toBe('missing');
    for (const palette of PALETTES_LEFT_OUT)
      expect(portalSystem.token(`colors.${palette}.solid`, 'missing')).toBe('missing');
  });

  it('is not asked for a palette it left out (take it out of PALETTES_LEFT_OUT first)', () => {
    const quoted = new RegExp(`['"\`](${PALETTES_LEFT_OUT.join('|')})['"\`]`);
    const offenders = sourceFiles(src)
      // system.ts and this test name them to leave them out.
      .filter((file) => !/[\\/]theme[\\/]system(\.test)?\.ts$/.test(file))
      .filter((file) => quoted.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
