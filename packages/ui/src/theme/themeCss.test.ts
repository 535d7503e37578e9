import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { portalSystem } from './portalSystem';
import { themeCss } from './themeCss';

const committed = readFileSync(new URL('./theme.generated.css', import.meta.url), 'utf8');

describe('the theme CSS the portal ships in index.html', () => {
  it('is what the portal system inserts at runtime (else: npm run generate:theme-css -w @portal/ui)', () => {
    expect(committed).toBe(themeCss(portalSystem));
  });

  it('declares the layer order first and holds the reset, the global styles and the tokens', () => {
    expect(committed.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    for (const layer of ['reset', 'base', 'tokens'])
      expect(committed).toContain(`@layer ${layer}{`);
    expect(committed).toContain('--chakra-colors-brand-solid:var(--chakra-colors-brand-600);');
  });

  it('gives the dark theme its own token values', () => {
    const dark = committed.slice(committed.indexOf('.dark,.dark .chakra-theme:not(.light){'));
    expect(dark).toContain('--chakra-colors-brand-solid:var(--chakra-colors-brand-400);');
    expect(dark).toContain('--chakra-colors-fg-error:var(--chakra-colors-red-300);');
  });
});
