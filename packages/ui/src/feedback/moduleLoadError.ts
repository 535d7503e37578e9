/** Browsers' messages for an `import()` whose file did not load: Chromium's, Firefox's, Safari's. */
const MODULE_LOAD_FAILED =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** Whether a route's error is its code not loading (a lazy page's file), not the page failing. */
export const isModuleLoadError = (error: unknown): boolean =>
  error instanceof Error && MODULE_LOAD_FAILED.test(error.message);
