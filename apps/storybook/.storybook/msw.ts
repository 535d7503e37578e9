import { setupWorker } from 'msw/browser';

/**
 * Starts the story worker once. Requests to the API that no handler answers are errors, so a story
 * never silently reaches a real server; everything else (Vite modules, assets) passes through.
 */
export async function startStoryWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
  return worker;
}
