import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import type { SystemContext } from '@chakra-ui/react';

/**
 * The CSS that ChakraProvider inserts when it first renders `system`, written out as emotion
 * writes it. This is the layer order, the reset, the global styles and a variable for every token.
 * Run in Node, where emotion's cache returns the rules instead of inserting them. The portal
 * ships this text in index.html, so the browser does not work it out before the first paint
 * (docs/portal.md, "Serving, first paint and Lighthouse").
 */
export function themeCss(system: SystemContext): string {
  const cache = createCache({ key: 'theme' });
  const rules = [system.layers.atRule, system._global].map((styles) =>
    cache.insert('', serializeStyles([styles], cache.registered), cache.sheet, false),
  );
  return `${rules.join('\n')}\n`;
}
