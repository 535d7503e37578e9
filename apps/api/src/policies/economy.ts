import { definePolicy, staffRowsOnly } from './policy';

/** economy/…: the month check of the economy area (issue 14) is staff only. */
export const economyPolicy = definePolicy({
  resource: 'economy',
  operations: { monthCheck: ['employee'] },
  visible: staffRowsOnly,
  hiddenFields: () => [],
});
