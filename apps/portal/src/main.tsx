// The first stage of the start-up, evaluated with the entry itself: React and ReactDOM.
import 'react-dom/client';
import { yieldToBrowser } from './start/yield-to-browser';

/**
 * The portal's entry: the start-up in stages. The build puts what /login needs into one chunk per
 * stage (the entry, then `START_STAGES` in vite.config.ts; index.html preloads them all at once),
 * so each stage's modules are evaluated in a task of their own rather than in one long task of the
 * whole: React, then Chakra's styled system and the theme, then the rest of the app
 * (docs/portal.md, "The start-up in stages"). Between stages the browser can paint, take input or
 * take in the early reads' answers.
 */
async function start(root: HTMLElement) {
  await yieldToBrowser();
  await import('./start/theme');
  await yieldToBrowser();
  const { startPortal } = await import('./start/portal');
  await startPortal(root);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
void start(root);
