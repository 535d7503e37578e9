// The mock mode's worker (`npm run dev:mocks`, Vite mode 'mocks'; see mockMode() in vite.config.ts):
// for developers and designers, never for users. Loaded only by ./main.ts, which index.html loads
// only in that mode, so no build contains msw or the fixtures.
import {
  allHandlers,
  handlerGroups,
  makeLoginResult,
  type HandlerGroup,
} from '@portal/api-client/mocks';
import { setupWorker } from 'msw/browser';

/** Sign-in keeps its default in every state, so a state's screens can be reached. */
const KEEP_DEFAULT: readonly HandlerGroup[] = ['auth'];
/** The chosen state survives reloads of the tab (`?mock=default` goes back). */
const STATE_KEY = 'portal.mock-state';

/** Every state some resource group has (`empty`, `loading`, `slow`, `error`, ...). */
export function mockStates(): string[] {
  const groups = Object.entries(handlerGroups) as [HandlerGroup, object][];
  const names = groups
    .filter(([group]) => !KEEP_DEFAULT.includes(group))
    .flatMap(([, states]) => Object.keys(states));
  return [...new Set(names)];
}

/** `?mock=<state>`, else the state chosen earlier in this tab, else 'default'. */
function chosenState(): string {
  const requested = new URLSearchParams(window.location.search).get('mock');
  const state = requested ?? window.sessionStorage.getItem(STATE_KEY) ?? 'default';
  if (mockStates().includes(state)) {
    window.sessionStorage.setItem(STATE_KEY, state);
    return state;
  }
  console.warn(`Mockdata: no state '${state}'; one of ${mockStates().join(', ')}.`);
  window.sessionStorage.removeItem(STATE_KEY);
  return 'default';
}

/** A small badge over the page, so nobody mistakes this for the product; opens to the sign-in. */
function showBadge(state: string, account: string): void {
  const badge = document.createElement('details');
  badge.id = 'mock-mode-badge';
  Object.assign(badge.style, {
    position: 'fixed',
    left: '8px',
    bottom: '8px',
    zIndex: '2147483647',
    maxWidth: '22rem',
    padding: '2px 10px',
    borderRadius: '10px',
    background: '#9a3412',
    color: '#fff',
    font: '12px/18px system-ui, sans-serif',
    boxShadow: '0 1px 3px rgba(0, 0, 0, 0.3)',
  } satisfies Partial<CSSStyleDeclaration>);
  const summary = document.createElement('summary');
  summary.style.cursor = 'pointer';
  summary.style.fontWeight = '600';
  summary.textContent = state === 'default' ? 'Mockdata' : `Mockdata: ${state}`;
  const text = document.createElement('p');
  text.style.margin = '4px 0';
  text.textContent =
    `Ikke ekte data: nettleseren svarer på alle kall til /api. Logg inn med hvilken som helst ` +
    `e-post og passord (${account}). Tilstand med ?mock=: ${mockStates().join(', ')}.`;
  badge.append(summary, text);
  document.body.append(badge);
}

/**
 * Starts the MSW browser worker over the handlers Storybook uses (in the chosen state) and waits
 * until it answers, so the app's first request is already mocked. A request to /api that no
 * handler answers is an error in the console; it never reaches a server (the mock mode's dev
 * server has no /api proxy).
 */
export async function startMockMode(): Promise<void> {
  const state = chosenState();
  const worker = setupWorker(...allHandlers(state, KEEP_DEFAULT));
  await worker.start({
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
  const { user } = makeLoginResult();
  const account = `${user.full_name}, ${user.email}`;
  console.info(
    `Mockdata (${state}): every /api call is answered in the browser by @portal/api-client/mocks. ` +
      `Sign in with any e-mail and password as ${account} (${user.user_type}).`,
  );
  showBadge(state, account);
}
