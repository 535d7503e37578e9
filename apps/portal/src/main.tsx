// The first stage of the start-up, evaluated with the entry itself: React and ReactDOM.
import 'react-dom/client';
import { yieldToBrowser } from './start/yield-to-browser';

declare global {
  interface Window {
    /** index.html's shell: says the portal could not load and offers a reload. */
    __portalStartFailed?: () => void;
  }
}

/**
 * The portal's entry: the start-up in two stages. The entry holds React and ReactDOM; the rest of
 * what /login needs is one more chunk (`START_STAGES` in vite.config.ts), which index.html
 * preloads with the entry and which is imported once the entry has run, so the two are evaluated
 * in tasks of their own rather than in one long task (docs/portal.md, "The start-up in stages").
 * In between the browser can paint, take input or take in the early reads' answers.
 */
async function start(root: HTMLElement) {
  await yieldToBrowser();
  const { startPortal } = await import('./start/portal');
  await startPortal(root);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
void start(root).catch((error: unknown) => {
  // A stage that did not load (the network) or a start-up that threw: the shell says so.
  window.__portalStartFailed?.();
  throw error;
});
