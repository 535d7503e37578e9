// The second stage of the start-up (src/main.tsx): Chakra's styled system, the portal's theme and the
// providers around the app, evaluated in a task of their own.
export { getPortalSystem, UiProvider } from '@portal/ui';
