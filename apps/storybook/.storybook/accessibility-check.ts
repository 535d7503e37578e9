// The accessibility check of every story under `npm test`, run by vitest.setup.ts after the story's
// screenshot. Storybook's a11y addon runs axe in the story's own afterEach, before any setup file's
// hook: axe takes seconds on a loaded machine, and a 5 s toast the screenshot should show had once
// gone by the time the setup paused it (a NewStudentScreen story in CI). So under vitest the
// preview disables the addon's run and this one reads the same `parameters.a11y.test`; in
// Storybook itself the addon still checks every story for its a11y panel.
import axe from 'axe-core';

/** `parameters.a11y.test`: 'error' fails the story, 'todo' only warns, 'off' skips the check. */
export type AccessibilityMode = 'error' | 'todo' | 'off';

export function accessibilityMode(parameters: unknown): AccessibilityMode {
  const test = (parameters as { a11y?: { test?: unknown } } | undefined)?.a11y?.test;
  return test === 'todo' || test === 'off' ? test : 'error';
}

/** What the addon checks: the story's document, without Storybook's own elements. */
const CONTEXT: axe.ElementContext = {
  include: document.body,
  exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'],
};

const OPTIONS: axe.RunOptions = {
  // The addon turns 'region' off: a component on its own has no landmarks around it. The e2e
  // suite's check of whole pages (apps/portal/e2e/support.ts) runs the same rules with 'region' on.
  rules: { region: { enabled: false } },
  // Only what fails is needed here (the addon's panel also lists what passed).
  resultTypes: ['violations'],
};

/** The axe results of the page as it is now. */
export const accessibilityResults = (): Promise<axe.AxeResults> => axe.run(CONTEXT, OPTIONS);

/** The violations, one line each; empty when there are none. */
export function describeViolations({ violations }: axe.AxeResults): string {
  return violations
    .map((violation) => {
      const where = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      return `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help} – ${where}`;
    })
    .join('\n');
}

/**
 * Hands the results to Storybook as the addon's own run does (its report type and version), so a
 * story run from Storybook's test widget shows its accessibility status in the sidebar and panel.
 * The addon-vitest plugin puts the story's reports on the test's meta and sends them when the test
 * has ended, after this hook.
 */
export function reportToStorybook(
  meta: object,
  results: axe.AxeResults,
  status: 'passed' | 'warning' | 'failed',
): void {
  const { reports } = meta as { reports?: unknown[] };
  reports?.push({ type: 'a11y', version: 1, result: results, status });
}
