// Writes src/theme/theme.generated.css: the CSS of the portal's Chakra system (src/theme/themeCss.ts).
// `npm run generate:theme-css -w @portal/ui` after a change to the theme or to Chakra; the unit test
// themeCss.test.ts fails while the file is out of date.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { portalSystem } from '../src/theme/portalSystem';
import { themeCss } from '../src/theme/themeCss';

const THEME_CSS_FILE = fileURLToPath(new URL('../src/theme/theme.generated.css', import.meta.url));

writeFileSync(THEME_CSS_FILE, themeCss(portalSystem));
console.log(`wrote ${THEME_CSS_FILE}`);
